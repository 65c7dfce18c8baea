import { Box, Button, Field, Grid, Input, Text } from "@chakra-ui/react";
import { useEffect, useId, useState } from "react";
import { parseImageUrl } from "../../../schemas/image";
import type { MediaItem } from "../../../schemas/media";
import { useTranslation } from "../../i18n/react";
import { notify } from "../../layout/toaster";
import { mediaClient, useMediaItem } from "./media-client";

/**
 * The alt text of the image a field shows, edited where the image is used but saved with the image
 * in the media library (every page showing it uses it). Nothing for an image that is not uploaded.
 */
export function LibraryAltEditor({ url, readOnly = false }: { url: string; readOnly?: boolean }) {
  const id = parseImageUrl(url)?.id ?? null;
  const { item, mutate, data } = useMediaItem(id);
  const { t } = useTranslation("admin");
  if (!id || !data) return null;
  if (!item)
    return (
      <Text fontSize="xs" color="gray.700" mt="1">
        {t("media.notInLibrary")}
      </Text>
    );
  return <AltForm key={`${item.id}-${item.version}`} item={item} readOnly={readOnly} onSaved={() => void mutate()} />;
}

function AltForm({ item, readOnly, onSaved }: { item: MediaItem; readOnly: boolean; onSaved: () => void }) {
  const { t } = useTranslation("admin");
  const uid = useId();
  const [alt, setAlt] = useState(item.alt);
  const [saving, setSaving] = useState(false);
  useEffect(() => setAlt(item.alt), [item.alt]);
  const changed = alt.zh !== item.alt.zh || alt.en !== item.alt.en;
  const save = async () => {
    setSaving(true);
    try {
      await mediaClient.update({ id: item.id, version: item.version, name: item.name, alt, focus: item.focus });
      notify({ type: "success", message: t("media.altSaved") });
      onSaved();
    } catch {
      // The portal client has shown why.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box as="fieldset" mt="2" minW="0">
      <Box as="legend" fontSize="xs" fontWeight="semibold" mb="1">
        {t("media.libraryAlt")}
      </Box>
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="2">
        {(["zh", "en"] as const).map((lang) => (
          <Field.Root key={lang}>
            <Field.Label htmlFor={`${uid}-${lang}`} fontSize="xs" color="gray.700">
              {t(`bilingual.${lang}`, { label: t("media.alt") })}
            </Field.Label>
            <Input
              id={`${uid}-${lang}`}
              size="sm"
              value={alt[lang]}
              readOnly={readOnly}
              maxLength={300}
              onChange={(e) => setAlt((a) => ({ ...a, [lang]: e.target.value }))}
            />
          </Field.Root>
        ))}
      </Grid>
      <Button size="xs" mt="2" colorPalette="brand" disabled={readOnly || !changed} loading={saving} onClick={save}>
        {t("media.saveAlt")}
      </Button>
    </Box>
  );
}
