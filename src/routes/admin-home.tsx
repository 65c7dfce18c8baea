import { Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { areaLabelKey, BACK_OFFICE_AREAS, useRole } from "../admin/staff-role";
import { useTranslation } from "../i18n/react";
import { pageMeta } from "../page-meta";
import type { Route } from "./+types/admin-home";

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "admin"), { name: "robots", content: "noindex" }];

/** The back office's start: the areas this role works in. */
export default function AdminHome() {
  const { t } = useTranslation(["pages", "admin", "editor"]);
  const role = useRole();
  const areas = BACK_OFFICE_AREAS.filter((a) => role && a.roles.includes(role));
  return (
    <Container maxW="4xl" py="10">
      <Heading as="h1" size="3xl" mb="4">
        {t("admin.title")}
      </Heading>
      <Text color="gray.700" mb="6">
        {t("admin.intro")}
      </Text>
      <Stack direction="row" gap="3" wrap="wrap">
        {areas.map((a) => (
          <Button key={a.key} asChild colorPalette="brand">
            <Link to={a.path}>{t(areaLabelKey(a))}</Link>
          </Button>
        ))}
      </Stack>
    </Container>
  );
}
