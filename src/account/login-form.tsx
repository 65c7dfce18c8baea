import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { LoginRequestSchema, type LoginResult } from "../../schemas/account";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { isChallenge, LoginVerifyRequestSchema, type TwoFactorChallenge } from "../../schemas/two-factor";
import { useTranslation } from "../i18n/react";
import { portal } from "../portal/browser-portal";
import { PortalRequestError } from "../portal/portal-client";
import { buttonClass } from "../ui/button";
import { ErrorSummary } from "../ui/error-summary";
import { LoadingButton } from "../ui/loading-button";
import { Spinner } from "../ui/spinner";
import styles from "./account-form.module.css";
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
    formState: { errors, isSubmitting, submitCount },
  } = useForm({ resolver: zodResolver(LoginRequestSchema), defaultValues: { account: "", password: "" }, mode: "onTouched" });
  // The portal's answer to the last attempt (wrong password, rate limited, …): shown in the form until
  // the next attempt, and focused, so focus stays in the form (the toast alone is gone in seconds).
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const failureId = useId();
  const failureRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await portal.post<LoginResult | TwoFactorChallenge>(PORTAL_PATHS.login, values);
      if (isChallenge(result)) onChallenge(result.challenge);
      else onSignedIn(result);
    } catch (e) {
      if (e instanceof PortalRequestError) setFailure({ message: e.message });
    }
  });

  return (
    <form onSubmit={(e) => (isSubmitting ? e.preventDefault() : onSubmit(e))} noValidate aria-label={t("login.loginTab")}>
      <ErrorSummary invalidCount={Object.keys(errors).length} submitCount={submitCount} />
      <div className={styles.stack}>
        {failure && (
          <p ref={failureRef} id={failureId} tabIndex={-1} className={styles.failure} data-testid="login-failure">
            {failure.message}
          </p>
        )}
        <FormField
          label={t("login.account")}
          error={errors.account?.message}
          registration={register("account")}
          autoComplete="username"
          required
          formError={failure ? failureId : undefined}
        />
        <FormField
          label={t("login.password")}
          error={errors.password?.message}
          registration={register("password")}
          type="password"
          autoComplete="current-password"
          required
          formError={failure ? failureId : undefined}
        />
        {/* Not disabled while the request runs: a disabled button loses focus to <body>. */}
        <button
          type="submit"
          className={buttonClass({ size: "lg" })}
          aria-disabled={isSubmitting || undefined}
          aria-busy={isSubmitting || undefined}
        >
          {isSubmitting && <Spinner size="sm" />}
          {t("login.submitLogin")}
        </button>
      </div>
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
      <div className={styles.stack}>
        <p>{t("login.codeIntro")}</p>
        <FormField
          label={t("login.codeLabel")}
          error={errors.code?.message}
          registration={register("code")}
          autoComplete="one-time-code"
          required
        />
        <LoadingButton type="submit" look={{ size: "lg" }} loading={isSubmitting}>
          {t("login.verify")}
        </LoadingButton>
        <button type="button" className={buttonClass({ variant: "ghost" })} onClick={onRestart}>
          {t("login.back")}
        </button>
      </div>
    </form>
  );
}
