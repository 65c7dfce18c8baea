import { Box, ChakraProvider, EnvironmentProvider, Text } from "@chakra-ui/react";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { SlotComponent } from "@puckeditor/core";
import { Component, createContext, type ReactNode, useContext, useEffect, useMemo } from "react";
import useSWR from "swr";
import type { BlockRegistration } from "../../blocks/define-block";
import { blocksByType } from "../../blocks/index";
import { HTML_LANG, type Lang } from "../../schemas/lang";
import { slotNames } from "../blocks/block-tree";
import { sanitizeProps } from "../blocks/sanitize-props";
import { createI18n } from "../i18n/i18n";
import { I18nextProvider, useTranslation } from "../i18n/react";
import { createPortalClient } from "../portal/portal-client";
import { documentNonce } from "../security/nonce";
import { sessionStorageApi } from "../session/storage";
import { system } from "../theme/system";
import { sanitizePreview, sanitizePreviewData } from "./sanitize-preview";
import { useStyleNonce } from "./style-nonce";

/** The language the preview shows (independent of the editor's own language). */
export const PreviewLangContext = createContext<Lang>("zh");
export const usePreviewLang = () => useContext(PreviewLangContext);

/** Problems of each block (by id), as lines in the editor's language, for the canvas to mark. */
export interface BlockMarks {
  byBlock: ReadonlyMap<string, string[]>;
  /** "Visitors will not see this block: …" in the editor's language. */
  heading: string;
}
export const BlockMarksContext = createContext<BlockMarks>({ byBlock: new Map(), heading: "" });

/**
 * Puck's iframe override: the preview gets its own emotion cache (styles are inserted into the
 * iframe's head, carrying the page's CSP nonce), Puck's own styles there get the nonce too
 * (decision 117), Chakra's theme and an i18n instance in the preview language, so blocks render
 * exactly as on the site, at the iframe's width (mobile or desktop).
 */
export function PreviewFrame({ children, document: frame }: { children: ReactNode; document?: Document }) {
  const lang = usePreviewLang();
  useStyleNonce(frame);
  const cache = useMemo(
    () => (frame ? createCache({ key: "preview", container: frame.head, nonce: documentNonce() || undefined }) : null),
    [frame],
  );
  const i18n = useMemo(() => createI18n(lang), [lang]);
  const title = useTranslation("editor").t("previewFrame");
  useEffect(() => {
    if (!frame) return;
    frame.documentElement.lang = HTML_LANG[lang];
    frame.defaultView?.frameElement?.setAttribute("title", title);
  }, [frame, lang, title]);
  if (!cache || !frame) return <>{children}</>;
  return (
    <CacheProvider value={cache}>
      <EnvironmentProvider value={() => frame}>
        <ChakraProvider value={system}>
          <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        </ChakraProvider>
      </EnvironmentProvider>
    </CacheProvider>
  );
}

const previewPortals = new Map<Lang, ReturnType<typeof createPortalClient>>();
function previewPortal(lang: Lang) {
  let client = previewPortals.get(lang);
  if (!client) {
    // The preview's language may not be the back office's: its own translator holds both.
    const t = createI18n(lang).t;
    client = createPortalClient({
      get baseUrl() {
        return document.querySelector<HTMLMetaElement>('meta[name="portal-api-url"]')?.content ?? "";
      },
      fetch: (url, init) => fetch(url, init),
      lang: () => lang,
      token: sessionStorageApi.getToken,
      onSessionExpired: () => {},
      onError: () => {},
      fallbackMessage: () => t("errors:requestFailed"),
    });
    previewPortals.set(lang, client);
  }
  return client;
}

/** A block's portal data for the preview, fetched the way the page loader does (failed requests give null). */
export function useBlockData(registration: BlockRegistration | undefined, props: Record<string, unknown> | null, lang: Lang) {
  const requests = useMemo(() => {
    if (!props || !registration?.data) return [];
    try {
      return Object.entries(registration.data(props));
    } catch {
      return [];
    }
  }, [registration, props]);
  const key = requests.length ? ["block-preview-data", lang, JSON.stringify(requests)] : null;
  const { data } = useSWR(key, async () =>
    Object.fromEntries(
      await Promise.all(
        requests.map(async ([name, req]) => {
          try {
            return [name, sanitizePreviewData(await previewPortal(lang).post<unknown>(req.path, req.body), req.richTextFields)] as const;
          } catch {
            return [name, null] as const;
          }
        }),
      ),
    ),
  );
  return (data ?? Object.fromEntries(requests.map(([name]) => [name, null]))) as Record<string, unknown>;
}

/** A block that throws while rendering (half-typed props) shows a note instead of breaking the canvas. */
class BlockBoundary extends Component<{ fallback: ReactNode; children: ReactNode; resetKey: string }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function ProblemNote({ heading, problems }: { heading: string; problems: string[] }) {
  return (
    <Box role="note" bg="red.50" color="red.900" borderWidth="2px" borderStyle="dashed" borderColor="red.600" px="4" py="2" fontSize="sm">
      <Text fontWeight="bold">{heading}</Text>
      {problems.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
    </Box>
  );
}

/**
 * What the canvas shows for one block: the site's own component with the current props, its portal
 * data and the preview language; a layout's columns are Puck's drop zones. Blocks with problems are
 * marked (visitors would not see them).
 */
export function PreviewBlock({ type, puckProps }: { type: string; puckProps: Record<string, unknown> }) {
  const registration = blocksByType.get(type);
  const lang = usePreviewLang();
  const marks = useContext(BlockMarksContext);
  const { id, puck: _puck, editMode: _editMode, anchor, ...rest } = puckProps;
  const problems = marks.byBlock.get(String(id)) ?? [];
  // Props arrive as new objects on every render; their content decides (and drives the data requests).
  const propsKey = JSON.stringify(rest);
  const props = useMemo(() => {
    const parsed = JSON.parse(propsKey) as Record<string, unknown>;
    for (const name of slotNames(registration)) parsed[name] = [];
    return registration ? sanitizeProps(parsed, registration.fields, sanitizePreview) : parsed;
  }, [propsKey, registration]);
  const slots: Record<string, ReactNode> = {};
  for (const name of slotNames(registration)) {
    const Slot = rest[name] as SlotComponent | undefined;
    slots[name] = typeof Slot === "function" ? <Slot minEmptyHeight={64} /> : null;
  }
  const data = useBlockData(registration, problems.length === 0 ? props : null, lang);
  if (!registration) return null;
  const Block = registration.component;
  const note = problems.length > 0 ? <ProblemNote heading={marks.heading} problems={problems} /> : null;
  return (
    <Box data-block-type={type} id={typeof anchor === "string" && anchor ? anchor : undefined}>
      {note}
      <BlockBoundary resetKey={propsKey} fallback={note ?? <ProblemNote heading={marks.heading} problems={[]} />}>
        <Block props={props} data={data} lang={lang} slots={slots} />
      </BlockBoundary>
    </Box>
  );
}
