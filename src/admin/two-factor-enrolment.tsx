import { Box, Button, Code, Container, Heading, Image, List, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import {
  type RecoveryCodes,
  TwoFactorConfirmRequestSchema,
  type TwoFactorSetup,
  TwoFactorSetupRequestSchema,
  type TwoFactorStatus,
} from "../../schemas/two-factor";
import { FormField } from "../account/form-field";
import { useTranslation } from "../i18n/react";
import { portal } from "../portal/browser-portal";

/**
 * The back office's two-factor screen (decision 051): a staff session that has not passed a second
 * factor sees this instead of the areas. Set up (QR code + key), confirm with a code, note the
 * recovery codes, continue.
 */
export function TwoFactorEnrolment({ status, onDone }: { status: TwoFactorStatus; onDone: () => void }) {
  const { t } = useTranslation("security");
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [result, setResult] = useState<RecoveryCodes | null>(null);

  return (
    <Container maxW="2xl" py="10">
      <Heading as="h1" size="3xl" mb="4">
        {t("enrol.title")}
      </Heading>
      {status.enabled && !result ? (
        <Text role="alert">{t("enrol.reLogin")}</Text>
      ) : result ? (
        <Stack gap="4">
          <Text role="status">{t("enrol.done")}</Text>
          {result.otherSessionsEnded > 0 && <Text>{t("enrol.otherSessionsEnded", { count: result.otherSessionsEnded })}</Text>}
          <Text>{t("enrol.recoveryIntro")}</Text>
          <Box as="section" aria-label={t("enrol.recoveryList")}>
            <List.Root as="ul" listStyleType="none" fontFamily="mono" fontSize="lg">
              {result.recoveryCodes.map((c) => (
                <List.Item key={c}>{c}</List.Item>
              ))}
            </List.Root>
          </Box>
          <Button colorPalette="brand" alignSelf="start" onClick={onDone}>
            {t("enrol.continue")}
          </Button>
        </Stack>
      ) : setup ? (
        <ConfirmStep setup={setup} onConfirmed={setResult} />
      ) : (
        <StartStep needsPassword={status.setupNeedsPassword} onStarted={setSetup} />
      )}
    </Container>
  );
}

/** Starting enrolment asks for the current password, except right after a staff member's password login. */
function StartStep({ needsPassword, onStarted }: { needsPassword: boolean; onStarted: (setup: TwoFactorSetup) => void }) {
  const { t } = useTranslation("security");
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(TwoFactorSetupRequestSchema), defaultValues: { password: "" } });
  const onSubmit = handleSubmit(async (values) => {
    try {
      onStarted(await portal.post<TwoFactorSetup>(PORTAL_PATHS.twoFactorSetup, needsPassword ? values : {}));
    } catch {
      // The portal client has shown the message.
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("enrol.start")}>
      <Stack gap="4">
        <Text>{t("enrol.required")}</Text>
        {needsPassword && (
          <FormField
            label={t("enrol.passwordLabel")}
            helper={t("enrol.passwordHelp")}
            error={errors.password?.message}
            registration={register("password")}
            type="password"
            autoComplete="current-password"
            required
          />
        )}
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={isSubmitting}>
          {t("enrol.start")}
        </Button>
      </Stack>
    </form>
  );
}

function ConfirmStep({ setup, onConfirmed }: { setup: TwoFactorSetup; onConfirmed: (result: RecoveryCodes) => void }) {
  const { t } = useTranslation("security");
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(TwoFactorConfirmRequestSchema), defaultValues: { code: "" }, mode: "onTouched" });
  const onSubmit = handleSubmit(async (values) => {
    try {
      onConfirmed(await portal.post<RecoveryCodes>(PORTAL_PATHS.twoFactorConfirm, values));
    } catch {
      // The portal client has shown the message.
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("enrol.title")}>
      <Stack gap="4">
        <Text>{t("enrol.scan")}</Text>
        <Image src={setup.qrDataUrl} alt={t("enrol.qrAlt")} w="220px" h="220px" />
        <Text>
          {t("enrol.secretLabel")}: <Code data-testid="totp-secret">{setup.secret}</Code>
        </Text>
        <FormField
          label={t("enrol.codeLabel")}
          error={errors.code?.message}
          registration={register("code")}
          autoComplete="one-time-code"
          required
        />
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={isSubmitting}>
          {t("enrol.confirm")}
        </Button>
      </Stack>
    </form>
  );
}
