import { Button, Heading, Image, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "../i18n/react";
import { decodePath } from "../navigation/decode-path";
import { paths } from "../paths";

/** Spec §9: the error page counts 3, 2, 1, then goes home. */
export const NOT_FOUND_COUNTDOWN_SECONDS = 3;

export function NotFoundView({ path }: { path: string }) {
  const { t } = useTranslation("pages");
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(NOT_FOUND_COUNTDOWN_SECONDS);

  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => s - 1), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (seconds <= 0) navigate(paths.home(), { replace: true });
  }, [seconds, navigate]);

  return (
    <Stack align="center" textAlign="center" gap="4" py="16" px="4">
      <Image src="/images/not-found.svg" alt={t("notFound.imageAlt")} htmlWidth={480} htmlHeight={320} maxW="full" h="auto" />
      <Heading as="h1" size="2xl">
        {t("notFound.message", { path: decodePath(path) })}
      </Heading>
      <Text color="gray.700">{t("notFound.tip")}</Text>
      <Text role="timer" aria-live="polite" color="gray.700" data-testid="countdown">
        {t("notFound.countdown", { seconds: Math.max(seconds, 1) })}
      </Text>
      <Button asChild colorPalette="brand">
        <Link to={paths.home()}>{t("notFound.home")}</Link>
      </Button>
    </Stack>
  );
}
