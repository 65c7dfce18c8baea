import { Box, Button, Heading, HStack, Table } from "@chakra-ui/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import useSWR from "swr";
import type { PageDocument } from "../../schemas/page";
import { useTranslation } from "../i18n/react";
import { ComparePicker } from "./compare-picker";
import { EditorDialog } from "./editor-dialogs";
import { formatDateTime } from "./format-date-time";
import { VersionActions, VersionLabel, VersionPreviewPane, type VersionRow } from "./version-actions";
import { type VersionChoice, VersionComparison, type VersionSource } from "./version-comparison";

interface Comparing {
  before: VersionChoice;
  after: VersionChoice;
  draft: PageDocument | null;
}

function VersionPreview({ source, version, onBack }: { source: VersionSource; version: number; onBack: () => void }) {
  const { data } = useSWR<PageDocument>(["editor-version", source.key, version], () => source.load(version));
  return <VersionPreviewPane version={version} blocks={data?.blocks} onBack={onBack} />;
}

/**
 * The published versions of a page or a section, in a dialog: each previewed or restored (after the
 * editor confirms), any two (or one and the draft) compared.
 */
export function VersionsBrowser<V extends VersionRow>({
  open,
  onClose,
  title,
  versions,
  source,
  draft,
  columns = [],
  confirmRestore,
  onRestore,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Newest first; undefined while loading. */
  versions: V[] | undefined;
  source: VersionSource;
  /** The draft as the editor has it now (saved or not). */
  draft: () => PageDocument;
  /** Columns of the list after "By" (a page's sections, a section's name). */
  columns?: { header: string; cell: (v: V) => ReactNode }[];
  confirmRestore: (v: V) => string;
  /** Publishes `version` again; the list is read again after it. */
  onRestore: (version: number) => Promise<void>;
}) {
  const { t, i18n } = useTranslation("editor");
  const [previewing, setPreviewing] = useState<number | null>(null);
  const [comparing, setComparing] = useState<Comparing | null>(null);
  // The last two chosen, shown again on the way back.
  const [picked, setPicked] = useState<Pick<Comparing, "before" | "after"> | null>(null);
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
    <EditorDialog open={open} onClose={onClose} title={title} size={size}>
      {!comparing && !previewing && versions && versions.length > 0 && (
        <ComparePicker
          key={versions[0]?.version}
          versions={versions}
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
          source={source}
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
        <VersionPreview source={source} version={previewing} onBack={() => setPreviewing(null)} />
      ) : (
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t("versions.version")}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t("versions.publishedAt")}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t("versions.publishedBy")}</Table.ColumnHeader>
              {columns.map((c) => (
                <Table.ColumnHeader key={c.header} scope="col">
                  {c.header}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader scope="col">
                <Box as="span" srOnly>
                  {t("versions.actions")}
                </Box>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {versions?.map((v) => (
              <Table.Row key={v.version}>
                <Table.Cell as="th" scope="row">
                  <VersionLabel version={v.version} live={v.live} />
                </Table.Cell>
                <Table.Cell>{formatDateTime(v.publishedAt, i18n.language)}</Table.Cell>
                <Table.Cell>{v.publishedBy ?? t("versions.system")}</Table.Cell>
                {columns.map((c) => (
                  <Table.Cell key={c.header}>{c.cell(v)}</Table.Cell>
                ))}
                <Table.Cell>
                  <VersionActions
                    version={v.version}
                    live={v.live}
                    confirmMessage={confirmRestore(v)}
                    onPreview={() => setPreviewing(v.version)}
                    onRestore={() => onRestore(v.version)}
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
