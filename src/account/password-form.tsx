import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ChangePasswordRequestSchema } from "../../schemas/account";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { useTranslation } from "../i18n/react";
import { notify } from "../layout/toaster";
import { portal } from "../portal/browser-portal";
import { cx } from "../ui/cx";
import { headingClass } from "../ui/heading";
import { LoadingButton } from "../ui/loading-button";
import styles from "./account-form.module.css";
import { FormField } from "./form-field";
import { useCommonPasswordCheck } from "./use-common-password-check";

const PasswordFormSchema = ChangePasswordRequestSchema.extend({ confirmPassword: z.string() }).refine(
  (v) => v.newPassword === v.confirmPassword,
  {
    message: "validation.passwordsDiffer",
    path: ["confirmPassword"],
  },
);

/** Changing the password offers ending the account's other sessions, ticked by default (ASVS 7.4.3; decision 051). */
export function PasswordForm() {
  useCommonPasswordCheck();
  const { t } = useTranslation(["pages", "security"]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(PasswordFormSchema),
    defaultValues: { oldPassword: "", newPassword: "", confirmPassword: "", endOtherSessions: true },
    mode: "onTouched",
  });
  const onSubmit = handleSubmit(async ({ confirmPassword: _, ...values }) => {
    try {
      await portal.post(PORTAL_PATHS.changePassword, values);
      notify({ type: "success", message: t("account.passwordChanged") });
      reset();
    } catch {
      // The portal client has shown the server's message.
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="password-heading">
      <div className={cx(styles.stack, styles.narrow)}>
        <h2 className={headingClass("lg")} id="password-heading">
          {t("account.changePassword")}
        </h2>
        <FormField
          label={t("account.oldPassword")}
          error={errors.oldPassword?.message}
          registration={register("oldPassword")}
          type="password"
          autoComplete="current-password"
          required
        />
        <FormField
          label={t("account.newPassword")}
          helper={t("login.passwordHint")}
          error={errors.newPassword?.message}
          registration={register("newPassword")}
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
        <label className={styles.check}>
          <input type="checkbox" className={styles.checkbox} {...register("endOtherSessions")} />
          {t("security:endOtherSessions")}
        </label>
        <LoadingButton type="submit" className={styles.start} loading={isSubmitting}>
          {t("account.changePassword")}
        </LoadingButton>
      </div>
    </form>
  );
}
