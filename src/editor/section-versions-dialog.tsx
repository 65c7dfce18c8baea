import { useMemo } from "react";
import useSWR from "swr";
import type { Block } from "../../schemas/page";
import { type SectionVersionSummary, sectionDocument } from "../../schemas/section-versions";
import { useTranslation } from "../i18n/react";
import { editorApi } from "./editor-api";
import { VersionsBrowser } from "./versions-browser";

/** A section's published versions: previewed, compared, or published again (decision 201). */
export function SectionVersionsDialog({
  open,
  onClose,
  id,
  usedBy,
  draft,
  onRestore,
}: {
  open: boolean;
  onClose: () => void;
  id: number;
  /** Pages that place the section: a restore changes them at once. */
  usedBy: string[];
  /** The draft as the editor has it now (saved or not). */
  draft: () => Block;
  onRestore: (version: number) => Promise<void>;
}) {
  const { t } = useTranslation("editor");
  const { data, mutate } = useSWR(open ? ["editor-section-versions", id] : null, () => editorApi.sectionVersions(id));
  const source = useMemo(
    () => ({
      key: `section:${id}`,
      load: async (version: number) => sectionDocument((await editorApi.sectionVersion(id, version)).block as Block),
    }),
    [id],
  );
  return (
    <VersionsBrowser
      open={open}
      onClose={onClose}
      title={t("section.versionsTitle")}
      versions={data?.list}
      source={source}
      draft={() => sectionDocument(draft())}
      columns={[{ header: t("section.name"), cell: (v: SectionVersionSummary) => v.name }]}
      confirmRestore={(v) => t("section.confirmRestore", { version: v.version, pages: usedBy.join(", ") || "—" })}
      onRestore={async (version) => {
        await onRestore(version);
        await mutate();
      }}
    />
  );
}
