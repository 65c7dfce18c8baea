import { Box, Button, HStack } from "@chakra-ui/react";
import { Editor, Extension } from "@tiptap/core";
import Blockquote from "@tiptap/extension-blockquote";
import Bold from "@tiptap/extension-bold";
import Document from "@tiptap/extension-document";
import HardBreak from "@tiptap/extension-hard-break";
import Heading from "@tiptap/extension-heading";
import Image from "@tiptap/extension-image";
import Italic from "@tiptap/extension-italic";
import Link from "@tiptap/extension-link";
import { BulletList, ListItem, OrderedList } from "@tiptap/extension-list";
import Paragraph from "@tiptap/extension-paragraph";
import Text from "@tiptap/extension-text";
import { history, redo, undo } from "@tiptap/pm/history";
import { useEffect, useReducer, useRef, useState } from "react";
import { IMAGE_WIDTHS } from "../../schemas/image";
import type { MediaItem } from "../../schemas/media";
import { useTranslation } from "../i18n/react";
import { documentNonce } from "../security/nonce";
import { MediaPicker } from "./media/media-picker";

/** Undo/redo from ProseMirror's own history plugin (tiptap's wrapper for it is not installed). */
const History = Extension.create({
  name: "history",
  addProseMirrorPlugins: () => [history()],
  addKeyboardShortcuts() {
    return {
      "Mod-z": () => undo(this.editor.state, this.editor.view.dispatch),
      "Mod-y": () => redo(this.editor.state, this.editor.view.dispatch),
      "Shift-Mod-z": () => redo(this.editor.state, this.editor.view.dispatch),
    };
  },
});

/** Only what the server's sanitizer keeps: paragraphs, h2/h3, bold, italic, lists, quotes, links, images (src, alt, width, height). */
const extensions = [
  Document,
  Paragraph,
  Text,
  HardBreak,
  Bold,
  Italic,
  Heading.configure({ levels: [2, 3] }),
  BulletList,
  OrderedList,
  ListItem,
  Blockquote,
  Link.configure({ openOnClick: false, protocols: ["http", "https", "mailto", "tel"] }),
  Image.configure({ inline: false, allowBase64: false }),
  History,
];

type Tool = {
  key: "bold" | "italic" | "h2" | "h3" | "bulletList" | "orderedList" | "quote" | "undo" | "redo";
  active?: (e: Editor) => boolean;
  run: (e: Editor) => void;
};

const TOOLS: Tool[] = [
  { key: "bold", active: (e) => e.isActive("bold"), run: (e) => e.chain().focus().toggleBold().run() },
  { key: "italic", active: (e) => e.isActive("italic"), run: (e) => e.chain().focus().toggleItalic().run() },
  { key: "h2", active: (e) => e.isActive("heading", { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { key: "h3", active: (e) => e.isActive("heading", { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { key: "bulletList", active: (e) => e.isActive("bulletList"), run: (e) => e.chain().focus().toggleBulletList().run() },
  { key: "orderedList", active: (e) => e.isActive("orderedList"), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { key: "quote", active: (e) => e.isActive("blockquote"), run: (e) => e.chain().focus().toggleBlockquote().run() },
  { key: "undo", run: (e) => undo(e.state, e.view.dispatch) },
  { key: "redo", run: (e) => redo(e.state, e.view.dispatch) },
];

/**
 * A small WYSIWYG editor on tiptap (ProseMirror). The HTML it produces is sanitized again by the
 * server on save; `""` stands for an empty document.
 */
export function RichTextEditor({
  value,
  onChange,
  labelId,
  describedBy,
  invalid = false,
  readOnly = false,
  lang,
}: {
  /** The text's language: an inserted image carries the library's alt text in it. */
  lang?: "zh" | "en";
  value: string;
  onChange: (html: string) => void;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  readOnly?: boolean;
}) {
  const { t } = useTranslation("admin");
  const mount = useRef<HTMLDivElement>(null);
  const editor = useRef<Editor | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [picking, setPicking] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is created once; later values arrive through the effect below
  useEffect(() => {
    const e = new Editor({
      element: mount.current,
      extensions,
      content: value,
      editable: !readOnly,
      // Tiptap's own stylesheet is a <style> element: it carries the page's CSP nonce (decision 050).
      injectNonce: documentNonce() || undefined,
      editorProps: { attributes: { role: "textbox", "aria-multiline": "true", "aria-labelledby": labelId } },
      onUpdate: ({ editor: ed }) => changed.current(ed.isEmpty ? "" : ed.getHTML()),
      onTransaction: () => rerender(),
    });
    editor.current = e;
    return () => {
      e.destroy();
      editor.current = null;
    };
  }, []);

  // A value set from outside (a record loaded, a form reset) replaces the document.
  useEffect(() => {
    const e = editor.current;
    if (!e) return;
    const current = e.isEmpty ? "" : e.getHTML();
    if (current !== value) e.commands.setContent(value, { emitUpdate: false });
  }, [value]);

  useEffect(() => editor.current?.setEditable(!readOnly), [readOnly]);

  useEffect(() => {
    const dom = editor.current?.view.dom;
    if (!dom) return;
    if (describedBy) dom.setAttribute("aria-describedby", describedBy);
    dom.setAttribute("aria-invalid", String(invalid));
  }, [describedBy, invalid]);

  const e = editor.current;
  const setLink = () => {
    if (!e) return;
    const previous = (e.getAttributes("link").href as string | undefined) ?? "";
    const href = window.prompt(t("rich.linkPrompt"), previous);
    if (href === null) return;
    if (href.trim() === "") e.chain().focus().extendMarkRange("link").unsetLink().run();
    else e.chain().focus().extendMarkRange("link").setLink({ href: href.trim() }).run();
  };

  const insertImage = (item: MediaItem) => {
    if (!e) return;
    const { width, height, src } = articleImage(item);
    const alt = lang === "en" ? item.alt.en || item.alt.zh : item.alt.zh || item.alt.en;
    e.chain().focus().setImage({ src, alt, width, height }).run();
  };

  return (
    <Box borderWidth="1px" borderColor={invalid ? "red.600" : "gray.300"} rounded="md" bg="white">
      <HStack role="toolbar" aria-label={t("rich.toolbar")} gap="1" p="1" borderBottomWidth="1px" borderColor="gray.200" wrap="wrap">
        {TOOLS.map((tool) => (
          <Button
            key={tool.key}
            size="xs"
            variant={e && tool.active?.(e) ? "solid" : "ghost"}
            colorPalette="brand"
            aria-pressed={tool.active ? !!(e && tool.active(e)) : undefined}
            disabled={!e || readOnly}
            onMouseDown={(ev) => ev.preventDefault()}
            onClick={() => e && tool.run(e)}
          >
            {t(`rich.${tool.key}`)}
          </Button>
        ))}
        <Button
          size="xs"
          variant={e?.isActive("link") ? "solid" : "ghost"}
          colorPalette="brand"
          aria-pressed={!!e?.isActive("link")}
          disabled={!e || readOnly}
          onMouseDown={(ev) => ev.preventDefault()}
          onClick={setLink}
        >
          {t("rich.link")}
        </Button>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="brand"
          disabled={!e || readOnly}
          aria-haspopup="dialog"
          onMouseDown={(ev) => ev.preventDefault()}
          onClick={() => setPicking(true)}
        >
          {t("media.insert")}
        </Button>
      </HStack>
      <MediaPicker open={picking} onClose={() => setPicking(false)} onSelect={insertImage} />
      <Box
        ref={mount}
        px="3"
        py="2"
        minH="40"
        css={{
          "& .ProseMirror": { outline: "none", minHeight: "9rem", lineHeight: "1.7" },
          "& h2": { fontSize: "xl", fontWeight: "bold", my: "2" },
          "& h3": { fontSize: "lg", fontWeight: "bold", my: "2" },
          "& p": { mb: "2" },
          "& ul, & ol": { pl: "6", mb: "2" },
          "& ul": { listStyleType: "disc" },
          "& ol": { listStyleType: "decimal" },
          "& blockquote": { borderLeftWidth: "3px", borderColor: "gray.300", pl: "3", color: "gray.700" },
          "& a": { color: "brand.700", textDecoration: "underline" },
          "& img": { maxWidth: "100%", height: "auto", my: "2" },
          "& img.ProseMirror-selectednode": { outline: "3px solid", outlineColor: "brand.600" },
        }}
      />
    </Box>
  );
}

/** An article's image: the 960 px WebP (an article column is narrower), its size for the layout before it loads. */
function articleImage(item: MediaItem): { src: string; width: number; height: number } {
  const webp = item.variants.filter((v) => v.format === "webp");
  const target = IMAGE_WIDTHS[1];
  const chosen = webp.find((v) => v.width === target) ?? webp[webp.length - 1];
  const width = chosen?.width ?? item.width;
  return { src: chosen?.url ?? item.url, width, height: Math.round((item.height * width) / item.width) };
}
