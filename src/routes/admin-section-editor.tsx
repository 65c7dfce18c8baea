import { Box, Container, HStack, Spinner, Text } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { PAGE_EDITOR_ROLES } from "../../schemas/page-admin";
import { useBackOfficeLocales } from "../admin/back-office-i18n";
import { ConfirmProvider } from "../admin/confirm-dialog";
import { useRole } from "../admin/staff-role";
import { useTranslation } from "../i18n/react";
import { useRequireLogin } from "../inspection/use-require-login";
import { pageMeta } from "../page-meta";
import type { Route } from "./+types/admin-section-editor";

// Like the page editor: Puck loads only here, in the browser.
const SectionEditor = lazy(() => import("../editor/section-editor"));

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "admin"), { name: "robots", content: "noindex" }];

export default function AdminSectionEditor({ params }: Route.ComponentProps) {
  useBackOfficeLocales();
  useRequireLogin();
  const { t } = useTranslation("editor");
  const role = useRole();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const allowed = !!role && (PAGE_EDITOR_ROLES as readonly string[]).includes(role);
  const id = Number(params.id);
  const loading = (
    <HStack p="8" gap="3">
      <Spinner size="sm" />
      <Text>{t("loading")}</Text>
    </HStack>
  );
  if (role && !allowed)
    return (
      <Container py="10">
        <Text role="alert">{t("notAllowed")}</Text>
      </Container>
    );
  return (
    <Box>
      <Box as="h1" srOnly>
        {t("sectionEditorTitle")}
      </Box>
      {mounted && allowed && Number.isInteger(id) && id > 0 ? (
        <Suspense fallback={loading}>
          <ConfirmProvider>
            <SectionEditor id={id} />
          </ConfirmProvider>
        </Suspense>
      ) : (
        loading
      )}
    </Box>
  );
}
