import { Text } from "@chakra-ui/react";
import { useWatch } from "react-hook-form";
import { brightestLevel, formatContrast, HERO_MIN_CONTRAST, heroTextContrast, minimumHeroOverlay } from "../../schemas/hero-overlay";
import { parseImageUrl } from "../../schemas/image";
import { useTranslation } from "../i18n/react";
import { ImageField, TextField } from "./form-fields";
import { useMediaItem } from "./media/media-client";

/** A picture's bright level from the media library: null when not measured (counted as white), undefined for no picture or while loading. */
function useBrightLevel(url: string): number | null | undefined {
  const id = url ? (parseImageUrl(url)?.id ?? null) : null;
  const { item, data } = useMediaItem(id);
  if (!url || (id && data === undefined)) return undefined;
  return id ? (item?.brightLevel ?? null) : null;
}

/**
 * A hero's art direction in a back-office form (banner slides, page headers; decision 208): the picture
 * phones get instead, and the overlay's strength with the contrast it leaves the white text over the
 * brightest part of the pictures. The server checks the same on save.
 */
export function HeroArtDirectionFields({ imageName = "image" }: { imageName?: string }) {
  const { t } = useTranslation("admin");
  const [image, phoneImage, overlay] = useWatch({ name: [imageName, "phoneImage", "overlay"] }) as [string, string, number];
  const levels = [useBrightLevel(image ?? ""), useBrightLevel(phoneImage ?? "")].filter((l) => l !== undefined);
  const level = brightestLevel(levels);
  const strength = Number.isFinite(overlay) ? overlay : 0;
  const ratio = heroTextContrast(strength, level);
  const ok = ratio >= HERO_MIN_CONTRAST;
  return (
    <>
      <ImageField name="phoneImage" label={t("hero.phoneImage")} helper={t("hero.phoneImageHelp")} />
      <TextField name="overlay" type="number" label={t("hero.overlay")} helper={t("hero.overlayHelp")} />
      {levels.length > 0 && (
        <Text fontSize="sm" color={ok ? "gray.700" : "red.700"} data-testid="hero-contrast" aria-live="polite">
          {ok
            ? t("hero.contrastOk", { ratio: formatContrast(ratio) })
            : t("hero.contrastLow", { ratio: formatContrast(ratio), overlay: minimumHeroOverlay(level) })}{" "}
          {levels.includes(null) ? t("hero.unmeasured") : ""}
        </Text>
      )}
    </>
  );
}
