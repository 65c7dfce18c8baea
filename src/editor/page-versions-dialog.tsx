import { useMemo } from "react";
import useSWR from "swr";
import type { PageDocument } from "../../schemas/page";
import type { PageVersionSummary } from "../../schemas/page-admin";
import type { PageVersionSection } from "../../schemas/section-versions";
import { useTranslation } from "../i18n/react";
import { editorApi } from "./editor-api";
import { sectionUsedText, VersionSections } from "./version-sections";
import { VersionsBrowser } from "./versions-browser";

/** A page's published versions (decision 030), with the section versions each showed (decision 201). */
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
  const { t } = useTranslation("editor");
  const { data, mutate } = useSWR(open ? ["editor-versions", slug] : null, () => editorApi.versions(slug));
  const source = useMemo(() => ({ key: `page:${slug}`, load: (version: number) => editorApi.version(slug, version) }), [slug]);
  const sectionsText = (sections: PageVersionSection[]) => sections.map((s) => sectionUsedText(s, t)).join(t("versions.listSeparator"));
  const placesSections = !!data?.list.some((v) => v.sections.length > 0);
  return (
    <VersionsBrowser
      open={open}
      onClose={onClose}
      title={t("versions.title")}
      versions={data?.list}
      source={source}
      draft={draft}
      columns={
        placesSections
          ? [{ header: t("versions.sections"), cell: (v: PageVersionSummary) => <VersionSections sections={v.sections} /> }]
          : []
      }
      confirmRestore={(v) =>
        [
          t("versions.confirmRestore", { version: v.version }),
          ...(v.sections.length ? [t("versions.restoreKeepsSections", { sections: sectionsText(v.sections) })] : []),
        ].join(" ")
      }
      onRestore={async (version) => {
        await onRestore(version);
        await mutate();
      }}
    />
  );
}
