import { Button, Container, Heading, HStack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { useTranslation } from "../i18n/react";
import { paths } from "../paths";
import { useSession } from "../session/session-context";

/** A signed-in customer in the back office: a clear "for staff" screen, home or switch account. */
export function StaffOnly() {
  const { t } = useTranslation(["admin", "pages"]);
  const { logout } = useSession();
  return (
    <Container maxW="2xl" py="16">
      <Heading as="h1" size="2xl" mb="4">
        {t("pages:admin.title")}
      </Heading>
      <Text role="alert" mb="6">
        {t("pages:admin.notAllowed")}
      </Text>
      <HStack gap="3">
        <Button asChild colorPalette="brand">
          <Link to={paths.home()}>{t("admin:staffOnly.home")}</Link>
        </Button>
        <Button variant="outline" onClick={() => void logout()}>
          {t("admin:staffOnly.switchAccount")}
        </Button>
      </HStack>
    </Container>
  );
}
