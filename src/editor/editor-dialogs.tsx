import { Box, Button, Field, Heading, HStack, Input, Stack, Table, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import useSWR from "swr";
import type { PageDocument } from "../../schemas/page";
import type { AdminPageDetail, DraftConflict } from "../../schemas/page-admin";
import type { PageVersionSection } from "../../schemas/section-versions";
import { AdminDialog } from "../admin/admin-dialog";
import { useTranslation } from "../i18n/react";
import { ComparePicker } from "./compare-picker";
import { editorApi } from "./editor-api";
import { formatDateTime } from "./format-date-time";
import { VersionActions, VersionLabel, VersionPreviewPane } from "./version-actions";
import { type VersionChoice, VersionComparison } from "./version-comparison";

import { sectionUsedText, VersionSections } from "./version-sections";

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

function VersionPreview({ slug, version, onBack }: { slug: string; version: number; onBack: () => void }) {
  const { data } = useSWR<PageDocument>(["editor-version", slug, version], () => editorApi.version(slug, version));
  return <VersionPreviewPane version={version} blocks={data?.blocks} onBack={onBack} />;
}

interface Comparing {
  before: VersionChoice;
  after: VersionChoice;
  draft: PageDocument | null;
}

/**
 * Every published version with who and when; any of them can be previewed and published again, and
 * any two (or one and the draft) compared.
 */
export function VersionsDialog({
  open,
  onClose,
  slug,
  onRestore,
  draft,
}: {
  open: boolean;
  onClose: () => void;
  slug: string;
  onRestore: (version: number) => Promise<void>;
  /** The draft as the editor has it now (saved or not). */
  draft: () => PageDocument;
}) {
  const { t, i18n } = useTranslation("editor");
  const { data, mutate } = useSWR(open ? ["editor-versions", slug] : null, () => editorApi.versions(slug));
  const [previewing, setPreviewing] = useState<number | null>(null);
  const [comparing, setComparing] = useState<Comparing | null>(null);
  // The last two chosen, shown again on the way back.
  const [picked, setPicked] = useState<Pick<Comparing, "before" | "after"> | null>(null);
  const placesSections = !!data?.list.some((v) => v.sections.length > 0);
  const sectionsText = (sections: PageVersionSection[]) => sections.map((s) => sectionUsedText(s, t)).join(t("versions.listSeparator"));
  // Keyboard focus follows the view: to the comparison's heading, and back to the button that opened it.
  const comparisonHeading = useRef<HTMLHeadingElement>(null);
  const compareButton = useRef<HTMLButtonElement>(null);
  const focusCompare = useRef(false);
  useEffect(() => {
    if (!open) {
      setPreviewing(null);
      setComparing(null);
    }
  }, [open]);
  useEffect(() => {
    if (comparing) comparisonHeading.current?.focus();
    else if (focusCompare.current) {
      focusCompare.current = false;
      compareButton.current?.focus();
    }
  }, [comparing]);
  // Wide enough for the comparison's before/after columns, and the same for the list (no jump between them).
  const size = previewing ? "full" : "xl";
  return (
    <EditorDialog open={open} onClose={onClose} title={t("versions.title")} size={size}>
      {!comparing && !previewing && data && data.list.length > 0 && (
        <ComparePicker
          key={data.list[0]?.version}
          versions={data.list}
          submitRef={compareButton}
          initial={picked}
          onCompare={(before, after) => {
            setPicked({ before, after });
            setComparing({ before, after, draft: before === "draft" || after === "draft" ? draft() : null });
          }}
        />
      )}
      {comparing ? (
        <VersionComparison
          slug={slug}
          {...comparing}
          title={({ beforeName, afterName }) => (
            <HStack justify="space-between" wrap="wrap">
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  focusCompare.current = true;
                  setComparing(null);
                }}
              >
                {t("versions.back")}
              </Button>
              <Heading as="h3" size="md" tabIndex={-1} ref={comparisonHeading}>
                {t("compare.heading", { before: beforeName, after: afterName })}
              </Heading>
            </HStack>
          )}
        />
      ) : previewing ? (
        <VersionPreview slug={slug} version={previewing} onBack={() => setPreviewing(null)} />
      ) : (
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t("versions.version")}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t("versions.publishedAt")}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t("versions.publishedBy")}</Table.ColumnHeader>
              {placesSections && <Table.ColumnHeader scope="col">{t("versions.sections")}</Table.ColumnHeader>}
              <Table.ColumnHeader scope="col">
                <Box as="span" srOnly>
                  {t("versions.actions")}
                </Box>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data?.list.map((v) => (
              <Table.Row key={v.version}>
                <Table.Cell as="th" scope="row">
                  <VersionLabel version={v.version} live={v.live} />
                </Table.Cell>
                <Table.Cell>{formatDateTime(v.publishedAt, i18n.language)}</Table.Cell>
                <Table.Cell>{v.publishedBy ?? t("versions.system")}</Table.Cell>
                {placesSections && (
                  <Table.Cell>
                    <VersionSections sections={v.sections} />
                  </Table.Cell>
                )}
                <Table.Cell>
                  <VersionActions
                    version={v.version}
                    live={v.live}
                    confirmMessage={[
                      t("versions.confirmRestore", { version: v.version }),
                      ...(v.sections.length ? [t("versions.restoreKeepsSections", { sections: sectionsText(v.sections) })] : []),
                    ].join(" ")}
                    onPreview={() => setPreviewing(v.version)}
                    onRestore={async () => {
                      await onRestore(v.version);
                      await mutate();
                    }}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
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
