import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { type PageShareLink, SHARE_LINK_DAYS, type ShareLinkDays } from "../../schemas/page-share";
import { useTranslation } from "../i18n/react";
import { notify } from "../layout/toaster";
import { editorApi } from "./editor-api";
import { EditorDialog } from "./editor-dialogs";
import { formatDateTime } from "./format-date-time";

/**
 * A link to the page's draft for a colleague without an account (decision 194): it shows the latest
 * saved draft until it expires. `beforeShare` saves pending edits first.
 */
export function ShareDialog({
  open,
  onClose,
  slug,
  beforeShare,
}: {
  open: boolean;
  onClose: () => void;
  slug: string;
  beforeShare: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation("editor");
  const [days, setDays] = useState<ShareLinkDays>(7);
  const [link, setLink] = useState<PageShareLink | null>(null);
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      await beforeShare();
      setLink(await editorApi.share(slug, days));
    } catch {
      // The portal client has shown why.
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      notify({ type: "success", message: t("share.copied") });
    } catch {
      notify({ type: "error", message: t("share.copyFailed") });
    }
  };
  return (
    <EditorDialog
      open={open}
      onClose={() => {
        setLink(null);
        onClose();
      }}
      title={t("share.title")}
      footer={
        <Button colorPalette="brand" loading={busy} onClick={create}>
          {link ? t("share.createAnother") : t("share.create")}
        </Button>
      }
    >
      <Stack gap="4">
        <Text>{t("share.intro")}</Text>
        <Field.Root>
          <Field.Label>{t("share.validFor")}</Field.Label>
          <NativeSelect.Root maxW="48">
            <NativeSelect.Field value={days} onChange={(e) => setDays(Number(e.target.value) as ShareLinkDays)}>
              {SHARE_LINK_DAYS.map((d) => (
                <option key={d} value={d}>
                  {t("share.days", { count: d })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {link && (
          <Field.Root>
            <Field.Label>{t("share.link")}</Field.Label>
            <HStack w="full">
              <Input readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} data-testid="share-link" />
              <Button variant="outline" onClick={copy}>
                {t("share.copy")}
              </Button>
            </HStack>
            <Field.HelperText color="gray.700">
              {t("share.expires", { at: formatDateTime(link.expiresAt, i18n.language) })}
            </Field.HelperText>
          </Field.Root>
        )}
      </Stack>
    </EditorDialog>
  );
}
