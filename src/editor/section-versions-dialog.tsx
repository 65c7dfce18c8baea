import { Box, Table } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import useSWR from "swr";
import type { Block } from "../../schemas/page";
import { useTranslation } from "../i18n/react";
import { editorApi } from "./editor-api";
import { EditorDialog } from "./editor-dialogs";
import { formatDateTime } from "./format-date-time";
import { VersionActions, VersionLabel, VersionPreviewPane } from "./version-actions";

function SectionVersionPreview({ id, version, onBack }: { id: number; version: number; onBack: () => void }) {
  const { data } = useSWR(["editor-section-version", id, version], () => editorApi.sectionVersion(id, version));
  return <VersionPreviewPane version={version} blocks={data ? [data.block as Block] : undefined} onBack={onBack} />;
}

/** A section's published versions: preview one, or publish an earlier one again (decision 201). */
export function SectionVersionsDialog({
  open,
  onClose,
  id,
  usedBy,
  onRestore,
}: {
  open: boolean;
  onClose: () => void;
  id: number;
  /** Pages that place the section: a restore changes them at once. */
  usedBy: string[];
  onRestore: (version: number) => Promise<void>;
}) {
  const { t, i18n } = useTranslation("editor");
  const { data, mutate } = useSWR(open ? ["editor-section-versions", id] : null, () => editorApi.sectionVersions(id));
  const [previewing, setPreviewing] = useState<number | null>(null);
  useEffect(() => {
    if (!open) setPreviewing(null);
  }, [open]);
  return (
    <EditorDialog open={open} onClose={onClose} title={t("section.versionsTitle")} size={previewing ? "full" : "xl"}>
      {previewing ? (
        <SectionVersionPreview id={id} version={previewing} onBack={() => setPreviewing(null)} />
      ) : (
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t("versions.version")}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t("section.name")}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t("versions.publishedAt")}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t("versions.publishedBy")}</Table.ColumnHeader>
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
                <Table.Cell>{v.name}</Table.Cell>
                <Table.Cell>{formatDateTime(v.publishedAt, i18n.language)}</Table.Cell>
                <Table.Cell>{v.publishedBy ?? "—"}</Table.Cell>
                <Table.Cell>
                  <VersionActions
                    version={v.version}
                    live={v.live}
                    confirmMessage={t("section.confirmRestore", { version: v.version, pages: usedBy.join(", ") || "—" })}
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
