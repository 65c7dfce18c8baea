import "@puckeditor/core/no-external.css";
import "./puck-theme.css";
import { Badge, Box, Button, Link as ChakraLink, HStack, Spinner, Text } from "@chakra-ui/react";
import { type Data, type Overrides, Puck, useGetPuck } from "@puckeditor/core";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { Link } from "react-router";
import useSWR from "swr";
import en from "zod/v4/locales/en.js";
import zhCN from "zod/v4/locales/zh-CN.js";
import { RESULT_CODES } from "../../schemas/codes";
import { type Lang, parseLang } from "../../schemas/lang";
import { type PageDocument, SECTION_REF_TYPE } from "../../schemas/page";
import type { AdminPageDetail, DocumentProblemInfo } from "../../schemas/page-admin";
import { checkPageDocument } from "../blocks/validate-document";
import { messageT } from "../i18n/message-t";
import { useTranslation } from "../i18n/react";
import { notify } from "../layout/toaster";
import { PortalRequestError } from "../portal/portal-client";
import { useNonce } from "../security/nonce";
import { insertAfter, replaceBlock } from "./block-tree-edit";
import { copyBlock, readClipboard, useClipboardType } from "./clipboard";
import { fromComponent, fromPuckData, toComponent, toPuckData, withFreshIds } from "./document-data";
import { editorApi } from "./editor-api";
import { ConflictDialog, ScheduleDialog, SectionNameDialog } from "./editor-dialogs";
import { ProblemsContext } from "./field-problems";
import { formatDateTime } from "./format-date-time";
import { VersionsDialog } from "./page-versions-dialog";
import { PresenceIndicator } from "./presence-indicator";
import { BlockMarksContext, PreviewFrame, PreviewLangContext } from "./preview";
import { EDITOR_UI, usePreviewViewports } from "./preview-viewports";
import { blockMarks, outlineMarksCss, ProblemList, SelectedBlockProblems } from "./problems-panel";
import { buildPuckConfig } from "./puck-config";
import { puckDictionary } from "./puck-dictionary";
import { useSettledDrop } from "./settled-drop";
import { ShareDialog } from "./share-dialog";
import { useStyleNonce } from "./style-nonce";
import { type SaveStatus, useAutosave } from "./use-autosave";

const zodLocale = { zh: zhCN(), en: en() } as const;

interface Session {
  detail: AdminPageDetail;
  setDetail: (d: AdminPageDetail) => void;
  reload: () => void;
}

const STATUS_PALETTE: Record<SaveStatus, string> = {
  saved: "green",
  pending: "gray",
  saving: "gray",
  invalid: "orange",
  conflict: "red",
  error: "red",
};

/** The editor's own bar above Puck's header: state, preview language, clipboard, sections, versions, schedule, publish. */
function Toolbar({
  session,
  status,
  previewLang,
  setPreviewLang,
  problems,
  refused,
  onPublish,
  publishing,
  saveNow,
  revision,
  setRevision,
  onSectionsChanged,
}: {
  session: Session;
  status: SaveStatus;
  previewLang: Lang;
  setPreviewLang: (l: Lang) => void;
  problems: DocumentProblemInfo[];
  refused: DocumentProblemInfo[] | null;
  onPublish: () => void;
  publishing: boolean;
  saveNow: () => Promise<boolean>;
  revision: () => number;
  setRevision: (r: number) => void;
  onSectionsChanged: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation("editor");
  const uiLang = parseLang(i18n.language) ?? "zh";
  const getPuck = useGetPuck();
  const clipboardType = useClipboardType();
  const [dialog, setDialog] = useState<"versions" | "schedule" | "section" | "share" | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const { detail } = session;

  const selectedBlock = () => {
    const item = getPuck().selectedItem;
    return item ? fromComponent(item) : null;
  };
  const setBlocks = (change: (doc: PageDocument) => PageDocument["blocks"]) => {
    const { appState, dispatch } = getPuck();
    const doc = fromPuckData(appState.data, detail.document);
    const blocks = change(doc);
    dispatch({ type: "setData", data: { content: blocks.map((b) => toComponent(b)) } as Partial<Data> });
  };
  /** Keyboard-friendly reordering: the selected block one place up or down in its column. */
  const move = (delta: -1 | 1) => {
    const { selectedItem, getSelectorForId, getItemById, appState, dispatch } = getPuck();
    if (!selectedItem) return notify({ type: "info", message: t("clipboard.selectFirst") });
    const selector = getSelectorForId(String(selectedItem.props.id));
    if (!selector) return;
    const [parentId, slot] = selector.zone.split(":");
    const siblings = parentId === "root" ? appState.data.content : ((getItemById(parentId ?? "")?.props[slot ?? ""] as unknown[]) ?? []);
    const to = selector.index + delta;
    if (to < 0 || to >= siblings.length) return;
    dispatch({ type: "reorder", sourceIndex: selector.index, destinationIndex: to, destinationZone: selector.zone });
    dispatch({ type: "setUi", ui: { itemSelector: { index: to, zone: selector.zone } } });
  };
  const copy = () => {
    const block = selectedBlock();
    if (!block) return notify({ type: "info", message: t("clipboard.selectFirst") });
    copyBlock(block);
    notify({ type: "success", message: t("clipboard.copied") });
  };
  const paste = () => {
    const clip = readClipboard();
    if (!clip) return;
    const block = withFreshIds(clip);
    setBlocks((doc) => insertAfter(doc.blocks, selectedBlock()?.id ?? null, block));
    notify({ type: "success", message: t("clipboard.pasted") });
  };
  const saveAsSection = async (name: string) => {
    const block = selectedBlock();
    if (!block) return;
    const { anchor, ...content } = block;
    const section = await editorApi.createSection(name, content);
    // The list first: the block's section picker then shows the new section selected at once.
    await onSectionsChanged();
    setBlocks((doc) =>
      replaceBlock(doc.blocks, block.id, {
        id: block.id,
        type: SECTION_REF_TYPE,
        ...(anchor ? { anchor } : {}),
        props: { sectionId: section.id },
      }),
    );
    notify({ type: "success", message: t("section.saved", { name }) });
  };
  const restore = async (version: number) => {
    const r = await editorApi.restore(detail.slug, version, revision());
    notify({ type: "success", message: t("versions.restored", { version, live: r.version }) });
    setDialog(null);
    session.reload();
  };
  const schedule = async (at: string | null) => {
    if (!(await saveNow())) throw new Error("not saved");
    const next = await editorApi.schedule(detail.slug, revision(), at);
    setRevision(next.revision);
    session.setDetail(next);
    notify({ type: "success", message: at ? t("schedule.saved", { at: at.replace("T", " ") }) : t("schedule.cancelled") });
  };

  return (
    <Box borderBottomWidth="1px" bg="white" px="3" py="2">
      <HStack gap="2" wrap="wrap" justify="space-between">
        <HStack gap="2" wrap="wrap">
          <ChakraLink asChild fontSize="sm" colorPalette="brand">
            <Link to="/admin/pages">{t("toolbar.back")}</Link>
          </ChakraLink>
          <Badge colorPalette={STATUS_PALETTE[status]} role="status" aria-live="polite" data-testid="save-status">
            {t(`status.${status}`)}
          </Badge>
          <PresenceIndicator slug={detail.slug} />
          {detail.publishedVersion && (
            <Text fontSize="xs" color="gray.700">
              {t("toolbar.live", { version: detail.publishedVersion, at: formatDateTime(detail.publishedAt ?? "", i18n.language) })}
            </Text>
          )}
          {detail.scheduledAtLocal && (
            <Badge colorPalette="purple">
              {t("toolbar.scheduled", { at: detail.scheduledAtLocal.replace("T", " "), offset: detail.serverTimeZone.offset })}
            </Badge>
          )}
        </HStack>
        <HStack gap="1" wrap="wrap">
          <HStack role="group" aria-label={t("toolbar.previewLanguage")} gap="1" me="2">
            <Text fontSize="xs" color="gray.700">
              {t("toolbar.preview")}
            </Text>
            {(["zh", "en"] as const).map((l) => (
              <Button
                key={l}
                size="xs"
                variant={previewLang === l ? "solid" : "outline"}
                colorPalette="brand"
                aria-pressed={previewLang === l}
                onClick={() => setPreviewLang(l)}
              >
                {t(`field.lang.${l}`)}
              </Button>
            ))}
          </HStack>
          <Button size="xs" variant="outline" onClick={() => move(-1)}>
            {t("toolbar.moveUp")}
          </Button>
          <Button size="xs" variant="outline" onClick={() => move(1)}>
            {t("toolbar.moveDown")}
          </Button>
          <Button size="xs" variant="outline" onClick={copy}>
            {t("clipboard.copy")}
          </Button>
          <Button size="xs" variant="outline" onClick={paste} disabled={!clipboardType}>
            {t("clipboard.paste")}
          </Button>
          <Button
            size="xs"
            variant="outline"
            onClick={() => (selectedBlock() ? setDialog("section") : notify({ type: "info", message: t("clipboard.selectFirst") }))}
          >
            {t("section.saveAs")}
          </Button>
          <Button size="xs" variant="outline" onClick={() => setDialog("versions")}>
            {t("versions.open")}
          </Button>
          <Button size="xs" variant="outline" onClick={() => setDialog("schedule")}>
            {t("schedule.open")}
          </Button>
          <Button size="xs" variant="outline" onClick={() => setDialog("share")}>
            {t("share.open")}
          </Button>
          <Button
            size="xs"
            variant={problems.length ? "outline" : "ghost"}
            colorPalette={problems.length ? "red" : "gray"}
            onClick={() => setShowProblems((v) => !v)}
            aria-expanded={showProblems}
          >
            {t("problems.count", { count: problems.length })}
          </Button>
          <Button size="sm" colorPalette="brand" onClick={onPublish} loading={publishing}>
            {t("toolbar.publish")}
          </Button>
        </HStack>
      </HStack>
      {refused && refused.length > 0 && (
        <Box role="alert" mt="2" p="3" bg="red.50" color="red.900" borderWidth="1px" borderColor="red.300" rounded="md">
          <Text fontWeight="bold" fontSize="sm">
            {t("problems.refusedTitle", { count: refused.length })}
          </Text>
          <ProblemList problems={refused} lang={uiLang} />
        </Box>
      )}
      {showProblems && problems.length > 0 && (
        <Box mt="2" p="3" bg="orange.50" borderWidth="1px" borderColor="orange.300" rounded="md">
          <ProblemList problems={problems} lang={uiLang} />
        </Box>
      )}
      {detail.scheduleFailure && (
        <Box role="alert" mt="2" p="3" bg="red.50" color="red.900" rounded="md">
          <Text fontWeight="bold" fontSize="sm">
            {t("schedule.failed", { at: formatDateTime(detail.scheduleFailure.at, i18n.language) })}
          </Text>
          <ProblemList problems={detail.scheduleFailure.problems} lang={uiLang} />
        </Box>
      )}
      <VersionsDialog
        open={dialog === "versions"}
        onClose={() => setDialog(null)}
        slug={detail.slug}
        onRestore={restore}
        draft={() => fromPuckData(getPuck().appState.data, detail.document)}
      />
      <ScheduleDialog
        key={detail.scheduledAt ?? "none"}
        open={dialog === "schedule"}
        onClose={() => setDialog(null)}
        detail={detail}
        onSchedule={schedule}
      />
      <SectionNameDialog open={dialog === "section"} onClose={() => setDialog(null)} onSave={saveAsSection} />
      <ShareDialog
        open={dialog === "share"}
        onClose={() => setDialog(null)}
        slug={detail.slug}
        beforeShare={async () => {
          if (!(await saveNow())) throw new Error("not saved");
        }}
      />
    </Box>
  );
}

type ToolbarProps = Parameters<typeof Toolbar>[0];
const ToolbarContext = createContext<ToolbarProps | null>(null);

/** Puck renders its header inside its own tree; the toolbar's state reaches it through context. */
function ToolbarHost() {
  const props = useContext(ToolbarContext);
  return props ? <Toolbar {...props} /> : null;
}

/** One editing session of a page (remounted after a reload, a restore or choosing the newer draft). */
function EditorSession({
  session,
  sections,
  onSectionsChanged,
}: {
  session: Session;
  sections: Parameters<typeof buildPuckConfig>[0]["sections"];
  onSectionsChanged: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation("editor");
  const mt = useMemo(() => messageT(t), [t]);
  const uiLang = parseLang(i18n.language) ?? "zh";
  const { detail } = session;
  const [previewLang, setPreviewLang] = useState<Lang>(uiLang);
  const [doc, setDoc] = useState<PageDocument>(detail.document);
  const [refused, setRefused] = useState<DocumentProblemInfo[] | null>(null);
  const [publishing, setPublishing] = useState(false);
  const initialData = useMemo(() => toPuckData(detail.document), [detail.document]);
  const autosave = useAutosave({
    revision: detail.revision,
    initial: useMemo(() => fromPuckData(initialData, detail.document), [initialData, detail.document]),
    save: useCallback((revision: number, d: PageDocument) => editorApi.saveDraft(detail.slug, revision, d), [detail.slug]),
  });

  const sectionIds = useMemo(() => new Set(sections.map((s) => s.id)), [sections]);
  const problems = useMemo(
    () => checkPageDocument(doc, { t: messageT((k, o) => i18n.t(k, o)), error: zodLocale[uiLang].localeError, sectionIds }),
    [doc, uiLang, sectionIds, i18n],
  );
  const marks = useMemo(() => blockMarks(problems, uiLang, mt), [problems, uiLang, mt]);
  // dnd-kit's drag styles go into this page's head without a nonce (decision 117).
  useStyleNonce(typeof document === "undefined" ? undefined : document);
  useSettledDrop();
  const nonce = useNonce();

  const config = useMemo(() => buildPuckConfig({ lang: uiLang, t: mt, sections }), [uiLang, mt, sections]);
  const dictionary = useMemo(() => puckDictionary(mt), [mt]);
  const viewports = usePreviewViewports(t);
  // The conflict dialog closed with ×: hidden until the next change (which is not saved either).
  const [conflictHidden, setConflictHidden] = useState(false);
  const onChange = useCallback(
    (data: Data) => {
      const next = fromPuckData(data, detail.document);
      setDoc(next);
      setRefused(null);
      setConflictHidden(false);
      autosave.changed(next);
    },
    [autosave.changed, detail.document],
  );

  const publish = useCallback(async () => {
    setPublishing(true);
    try {
      if (!(await autosave.saveNow())) {
        notify({ type: "error", message: t("publish.notSaved") });
        return;
      }
      const r = await editorApi.publish(detail.slug, autosave.revision());
      setRefused(null);
      notify({ type: "success", message: t("publish.done", { version: r.version }) });
      session.setDetail({ ...detail, publishedVersion: r.version, publishedAt: r.publishedAt, scheduledAt: null, scheduledAtLocal: null });
    } catch (err) {
      const data = err instanceof PortalRequestError ? (err.data as { problems?: DocumentProblemInfo[] } | null) : null;
      if (err instanceof PortalRequestError && err.code === RESULT_CODES.invalidInput && data?.problems) setRefused(data.problems);
    } finally {
      setPublishing(false);
    }
  }, [autosave, detail, session, t]);

  const toolbarProps: ToolbarProps = {
    session,
    status: autosave.status,
    previewLang,
    setPreviewLang,
    problems,
    refused,
    onPublish: publish,
    publishing,
    saveNow: autosave.saveNow,
    revision: autosave.revision,
    setRevision: autosave.setRevision,
    onSectionsChanged,
  };

  const overrides = useMemo<Partial<Overrides>>(
    () => ({
      iframe: PreviewFrame,
      headerActions: () => <></>,
      header: ({ children }: { children: ReactNode }) => (
        <>
          <ToolbarHost />
          {children}
        </>
      ),
      fields: ({ children }: { children: ReactNode }) => (
        <>
          <SelectedBlockProblems lang={uiLang} />
          {children}
        </>
      ),
    }),
    [uiLang],
  );

  return (
    <PreviewLangContext.Provider value={previewLang}>
      <ProblemsContext.Provider value={problems}>
        <BlockMarksContext.Provider value={marks}>
          <ToolbarContext.Provider value={toolbarProps}>
            <style nonce={nonce}>{outlineMarksCss(problems, t("problems.outlineMark"))}</style>
            <Puck
              config={config}
              data={initialData}
              onChange={onChange}
              dictionary={dictionary}
              overrides={overrides}
              headerTitle={`${detail.title[uiLang] || detail.title.zh || detail.slug}`}
              headerPath={detail.publicPath ?? undefined}
              viewports={viewports}
              ui={EDITOR_UI}
              height="calc(100dvh - 72px)"
            />
            <ConflictDialog
              conflict={conflictHidden ? null : autosave.conflict}
              onClose={() => setConflictHidden(true)}
              onReload={session.reload}
              onOverwrite={async () => {
                if (await autosave.overwrite()) notify({ type: "success", message: t("conflict.overwritten") });
              }}
            />
          </ToolbarContext.Provider>
        </BlockMarksContext.Provider>
      </ProblemsContext.Provider>
    </PreviewLangContext.Provider>
  );
}

/**
 * The page editor: Puck driven by the block registry, autosaving drafts, publishing through the
 * server's checks. Loaded only on its back-office route (Puck never reaches visitor bundles).
 */
export default function PageEditor({ slug }: { slug: string }) {
  const { t } = useTranslation("editor");
  const [generation, setGeneration] = useState(0);
  const {
    data: detail,
    error,
    mutate,
  } = useSWR(["editor-page", slug, generation], () => editorApi.getPage(slug), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
  const { data: sections, mutate: refreshSections } = useSWR("editor-sections", editorApi.sections, { revalidateOnFocus: false });
  const session = useMemo<Session | null>(
    () =>
      detail
        ? {
            detail,
            setDetail: (d) => void mutate(d, { revalidate: false }),
            reload: () => setGeneration((g) => g + 1),
          }
        : null,
    [detail, mutate],
  );
  if (error)
    return (
      <Box p="8" role="alert">
        <Text mb="2">{t("loadFailed")}</Text>
        <ChakraLink asChild colorPalette="brand">
          <Link to="/admin/pages">{t("toolbar.back")}</Link>
        </ChakraLink>
      </Box>
    );
  if (!session || !sections)
    return (
      <HStack p="8" gap="3">
        <Spinner size="sm" />
        <Text>{t("loading")}</Text>
      </HStack>
    );
  return (
    <EditorSession
      key={generation}
      session={session}
      sections={sections.list}
      onSectionsChanged={async () => {
        await refreshSections();
      }}
    />
  );
}
