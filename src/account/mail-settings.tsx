import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type MailSettings, NOTIFICATION_KINDS, type NotificationKind, VerifyEmailRequestSchema } from "../../schemas/mail";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { useTranslation } from "../i18n/react";
import { notify } from "../layout/toaster";
import { portal } from "../portal/browser-portal";
import { usePortalQuery } from "../portal/use-portal-query";
import { cx } from "../ui/cx";
import { headingClass } from "../ui/heading";
import { LoadingButton } from "../ui/loading-button";
import styles from "./account-form.module.css";
import { FormField } from "./form-field";

/** The customer's mail settings (`user/mail/settings`), shared by the sample form's check and /user/. */
export function useMailSettings(enabled = true) {
  return usePortalQuery<MailSettings>(enabled ? PORTAL_PATHS.mailSettings : null);
}

/**
 * Shown instead of the sample form while the account's address is unverified: send a code, enter it.
 * `onVerified` gets the new settings.
 */
export function VerifyEmailPanel({ address, onVerified }: { address: string; onVerified: (s: MailSettings) => void }) {
  const { t } = useTranslation("pages");
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(VerifyEmailRequestSchema), defaultValues: { code: "" }, mode: "onTouched" });
  const send = async () => {
    setSending(true);
    try {
      await portal.post(PORTAL_PATHS.emailSendCode);
      setSent(true);
      setTimeout(() => setFocus("code"), 0);
    } catch {
      // The portal client has shown the server's message (rate limited, …).
    } finally {
      setSending(false);
    }
  };
  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      const settings = await portal.post<MailSettings>(PORTAL_PATHS.emailVerify, { code });
      notify({ type: "success", message: t("mail.verified") });
      onVerified(settings);
    } catch {
      setFocus("code");
    }
  });
  return (
    <section aria-labelledby="verify-heading" className={cx(styles.stack, styles.verify)}>
      <h2 className={headingClass("xl")} id="verify-heading">
        {t("mail.verifyTitle")}
      </h2>
      <p>{t("mail.verifyIntro", { address })}</p>
      <LoadingButton
        className={styles.start}
        look={{ variant: sent ? "outline" : "solid", palette: "brand" }}
        loading={sending}
        onClick={send}
      >
        {sent ? t("mail.verifyResend") : t("mail.verifySend")}
      </LoadingButton>
      {sent && (
        <p role="status" className={styles.muted}>
          {t("mail.verifySent", { address })}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate aria-labelledby="verify-heading">
        <div className={cx(styles.stack, styles.narrower)}>
          <FormField
            label={t("mail.code")}
            error={errors.code?.message}
            registration={register("code")}
            autoComplete="one-time-code"
            inputMode="numeric"
            required
          />
          <LoadingButton type="submit" className={styles.start} loading={isSubmitting}>
            {t("mail.verify")}
          </LoadingButton>
        </div>
      </form>
    </section>
  );
}

/** /user/ account management: one switch (a checkbox with the switch role) per notification (`user/mail/notifications`), saved at once. */
export function NotificationSwitches() {
  const { t } = useTranslation("pages");
  const { data, mutate } = useMailSettings();
  const [busy, setBusy] = useState<NotificationKind | null>(null);
  const toggle = async (kind: NotificationKind, on: boolean) => {
    setBusy(kind);
    try {
      const next = await portal.post<MailSettings>(PORTAL_PATHS.mailNotifications, { [kind]: on });
      await mutate(next, { revalidate: false });
      notify({ type: "success", message: t("mail.notificationsSaved") });
    } catch {
      // The portal client has shown the server's message.
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="notifications-heading" className={cx(styles.stack, styles.narrow)}>
      <h2 className={headingClass("lg")} id="notifications-heading">
        {t("mail.notificationsTitle")}
      </h2>
      <p className={styles.muted}>{t("mail.notificationsIntro")}</p>
      {data?.address && <p className={styles.muted}>{t("mail.notificationsTo", { address: data.address })}</p>}
      {data &&
        NOTIFICATION_KINDS.map((kind) => (
          <label key={kind} className={styles.switchRow}>
            <input
              type="checkbox"
              role="switch"
              className={styles.switch}
              checked={data.notifications[kind]}
              aria-checked={data.notifications[kind]}
              disabled={busy !== null}
              onChange={(e) => toggle(kind, e.currentTarget.checked)}
            />
            {t(`mail.kinds.${kind}`)}
          </label>
        ))}
    </section>
  );
}
