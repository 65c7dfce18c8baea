import { Button, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { LoginRequestSchema, type LoginResult } from "../../schemas/account";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { portal } from "../portal/browser-portal";
import { FormField } from "./form-field";
import { type AfterSignIn, useSignIn } from "./use-sign-in";

/**
 * The one login form: /login/ and the back office's login screen both use it, so a later step
 * (a second factor) is added in one place. `after` says where a signed-in user goes.
 */
export function LoginForm({ after = "redirect" }: { after?: AfterSignIn } = {}) {
  const { t } = useTranslation("pages");
  const signIn = useSignIn(after);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(LoginRequestSchema), defaultValues: { account: "", password: "" }, mode: "onTouched" });

  const onSubmit = handleSubmit(async (values) => {
    try {
      signIn(await portal.post<LoginResult>(PORTAL_PATHS.login, values));
    } catch {
      // The portal client has shown the server's message (wrong password, rate limited, …).
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("login.loginTab")}>
      <Stack gap="4">
        <FormField
          label={t("login.account")}
          error={errors.account?.message}
          registration={register("account")}
          autoComplete="username"
          required
        />
        <FormField
          label={t("login.password")}
          error={errors.password?.message}
          registration={register("password")}
          type="password"
          autoComplete="current-password"
          required
        />
        <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting}>
          {t("login.submitLogin")}
        </Button>
      </Stack>
    </form>
  );
}
