import { Button, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { AdminPageDetail, DraftConflict } from "../../schemas/page-admin";
import { AdminDialog } from "../admin/admin-dialog";
import { useTranslation } from "../i18n/react";
import { formatDateTime } from "./format-date-time";

export function EditorDialog(props: Omit<Parameters<typeof AdminDialog>[0], "closeLabel">) {
  const { t } = useTranslation("editor");
  return <AdminDialog {...props} closeLabel={t("dialog.close")} />;
}

/** Someone saved a newer draft: nothing is overwritten until the editor chooses. */
export function ConflictDialog({
  conflict,
  onReload,
  onOverwrite,
  onClose,
}: {
  conflict: DraftConflict | null;
  onReload: () => void;
  onOverwrite: () => void;
  /** × or Escape: decide later (saving stays stopped; the next change asks again). */
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation("editor");
  return (
    <EditorDialog
      open={!!conflict}
      onClose={onClose}
      role="alertdialog"
      title={t("conflict.title")}
      footer={
        <HStack>
          <Button variant="outline" onClick={onOverwrite}>
            {t("conflict.keepMine")}
          </Button>
          <Button colorPalette="brand" onClick={onReload}>
            {t("conflict.loadTheirs")}
          </Button>
        </HStack>
      }
    >
      <Text>
        {t("conflict.body", {
          who: conflict?.draftUpdatedBy ?? t("conflict.someone"),
          when: conflict ? formatDateTime(conflict.draftUpdatedAt, i18n.language) : "",
        })}
      </Text>
    </EditorDialog>
  );
}

/** Going live later: a date and time on the server's clock (its time zone is shown). */
export function ScheduleDialog({
  open,
  onClose,
  detail,
  onSchedule,
}: {
  open: boolean;
  onClose: () => void;
  detail: AdminPageDetail;
  onSchedule: (at: string | null) => Promise<void>;
}) {
  const { t } = useTranslation("editor");
  const [at, setAt] = useState(detail.scheduledAtLocal ?? "");
  const [busy, setBusy] = useState(false);
  const run = async (value: string | null) => {
    setBusy(true);
    try {
      await onSchedule(value);
      onClose();
    } catch {
      // The portal client has shown why.
    } finally {
      setBusy(false);
    }
  };
  const zone = t("schedule.zone", { name: detail.serverTimeZone.name, offset: detail.serverTimeZone.offset });
  return (
    <EditorDialog
      open={open}
      onClose={onClose}
      title={t("schedule.title")}
      footer={
        <HStack>
          {detail.scheduledAt && (
            <Button variant="outline" loading={busy} onClick={() => run(null)}>
              {t("schedule.cancel")}
            </Button>
          )}
          <Button colorPalette="brand" loading={busy} disabled={!at} onClick={() => run(at)}>
            {t("schedule.save")}
          </Button>
        </HStack>
      }
    >
      <Stack gap="3">
        <Text>{t("schedule.intro")}</Text>
        {detail.scheduledAtLocal && (
          <Text fontWeight="semibold">{t("schedule.current", { at: detail.scheduledAtLocal.replace("T", " "), zone })}</Text>
        )}
        <Field.Root>
          <Field.Label>{t("schedule.when")}</Field.Label>
          <Input type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
          <Field.HelperText color="gray.700">{zone}</Field.HelperText>
        </Field.Root>
      </Stack>
    </EditorDialog>
  );
}

/** Names a block that becomes a reusable section. */
export function SectionNameDialog({
  open,
  onClose,
  onSave,
}: {
  open: boolean;
  onClose: () => void;
  onSave: (name: string) => Promise<void>;
}) {
  const { t } = useTranslation("editor");
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  return (
    <EditorDialog
      open={open}
      onClose={onClose}
      title={t("section.saveTitle")}
      footer={
        <Button
          colorPalette="brand"
          loading={busy}
          disabled={!name.trim()}
          onClick={async () => {
            setBusy(true);
            try {
              await onSave(name.trim());
              setName("");
              onClose();
            } catch {
              // The portal client has shown why.
            } finally {
              setBusy(false);
            }
          }}
        >
          {t("section.save")}
        </Button>
      }
    >
      <Stack gap="3">
        <Text>{t("section.saveIntro")}</Text>
        <Field.Root required>
          <Field.Label>{t("section.name")}</Field.Label>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
        </Field.Root>
      </Stack>
    </EditorDialog>
  );
}
