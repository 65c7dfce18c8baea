import { Badge, Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { Lang } from "../../schemas/lang";
import type { Block } from "../../schemas/page";
import { useConfirm } from "../admin/confirm-dialog";
import { validateBlocks } from "../blocks/validate-blocks";
import { useTranslation } from "../i18n/react";
import { PortalRequestError } from "../portal/portal-client";
import { LangToggle } from "./lang-toggle";
import { PreviewLangContext } from "./preview";
import { PreviewTree } from "./preview-tree";

/** What every versions list shows of a version (a page's or a section's). */
export interface VersionRow {
  version: number;
  publishedAt: string;
  publishedBy: string | null;
  live: boolean;
}

/** A version's number with its "live" badge, as the first cell of a versions table. */
export function VersionLabel({ version, live }: { version: number; live: boolean }) {
  const { t } = useTranslation("editor");
  return (
    <>
      v{version}{" "}
      {live && (
        <Badge colorPalette="green" ms="1">
          {t("versions.live")}
        </Badge>
      )}
    </>
  );
}

/** Preview a version; restore it (not the live one) after the editor confirms `confirmMessage`. */
export function VersionActions({
  version,
  live,
  confirmMessage,
  onPreview,
  onRestore,
}: {
  version: number;
  live: boolean;
  confirmMessage: string;
  onPreview: () => void;
  onRestore: () => Promise<void>;
}) {
  const { t } = useTranslation("editor");
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);
  return (
    <HStack gap="2" justify="end">
      <Button size="xs" variant="outline" onClick={onPreview} aria-label={t("versions.previewLabel", { version })}>
        {t("versions.preview")}
      </Button>
      {!live && (
        <Button
          size="xs"
          colorPalette="brand"
          loading={busy}
          aria-label={t("versions.restoreLabel", { version })}
          onClick={async () => {
            if (!(await confirm({ message: confirmMessage, action: t("versions.restore") }))) return;
            setBusy(true);
            try {
              await onRestore();
            } catch (err) {
              // The portal client has shown why (a newer draft, a version that no longer passes its checks).
              if (!(err instanceof PortalRequestError)) throw err;
            } finally {
              setBusy(false);
            }
          }}
        >
          {t("versions.restore")}
        </Button>
      )}
    </HStack>
  );
}

/** One version shown as visitors would see it, in either language, with the way back to the list. */
export function VersionPreviewPane({ version, blocks, onBack }: { version: number; blocks: Block[] | undefined; onBack: () => void }) {
  const { t } = useTranslation("editor");
  const [lang, setLang] = useState<Lang>("zh");
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap">
        <Button size="sm" variant="outline" onClick={onBack}>
          {t("versions.back")}
        </Button>
        <Text fontWeight="semibold">{t("versions.previewOf", { version })}</Text>
        <LangToggle lang={lang} onChange={setLang} />
      </HStack>
      {blocks && (
        <PreviewLangContext.Provider value={lang}>
          <Box borderWidth="1px" rounded="md" overflow="hidden" data-testid="version-preview">
            <PreviewTree blocks={validateBlocks(blocks).valid} />
          </Box>
        </PreviewLangContext.Provider>
      )}
    </Stack>
  );
}
