import { Button, chakra, Heading, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type MailSettings, NOTIFICATION_KINDS, type NotificationKind, VerifyEmailRequestSchema } from "../../schemas/mail";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { useTranslation } from "../i18n/react";
import { notify } from "../layout/toaster";
import { portal } from "../portal/browser-portal";
import { usePortalQuery } from "../portal/use-portal-query";
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
    <Stack
      as="section"
      aria-labelledby="verify-heading"
      gap="4"
      bg="orange.50"
      borderWidth="1px"
      borderColor="orange.200"
      rounded="xl"
      p={{ base: "5", md: "8" }}
    >
      <Heading as="h2" size="xl" id="verify-heading">
        {t("mail.verifyTitle")}
      </Heading>
      <Text>{t("mail.verifyIntro", { address })}</Text>
      <Button type="button" alignSelf="start" colorPalette="brand" variant={sent ? "outline" : "solid"} loading={sending} onClick={send}>
        {sent ? t("mail.verifyResend") : t("mail.verifySend")}
      </Button>
      {sent && (
        <Text role="status" color="gray.700">
          {t("mail.verifySent", { address })}
        </Text>
      )}
      <form onSubmit={onSubmit} noValidate aria-labelledby="verify-heading">
        <Stack gap="4" maxW="sm">
          <FormField
            label={t("mail.code")}
            error={errors.code?.message}
            registration={register("code")}
            autoComplete="one-time-code"
            inputMode="numeric"
            required
          />
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={isSubmitting}>
            {t("mail.verify")}
          </Button>
        </Stack>
      </form>
    </Stack>
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
    <Stack as="section" aria-labelledby="notifications-heading" gap="4" maxW="md">
      <Heading as="h2" size="lg" id="notifications-heading">
        {t("mail.notificationsTitle")}
      </Heading>
      <Text color="gray.700">{t("mail.notificationsIntro")}</Text>
      {data?.address && <Text color="gray.700">{t("mail.notificationsTo", { address: data.address })}</Text>}
      {data &&
        NOTIFICATION_KINDS.map((kind) => (
          <chakra.label key={kind} display="flex" alignItems="center" gap="3" cursor="pointer">
            <chakra.input
              type="checkbox"
              role="switch"
              w="5"
              h="5"
              accentColor="brand.700"
              checked={data.notifications[kind]}
              disabled={busy !== null}
              onChange={(e) => toggle(kind, e.currentTarget.checked)}
            />
            {t(`mail.kinds.${kind}`)}
          </chakra.label>
        ))}
    </Stack>
  );
}
