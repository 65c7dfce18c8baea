import { Box, Container, Heading, Tabs, Text } from "@chakra-ui/react";
import { LoginForm } from "../account/login-form";
import { RegisterForm } from "../account/register-form";
import { useTranslation } from "../i18n/react";
import { HEADER_HEIGHT_PX } from "../layout/header/header-appearance";
import { pageMeta } from "../page-meta";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "login");

/** Log in or sign up (email or mobile number), then back to the page the visitor came from. */
export default function Login() {
  const { t } = useTranslation("pages");
  return (
    <Box
      bgColor="brand.900"
      bgImage="linear-gradient(135deg, #3d0a1a 0%, #7f1433 100%)"
      minH="100vh"
      pt={`${HEADER_HEIGHT_PX + 40}px`}
      pb="16"
    >
      <Container maxW="md">
        <Heading as="h1" size="3xl" color="white" mb="2">
          {t("login.title")}
        </Heading>
        <Text color="whiteAlpha.900" mb="6">
          {t("login.intro")}
        </Text>
        <Box bg="white" rounded="xl" p={{ base: "5", md: "8" }} boxShadow="lg">
          <Tabs.Root defaultValue="login" variant="line" colorPalette="brand" lazyMount>
            <Tabs.List mb="6">
              <Tabs.Trigger value="login">{t("login.loginTab")}</Tabs.Trigger>
              <Tabs.Trigger value="register">{t("login.registerTab")}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="login">
              <LoginForm />
            </Tabs.Content>
            <Tabs.Content value="register">
              <RegisterForm />
            </Tabs.Content>
          </Tabs.Root>
        </Box>
      </Container>
    </Box>
  );
}
