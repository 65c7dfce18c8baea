import { Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "../i18n/react";

export function ErrorView() {
  const { t } = useTranslation("pages");
  return (
    <Stack align="center" textAlign="center" gap="4" py="16" px="4">
      <Heading as="h1" size="2xl">
        {t("error.title")}
      </Heading>
      <Text>{t("error.message")}</Text>
    </Stack>
  );
}
