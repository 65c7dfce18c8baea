import { Box, Container, Heading, Text } from "@chakra-ui/react";
import { LoginForm } from "../account/login-form";
import { useTranslation } from "../i18n/react";

/** The back office's own login screen: the shared login form, staying on the /admin URL afterwards. */
export function BackOfficeLogin() {
  const { t } = useTranslation("admin");
  return (
    <Container maxW="md" py="16">
      <Heading as="h1" size="2xl" mb="2">
        {t("login.title")}
      </Heading>
      <Text color="gray.700" mb="6">
        {t("login.intro")}
      </Text>
      <Box bg="white" rounded="xl" p={{ base: "5", md: "8" }} borderWidth="1px" borderColor="gray.200">
        <LoginForm after="stay" />
      </Box>
    </Container>
  );
}
