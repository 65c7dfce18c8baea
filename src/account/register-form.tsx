import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { type LoginResult, RegisterRequestSchema } from "../../schemas/account";
import { ConfirmSignUpRequestSchema, type RegisterAnswer } from "../../schemas/mail";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { useTranslation } from "../i18n/react";
import { portal } from "../portal/browser-portal";
import { buttonClass } from "../ui/button";
import { cx } from "../ui/cx";
import { ErrorSummary } from "../ui/error-summary";
import { headingClass } from "../ui/heading";
import { LoadingButton } from "../ui/loading-button";
import styles from "./account-form.module.css";
import { FormField } from "./form-field";
import { useCommonPasswordCheck } from "./use-common-password-check";
import { useSignIn } from "./use-sign-in";

/** The API's sign-up schema plus a repeated password, checked only in the browser. */
const SignUpFormSchema = RegisterRequestSchema.extend({ confirmPassword: z.string() }).refine((v) => v.password === v.confirmPassword, {
  message: "validation.passwordsDiffer",
  path: ["confirmPassword"],
});

/**
 * Sign-up answers the same for a new and an existing account (issue 26 item 6): an email account
 * continues with the mailed code (which logs in), a mobile-number account with logging in.
 */
export function RegisterForm() {
  const [done, setDone] = useState<{ account: string; next: RegisterAnswer["next"] } | null>(null);
  if (done?.next === "confirmCode") return <ConfirmStep account={done.account} onRestart={() => setDone(null)} />;
  if (done) return <MobileDone account={done.account} />;
  return <SignUpStep onDone={setDone} />;
}

function useFocusedHeading() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function MobileDone({ account }: { account: string }) {
  const { t } = useTranslation("pages");
  const heading = useFocusedHeading();
  return (
    <div className={cx(styles.stack, styles.tight)} role="status">
      <h2 className={headingClass("lg")} ref={heading} tabIndex={-1}>
        {t("login.registerTab")}
      </h2>
      <p>{t("mail.mobileDone", { account })}</p>
    </div>
  );
}

const CodeSchema = ConfirmSignUpRequestSchema.pick({ code: true });

function ConfirmStep({ account, onRestart }: { account: string; onRestart: () => void }) {
  const { t } = useTranslation("pages");
  const signIn = useSignIn();
  const heading = useFocusedHeading();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(CodeSchema), defaultValues: { code: "" }, mode: "onTouched" });
  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      signIn(await portal.post<LoginResult>(PORTAL_PATHS.signUpConfirm, { account, code }));
    } catch {
      // The portal client has shown the server's message (wrong or expired code).
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="confirm-heading">
      <div className={styles.stack}>
        <h2 className={headingClass("lg")} id="confirm-heading" ref={heading} tabIndex={-1}>
          {t("mail.confirmTitle")}
        </h2>
        <p role="status" className={styles.muted}>
          {t("mail.confirmIntro", { account })}
        </p>
        <FormField
          label={t("mail.code")}
          error={errors.code?.message}
          registration={register("code")}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
        />
        <LoadingButton type="submit" look={{ size: "lg" }} loading={isSubmitting}>
          {t("mail.confirm")}
        </LoadingButton>
        <button type="button" className={buttonClass({ variant: "ghost" })} onClick={onRestart}>
          {t("mail.otherAccount")}
        </button>
      </div>
    </form>
  );
}

function SignUpStep({ onDone }: { onDone: (done: { account: string; next: RegisterAnswer["next"] }) => void }) {
  useCommonPasswordCheck();
  const { t } = useTranslation("pages");
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
      const answer = await portal.post<RegisterAnswer>(PORTAL_PATHS.register, values);
      onDone({ account: values.account.trim().toLowerCase(), next: answer.next });
    } catch {
      // The portal client has shown the server's message (rate limited, …).
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("login.registerTab")}>
      <ErrorSummary invalidCount={Object.keys(errors).length} submitCount={submitCount} />
      <div className={styles.stack}>
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
        <LoadingButton type="submit" look={{ size: "lg" }} loading={isSubmitting}>
          {t("login.submitRegister")}
        </LoadingButton>
      </div>
    </form>
  );
}
