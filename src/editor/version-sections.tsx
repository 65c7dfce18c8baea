import { Link as ChakraLink, List } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import type { PageVersionSection } from "../../schemas/section-versions";
import { useTranslation } from "../i18n/react";

/** "Contact band v2 (live now: v3)": which version of a section a page version showed, and where it is now. */
export function sectionUsedText(s: PageVersionSection, t: TFunction<"editor">): string {
  const name = s.name ?? t("versions.sectionDeleted", { id: s.id });
  if (s.version == null) return t("versions.sectionUnrecorded", { name });
  const used = t("versions.sectionUsed", { name, version: s.version });
  return s.liveVersion != null && s.liveVersion !== s.version
    ? `${used} ${t("versions.sectionLiveNow", { version: s.liveVersion })}`
    : used;
}

/** The sections a page version placed, each linking to its own editor (where its versions are). */
export function VersionSections({ sections }: { sections: PageVersionSection[] }) {
  const { t } = useTranslation("editor");
  if (sections.length === 0) return <>—</>;
  return (
    <List.Root variant="plain" gap="1">
      {sections.map((s) => (
        <List.Item key={s.id}>
          {s.name == null ? (
            sectionUsedText(s, t)
          ) : (
            <ChakraLink asChild colorPalette="brand">
              <Link to={`/admin/sections/${s.id}`}>{sectionUsedText(s, t)}</Link>
            </ChakraLink>
          )}
        </List.Item>
      ))}
    </List.Root>
  );
}
