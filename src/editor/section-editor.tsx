import "@puckeditor/core/no-external.css";
import "./puck-theme.css";
import { Badge, Box, Button, Link as ChakraLink, HStack, Spinner, Text } from "@chakra-ui/react";
import { type Config, type Data, type Overrides, Puck } from "@puckeditor/core";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { Link } from "react-router";
import useSWR from "swr";
import en from "zod/v4/locales/en.js";
import zhCN from "zod/v4/locales/zh-CN.js";
import { RESULT_CODES } from "../../schemas/codes";
import { type Lang, parseLang } from "../../schemas/lang";
import { type Block, SECTION_REF_TYPE } from "../../schemas/page";
import type { DocumentProblemInfo, SectionDetail } from "../../schemas/page-admin";
import { sectionDocument } from "../../schemas/section-versions";
import { useConfirm } from "../admin/confirm-dialog";
import { checkPageDocument } from "../blocks/validate-document";
import { messageT } from "../i18n/message-t";
import { useTranslation } from "../i18n/react";
import { notify } from "../layout/toaster";
import { PortalRequestError } from "../portal/portal-client";
import { fromComponent, toComponent } from "./document-data";
import { editorApi } from "./editor-api";
import { ProblemsContext } from "./field-problems";
import { LangToggle } from "./lang-toggle";
import { BlockMarksContext, PreviewFrame, PreviewLangContext } from "./preview";
import { EDITOR_UI, usePreviewViewports } from "./preview-viewports";
import { blockMarks, ProblemList, SelectedBlockProblems } from "./problems-panel";
import { buildPuckConfig } from "./puck-config";
import { puckDictionary } from "./puck-dictionary";
import { SectionVersionsDialog } from "./section-versions-dialog";
import { useSettledDrop } from "./settled-drop";
import { useStyleNonce } from "./style-nonce";

const zodLocale = { zh: zhCN(), en: en() } as const;

const puckData = (section: SectionDetail): Data => ({
  root: { props: { name: section.name } as Record<string, string> },
  content: [toComponent(section.block)],
});

/**
 * A reusable section in the same editor as pages: one block (a layout block holds several). Saving
 * keeps a draft; publishing makes it what every page placing the section shows (decision 201).
 */
function SectionSession({ section }: { section: SectionDetail }) {
  const { t, i18n } = useTranslation("editor");
  const mt = useMemo(() => messageT(t), [t]);
  const confirm = useConfirm();
  const uiLang = parseLang(i18n.language) ?? "zh";
  const [previewLang, setPreviewLang] = useState<Lang>(uiLang);
  const [name, setName] = useState(section.name);
  const [blocks, setBlocks] = useState<Block[]>([section.block]);
  const [stored, setStored] = useState<SectionDetail>(section);
  const [refused, setRefused] = useState<DocumentProblemInfo[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [generation, setGeneration] = useState(0);

  const problems = useMemo(() => {
    const found = checkPageDocument(
      { ...sectionDocument(blocks[0] as Block), blocks },
      { t: messageT((k, o) => i18n.t(k, o)), error: zodLocale[uiLang].localeError },
    );
    if (blocks.length !== 1) found.unshift({ blockId: null, type: null, path: "blocks", message: t("section.oneBlock") });
    return found;
  }, [blocks, uiLang, i18n, t]);
  const marks = useMemo(() => blockMarks(problems, uiLang, mt), [problems, uiLang, mt]);
  // dnd-kit's drag styles go into this page's head without a nonce (decision 117).
  useStyleNonce(typeof document === "undefined" ? undefined : document);
  useSettledDrop();
  const viewports = usePreviewViewports(t);

  const config = useMemo<Config>(() => {
    const base = buildPuckConfig({ lang: uiLang, t: mt, sections: [] });
    const { [SECTION_REF_TYPE]: _noSectionInSection, ...components } = base.components;
    const categories = { ...base.categories };
    delete categories.sections;
    return {
      ...base,
      components,
      categories,
      root: { fields: { name: { type: "text", label: t("section.name") } }, render: base.root?.render } as unknown as Config["root"],
    };
  }, [uiLang, t, mt]);
  // Puck starts from this; a restored version replaces it (with a new generation, so Puck starts again).
  const [data, setData] = useState<Data>(() => puckData(section));

  /** Saves the draft when it has changes; the stored section after it, or null when refused. */
  const saveDraft = useCallback(async (): Promise<SectionDetail | null> => {
    if (!dirty) return stored;
    const block = blocks[0];
    if (!block || blocks.length !== 1) {
      notify({ type: "error", message: t("section.oneBlock") });
      return null;
    }
    const saved = await editorApi.saveSection(section.id, stored.revision, name, block);
    setStored(saved);
    setRefused(null);
    setDirty(false);
    return saved;
  }, [blocks, dirty, name, stored, section.id, t]);

  const run = useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (err) {
      if (err instanceof PortalRequestError && err.code === RESULT_CODES.invalidInput)
        setRefused((err.data as { problems?: DocumentProblemInfo[] } | null)?.problems ?? null);
      // Otherwise the portal client has shown why.
    } finally {
      setBusy(false);
    }
  }, []);

  const save = () =>
    run(async () => {
      const saved = await saveDraft();
      if (saved) notify({ type: "success", message: t("section.draftSaved", { version: saved.liveVersion }) });
    });

  const publish = () =>
    run(async () => {
      if (stored.usedBy.length > 0) {
        const message = t("section.confirmPublish", { pages: stored.usedBy.join(", ") });
        if (!(await confirm({ message, action: t("section.publish") }))) return;
      }
      const saved = await saveDraft();
      if (!saved) return;
      const published = await editorApi.publishSection(section.id, saved.revision);
      setStored(await editorApi.section(section.id));
      setRefused(null);
      notify({ type: "success", message: t("section.published", { version: published.version }) });
    });

  const restore = async (version: number) => {
    // Unsaved edits are saved first, and the restore goes over that draft's revision.
    const current = await saveDraft();
    if (!current) return;
    const restored = await editorApi.restoreSection(section.id, version, current.revision);
    const fresh = await editorApi.section(section.id);
    setStored(fresh);
    setName(fresh.name);
    setBlocks([fresh.block]);
    setDirty(false);
    setData(puckData(fresh));
    setGeneration((g) => g + 1);
    // Back to the editor, which now holds the restored version.
    setVersionsOpen(false);
    notify({ type: "success", message: t("section.restored", { version, live: restored.version }) });
  };

  const toolbar = (
    <Box borderBottomWidth="1px" bg="white" px="3" py="2">
      <HStack gap="2" wrap="wrap" justify="space-between">
        <HStack gap="3" wrap="wrap">
          <ChakraLink asChild fontSize="sm" colorPalette="brand">
            <Link to="/admin/pages">{t("toolbar.back")}</Link>
          </ChakraLink>
          <Text fontSize="sm" color="gray.700">
            {stored.usedBy.length ? t("section.placedOn", { pages: stored.usedBy.join(", ") }) : t("section.notPlaced")}
          </Text>
          <HStack gap="2" fontSize="sm" role="status">
            <Badge colorPalette="green">{t("section.stateLive", { version: stored.liveVersion })}</Badge>
            {stored.unpublishedChanges || dirty ? (
              <Badge colorPalette="orange">{t("section.stateChanges")}</Badge>
            ) : (
              <Text color="gray.700">{t("section.stateUpToDate")}</Text>
            )}
          </HStack>
        </HStack>
        <HStack gap="1" wrap="wrap">
          <Box me="2">
            <LangToggle lang={previewLang} onChange={setPreviewLang} />
          </Box>
          <Button size="sm" variant="outline" onClick={() => setVersionsOpen(true)}>
            {t("versions.open")}
          </Button>
          <Button size="sm" variant="outline" colorPalette="brand" loading={busy} onClick={save}>
            {dirty ? t("section.saveChanges") : t("section.saveDraft")}
          </Button>
          <Button size="sm" colorPalette="brand" loading={busy} onClick={publish}>
            {t("section.publish")}
          </Button>
        </HStack>
      </HStack>
      {refused && refused.length > 0 && (
        <Box role="alert" mt="2" p="3" bg="red.50" color="red.900" rounded="md">
          <ProblemList problems={refused} lang={uiLang} />
        </Box>
      )}
      <SectionVersionsDialog
        open={versionsOpen}
        onClose={() => setVersionsOpen(false)}
        id={section.id}
        usedBy={stored.usedBy}
        draft={() => blocks[0] ?? stored.block}
        onRestore={restore}
      />
    </Box>
  );
  const overrides = useMemo<Partial<Overrides>>(
    () => ({
      iframe: PreviewFrame,
      headerActions: () => <></>,
      header: ({ children }: { children: ReactNode }) => (
        <>
          <SectionToolbarSlot />
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
          <SectionToolbarContext.Provider value={toolbar}>
            <Puck
              key={generation}
              config={config}
              data={data}
              dictionary={useMemo(() => puckDictionary(mt), [mt])}
              overrides={overrides}
              headerTitle={name}
              onChange={(next: Data) => {
                setBlocks(next.content.map((c) => fromComponent(c)));
                setName(String((next.root.props as { name?: string } | undefined)?.name ?? ""));
                setDirty(true);
              }}
              viewports={viewports}
              ui={EDITOR_UI}
              height="calc(100dvh - 72px)"
            />
          </SectionToolbarContext.Provider>
        </BlockMarksContext.Provider>
      </ProblemsContext.Provider>
    </PreviewLangContext.Provider>
  );
}

const SectionToolbarContext = createContext<ReactNode>(null);
function SectionToolbarSlot() {
  return <>{useContext(SectionToolbarContext)}</>;
}

export default function SectionEditor({ id }: { id: number }) {
  const { t } = useTranslation("editor");
  const { data } = useSWR(["editor-section-edit", id], () => editorApi.section(id), { revalidateOnFocus: false, revalidateIfStale: false });
  if (!data)
    return (
      <HStack p="8" gap="3">
        <Spinner size="sm" />
        <Text>{t("loading")}</Text>
      </HStack>
    );
  return <SectionSession section={data} />;
}
