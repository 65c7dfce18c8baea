import { Button, HStack, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";
import type { MediaItem } from "../../../schemas/media";
import { useTranslation } from "../../i18n/react";
import { ImageFileInput } from "./image-file-input";
import { mediaClient } from "./media-client";
import { MediaPicker } from "./media-picker";

/**
 * "Upload image" and "Choose from library" for an image field: an upload goes into the media library
 * (checked and resized by the server) and is chosen at once. `label` names the field for screen readers.
 */
export function ImageSourceButtons({
  label,
  onChosen,
  disabled = false,
  size = "sm",
}: {
  label: string;
  onChosen: (item: MediaItem) => void;
  disabled?: boolean;
  size?: "xs" | "sm";
}) {
  const { t } = useTranslation("admin");
  const file = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [picking, setPicking] = useState(false);
  return (
    <HStack gap="2" wrap="wrap">
      <ImageFileInput
        ref={file}
        label={t("image.uploadFor", { label })}
        onFiles={async ([chosen]) => {
          setProgress(0);
          try {
            onChosen(await mediaClient.upload(chosen as File, setProgress));
          } catch {
            // The portal client has shown why (type, size, unreadable).
          } finally {
            setProgress(null);
          }
        }}
      />
      <Button size={size} variant="outline" disabled={disabled} onClick={() => file.current?.click()} loading={progress !== null}>
        {t("image.upload")}
      </Button>
      <Button
        size={size}
        variant="outline"
        disabled={disabled}
        onClick={() => setPicking(true)}
        aria-label={t("media.chooseFor", { label })}
      >
        {t("media.choose")}
      </Button>
      {progress !== null && (
        <Text fontSize="sm" role="status">
          {t("image.uploading", { percent: Math.round(progress * 100) })}
        </Text>
      )}
      <MediaPicker open={picking} onClose={() => setPicking(false)} onSelect={onChosen} />
    </HStack>
  );
}
