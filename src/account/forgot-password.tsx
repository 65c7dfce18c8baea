import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ForgotPasswordRequestSchema, ResetPasswordRequestSchema } from "../../schemas/mail";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { useTranslation } from "../i18n/react";
import { notify } from "../layout/toaster";
import { portal } from "../portal/browser-portal";
import { buttonClass } from "../ui/button";
import { headingClass } from "../ui/heading";
import { LoadingButton } from "../ui/loading-button";
import styles from "./account-form.module.css";
import { FormField } from "./form-field";
import { useCommonPasswordCheck } from "./use-common-password-check";

const ResetFormSchema = ResetPasswordRequestSchema.pick({ code: true, newPassword: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "validation.passwordsDiffer", path: ["confirmPassword"] });

/**
 * "Forgot password?": the account's address, then the mailed code and a new password
 * (`user/password/forgot`, `user/password/reset`). Each step's heading takes the focus.
 */
export function ForgotPassword({ onDone }: { onDone: () => void }) {
  const [account, setAccount] = useState<string | null>(null);
  return account ? (
    <ResetStep account={account} onDone={onDone} onRestart={() => setAccount(null)} />
  ) : (
    <AccountStep onSent={setAccount} onCancel={onDone} />
  );
}

function useFocusedHeading() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function AccountStep({ onSent, onCancel }: { onSent: (account: string) => void; onCancel: () => void }) {
  const { t } = useTranslation("pages");
  const heading = useFocusedHeading();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ForgotPasswordRequestSchema), defaultValues: { account: "" }, mode: "onTouched" });
  const onSubmit = handleSubmit(async ({ account }) => {
    try {
      await portal.post(PORTAL_PATHS.passwordForgot, { account });
      onSent(account);
    } catch {
      // The portal client has shown the server's message (rate limited, …).
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="forgot-heading">
      <div className={styles.stack}>
        <h2 className={headingClass("lg")} id="forgot-heading" ref={heading} tabIndex={-1}>
          {t("mail.forgotTitle")}
        </h2>
        <p className={styles.muted}>{t("mail.forgotIntro")}</p>
        <FormField
          label={t("login.account")}
          error={errors.account?.message}
          registration={register("account")}
          autoComplete="username"
          required
        />
        <LoadingButton type="submit" look={{ size: "lg" }} loading={isSubmitting}>
          {t("mail.sendCode")}
        </LoadingButton>
        <button type="button" className={buttonClass({ variant: "ghost" })} onClick={onCancel}>
          {t("mail.backToLogin")}
        </button>
      </div>
    </form>
  );
}

function ResetStep({ account, onDone, onRestart }: { account: string; onDone: () => void; onRestart: () => void }) {
  useCommonPasswordCheck();
  const { t } = useTranslation("pages");
  const heading = useFocusedHeading();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ResetFormSchema),
    defaultValues: { code: "", newPassword: "", confirmPassword: "" },
    mode: "onTouched",
  });
  const onSubmit = handleSubmit(async ({ code, newPassword }) => {
    try {
      await portal.post(PORTAL_PATHS.passwordReset, { account, code, newPassword });
      notify({ type: "success", message: t("mail.passwordReset") });
      onDone();
    } catch {
      // The portal client has shown the server's message (wrong or expired code, …).
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="reset-heading">
      <div className={styles.stack}>
        <h2 className={headingClass("lg")} id="reset-heading" ref={heading} tabIndex={-1}>
          {t("mail.forgotTitle")}
        </h2>
        <p role="status" className={styles.muted}>
          {t("mail.codeSentTo", { account })}
        </p>
        <FormField
          label={t("mail.code")}
          error={errors.code?.message}
          registration={register("code")}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
        />
        <FormField
          label={t("mail.newPassword")}
          helper={t("login.passwordHint")}
          error={errors.newPassword?.message}
          registration={register("newPassword")}
          type="password"
          autoComplete="new-password"
          required
        />
        <FormField
          label={t("mail.confirmNewPassword")}
          error={errors.confirmPassword?.message}
          registration={register("confirmPassword")}
          type="password"
          autoComplete="new-password"
          required
        />
        <LoadingButton type="submit" look={{ size: "lg" }} loading={isSubmitting}>
          {t("mail.setPassword")}
        </LoadingButton>
        <button type="button" className={buttonClass({ variant: "ghost" })} onClick={onRestart}>
          {t("mail.otherAccount")}
        </button>
      </div>
    </form>
  );
}
