import { Box, Button, Code, Container, Heading, Image, List, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { type RecoveryCodes, TwoFactorConfirmRequestSchema, type TwoFactorSetup, type TwoFactorStatus } from "../../schemas/two-factor";
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
  const [codes, setCodes] = useState<string[] | null>(null);
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    try {
      setSetup(await portal.post<TwoFactorSetup>(PORTAL_PATHS.twoFactorSetup));
    } catch {
      // The portal client has shown the message.
    } finally {
      setStarting(false);
    }
  };

  return (
    <Container maxW="2xl" py="10">
      <Heading as="h1" size="3xl" mb="4">
        {t("enrol.title")}
      </Heading>
      {status.enabled && !codes ? (
        <Text role="alert">{t("enrol.reLogin")}</Text>
      ) : codes ? (
        <Stack gap="4">
          <Text role="status">{t("enrol.done")}</Text>
          <Text>{t("enrol.recoveryIntro")}</Text>
          <Box as="section" aria-label={t("enrol.recoveryList")}>
            <List.Root as="ul" listStyleType="none" fontFamily="mono" fontSize="lg">
              {codes.map((c) => (
                <List.Item key={c}>{c}</List.Item>
              ))}
            </List.Root>
          </Box>
          <Button colorPalette="brand" alignSelf="start" onClick={onDone}>
            {t("enrol.continue")}
          </Button>
        </Stack>
      ) : setup ? (
        <ConfirmStep setup={setup} onConfirmed={setCodes} />
      ) : (
        <Stack gap="4">
          <Text>{t("enrol.required")}</Text>
          <Button colorPalette="brand" alignSelf="start" loading={starting} onClick={start}>
            {t("enrol.start")}
          </Button>
        </Stack>
      )}
    </Container>
  );
}

function ConfirmStep({ setup, onConfirmed }: { setup: TwoFactorSetup; onConfirmed: (codes: string[]) => void }) {
  const { t } = useTranslation("security");
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(TwoFactorConfirmRequestSchema), defaultValues: { code: "" }, mode: "onTouched" });
  const onSubmit = handleSubmit(async (values) => {
    try {
      onConfirmed((await portal.post<RecoveryCodes>(PORTAL_PATHS.twoFactorConfirm, values)).recoveryCodes);
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
