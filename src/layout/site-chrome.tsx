import { Box } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "../i18n/react";
import { SessionProvider } from "../session/session-context";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, main landmark and footer around every page. */
export function SiteChrome({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SessionProvider>
      <Box asChild position="absolute" left="-9999px" _focus={{ left: "4", top: "4", zIndex: "skipLink", bg: "white", p: "2" }}>
        <a href="#main">{t("skipToContent")}</a>
      </Box>
      <SiteHeader />
      <Box as="main" id="main" tabIndex={-1} minH="60vh">
        {children}
      </Box>
      <SiteFooter />
    </SessionProvider>
  );
}
