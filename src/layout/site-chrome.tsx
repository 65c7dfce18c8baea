import type { ReactNode } from "react";
import { useTranslation } from "../i18n/react";
import { SessionProvider } from "../session/session-context";
import styles from "./site-chrome.module.css";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, main landmark and footer around every page; `lead` comes before the skip link (the 404 page's "Stay"). */
export function SiteChrome({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SessionProvider>
      {lead}
      <a href="#main" className={styles.skipLink}>
        {t("skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </SessionProvider>
  );
}
