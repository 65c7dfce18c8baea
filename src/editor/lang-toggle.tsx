import { Button, HStack } from "@chakra-ui/react";
import type { Lang } from "../../schemas/lang";
import { useTranslation } from "../i18n/react";

/** 中文 / English: which language a preview shows. */
export function LangToggle({ lang, onChange }: { lang: Lang; onChange: (l: Lang) => void }) {
  const { t } = useTranslation("editor");
  return (
    <HStack role="group" aria-label={t("toolbar.previewLanguage")} gap="1">
      {(["zh", "en"] as const).map((l) => (
        <Button
          key={l}
          size="xs"
          variant={lang === l ? "solid" : "outline"}
          colorPalette="brand"
          aria-pressed={lang === l}
          onClick={() => onChange(l)}
        >
          {t(`field.lang.${l}`)}
        </Button>
      ))}
    </HStack>
  );
}
