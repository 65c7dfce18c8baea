import { Box, Container, HStack, Spinner, Text } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { PAGE_EDITOR_ROLES } from "../../schemas/page-admin";
import { useBackOfficeLocales } from "../admin/back-office-i18n";
import { ConfirmProvider } from "../admin/confirm-dialog";
import { useRole } from "../admin/staff-role";
import { useTranslation } from "../i18n/react";
import { useRequireLogin } from "../inspection/use-require-login";
import { pageMeta } from "../page-meta";
import type { Route } from "./+types/admin-page-editor";

// Puck and everything of the editor load only here, in the browser: never in a visitor's bundle.
const PageEditor = lazy(() => import("../editor/page-editor"));

export const meta: Route.MetaFunction = ({ matches, params }) => [
  ...pageMeta(matches, "admin", { title: params.slug }),
  { name: "robots", content: "noindex" },
];

export default function AdminPageEditor({ params }: Route.ComponentProps) {
  useBackOfficeLocales();
  useRequireLogin();
  const { t } = useTranslation("editor");
  const role = useRole();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const allowed = !!role && (PAGE_EDITOR_ROLES as readonly string[]).includes(role);
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
        {t("editorTitle", { slug: params.slug })}
      </Box>
      {mounted && allowed ? (
        <Suspense fallback={loading}>
          <ConfirmProvider>
            <PageEditor slug={params.slug} />
          </ConfirmProvider>
        </Suspense>
      ) : (
        loading
      )}
    </Box>
  );
}
