import { Button, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { LoginRequestSchema, type LoginResult } from "../../schemas/account";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { isChallenge, LoginVerifyRequestSchema, type TwoFactorChallenge } from "../../schemas/two-factor";
import { useTranslation } from "../i18n/react";
import { portal } from "../portal/browser-portal";
import { FormField } from "./form-field";
import { type AfterSignIn, useSignIn } from "./use-sign-in";

/**
 * The one login form, used by /login/ and the back office's login screen: account and password,
 * then — for accounts with two-factor authentication (every staff account) — a code from the
 * authenticator app or a recovery code. `after` says where a signed-in user goes.
 */
export function LoginForm({ after = "redirect" }: { after?: AfterSignIn } = {}) {
  const signIn = useSignIn(after);
  const [challenge, setChallenge] = useState<string | null>(null);
  if (challenge) return <CodeStep challenge={challenge} onSignedIn={signIn} onRestart={() => setChallenge(null)} />;
  return <PasswordStep onSignedIn={signIn} onChallenge={setChallenge} />;
}

function PasswordStep({ onSignedIn, onChallenge }: { onSignedIn: (r: LoginResult) => void; onChallenge: (challenge: string) => void }) {
  const { t } = useTranslation("pages");
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(LoginRequestSchema), defaultValues: { account: "", password: "" }, mode: "onTouched" });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await portal.post<LoginResult | TwoFactorChallenge>(PORTAL_PATHS.login, values);
      if (isChallenge(result)) onChallenge(result.challenge);
      else onSignedIn(result);
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

const CodeSchema = LoginVerifyRequestSchema.pick({ code: true });

function CodeStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (r: LoginResult) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation("security");
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(CodeSchema), defaultValues: { code: "" }, mode: "onTouched" });
  // The password form is gone: focus moves to the one field that matters now.
  useEffect(() => setFocus("code"), [setFocus]);

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      onSignedIn(await portal.post<LoginResult>(PORTAL_PATHS.loginVerify, { challenge, code }));
    } catch {
      setFocus("code");
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("login.codeForm")}>
      <Stack gap="4">
        <Text>{t("login.codeIntro")}</Text>
        <FormField
          label={t("login.codeLabel")}
          error={errors.code?.message}
          registration={register("code")}
          autoComplete="one-time-code"
          required
        />
        <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting}>
          {t("login.verify")}
        </Button>
        <Button type="button" variant="ghost" onClick={onRestart}>
          {t("login.back")}
        </Button>
      </Stack>
    </form>
  );
}
