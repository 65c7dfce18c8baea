import { Button, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { type LoginResult, RegisterRequestSchema } from "../../schemas/account";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { useTranslation } from "../i18n/react";
import { portal } from "../portal/browser-portal";
import { ErrorSummary } from "../ui/error-summary";
import { FormField } from "./form-field";
import { useSignIn } from "./use-sign-in";

/** The API's sign-up schema plus a repeated password, checked only in the browser. */
const SignUpFormSchema = RegisterRequestSchema.extend({ confirmPassword: z.string() }).refine((v) => v.password === v.confirmPassword, {
  message: "validation.passwordsDiffer",
  path: ["confirmPassword"],
});

export function RegisterForm() {
  const { t } = useTranslation("pages");
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { account: "", nickname: "", company: "", password: "", confirmPassword: "" },
    mode: "onTouched",
  });

  const onSubmit = handleSubmit(async ({ confirmPassword: _, ...values }) => {
    try {
      signIn(await portal.post<LoginResult>(PORTAL_PATHS.register, values));
    } catch {
      // The portal client has shown the server's message (account taken, rate limited, …).
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("login.registerTab")}>
      <ErrorSummary invalidCount={Object.keys(errors).length} submitCount={submitCount} />
      <Stack gap="4">
        <FormField
          label={t("login.account")}
          helper={t("login.accountHint")}
          error={errors.account?.message}
          registration={register("account")}
          autoComplete="username"
          required
        />
        <FormField
          label={t("login.nickname")}
          error={errors.nickname?.message}
          registration={register("nickname")}
          autoComplete="nickname"
          required
        />
        <FormField
          label={t("login.company")}
          error={errors.company?.message}
          registration={register("company")}
          autoComplete="organization"
        />
        <FormField
          label={t("login.password")}
          helper={t("login.passwordHint")}
          error={errors.password?.message}
          registration={register("password")}
          type="password"
          autoComplete="new-password"
          required
        />
        <FormField
          label={t("login.confirmPassword")}
          error={errors.confirmPassword?.message}
          registration={register("confirmPassword")}
          type="password"
          autoComplete="new-password"
          required
        />
        <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting}>
          {t("login.submitRegister")}
        </Button>
      </Stack>
    </form>
  );
}
