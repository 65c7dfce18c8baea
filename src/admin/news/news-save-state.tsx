import { Badge, HStack, Text } from "@chakra-ui/react";
import { useTranslation } from "../../i18n/react";
import type { SaveStatus } from "../use-autosave";

const PALETTE: Record<SaveStatus, string> = {
  saved: "green",
  pending: "gray",
  saving: "gray",
  invalid: "orange",
  conflict: "red",
  error: "red",
};

/**
 * Where the item's saving stands, in a polite live region: the autosave state of a draft, or why a
 * published item (or a draft about to be published) waits for Save.
 */
export function NewsSaveState({
  mode,
  status,
  dirty,
}: {
  mode: "autosave" | "published" | "publishing";
  status: SaveStatus;
  /** Changes the form holds that Save has not sent (published items). */
  dirty: boolean;
}) {
  const { t } = useTranslation("admin");
  return (
    <HStack gap="2" wrap="wrap" role="status" aria-live="polite" data-testid="news-save-state">
      {mode === "autosave" || status === "saving" || status === "conflict" ? (
        <Badge colorPalette={PALETTE[status]} data-testid="save-status">
          {t(`news.saveState.${status}`)}
        </Badge>
      ) : (
        dirty && (
          <Badge colorPalette="orange" data-testid="save-status">
            {t("news.saveState.unsaved")}
          </Badge>
        )
      )}
      <Text fontSize="sm" color="gray.700">
        {t(
          mode === "autosave"
            ? "news.saveState.autosaveOn"
            : mode === "published"
              ? "news.saveState.published"
              : "news.saveState.publishing",
        )}
      </Text>
    </HStack>
  );
}
