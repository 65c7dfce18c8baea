import { Box, Button, Container, Heading, Tabs, Text } from "@chakra-ui/react";
import { useSearchParams } from "react-router";
import { ForgotPassword } from "../account/forgot-password";
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
  // `?forgot=1` (the reset mail links here) opens the "Forgot password?" flow.
  const [params, setParams] = useSearchParams();
  const forgot = params.get("forgot") === "1";
  const setForgot = (on: boolean) =>
    setParams(
      (p) => {
        if (on) p.set("forgot", "1");
        else p.delete("forgot");
        return p;
      },
      { replace: true },
    );
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
          {forgot ? (
            <ForgotPassword onDone={() => setForgot(false)} />
          ) : (
            <Tabs.Root defaultValue="login" variant="line" colorPalette="brand" lazyMount>
              <Tabs.List mb="6">
                <Tabs.Trigger value="login">{t("login.loginTab")}</Tabs.Trigger>
                <Tabs.Trigger value="register">{t("login.registerTab")}</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="login">
                <LoginForm />
                <Button
                  type="button"
                  variant="plain"
                  colorPalette="brand"
                  mt="3"
                  px="0"
                  textDecoration="underline"
                  onClick={() => setForgot(true)}
                >
                  {t("mail.forgotLink")}
                </Button>
              </Tabs.Content>
              <Tabs.Content value="register">
                <RegisterForm />
              </Tabs.Content>
            </Tabs.Root>
          )}
        </Box>
      </Container>
    </Box>
  );
}
