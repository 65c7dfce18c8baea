import { Box, Field as ChakraField, Grid, Image, Input, Text, Textarea } from "@chakra-ui/react";
import { AutoField, type CustomField, type Field, FieldLabel, type Fields } from "@puckeditor/core";
import { useId } from "react";
import type { FieldHint, FieldKind } from "../../blocks/define-block";
import { blockRegistry } from "../../blocks/index";
import type { Lang } from "../../schemas/lang";
import { type LocalizedText, localize } from "../../schemas/localize-text";
import { stripTags } from "../../schemas/strip-tags";
import { ImageSourceButtons } from "../admin/media/image-source-buttons";
import { LibraryAltEditor } from "../admin/media/library-alt-editor";
import { RichTextEditor } from "../admin/rich-text-editor";
import { useTranslation } from "../i18n/react";
import { useFieldProblems } from "./field-problems";

type Translate = (key: string, values?: Record<string, unknown>) => string;
const EMPTY: LocalizedText = { zh: "", en: "" };

function ProblemText({ name }: { name: string }) {
  const problems = useFieldProblems(name);
  if (problems.length === 0) return null;
  return (
    <Text color="red.700" fontSize="xs" mt="1">
      {problems.map((p) => p.message).join("; ")}
    </Text>
  );
}

/**
 * A bilingual prop edited in one place: 中文 and English side by side. When English is empty the
 * field says what English visitors will see instead (the Chinese text: the fallback rule).
 */
function LocalizedInput({
  label,
  help,
  name,
  value,
  onChange,
  readOnly,
  kind,
}: {
  label: string;
  help?: string;
  name: string;
  value: LocalizedText | undefined;
  onChange: (v: LocalizedText) => void;
  readOnly?: boolean;
  kind: "localizedText" | "localizedTextarea" | "localizedRichText";
}) {
  const { t } = useTranslation("editor");
  // Puck renders a field in more than one place with the same `id`: ids of our own keep each label tied to its input.
  const id = useId();
  const v = value ?? EMPTY;
  const zhProblems = useFieldProblems(`${name}.zh`);
  const enProblems = useFieldProblems(`${name}.en`);
  const one = (lang: Lang) => {
    const text = v[lang];
    const set = (next: string) => onChange({ ...v, [lang]: next });
    const inputId = `${id}-${lang}`;
    const invalid = (lang === "zh" ? zhProblems : enProblems).length > 0;
    if (kind === "localizedRichText")
      // The back office's own tiptap editor: its change callback is read through a ref, so a new
      // callback on every render (this wrapper's) cannot make it send its content again. Puck's
      // richtext field re-sends its last debounced content whenever its onChange changes: behind a
      // wrapper that re-renders on every change that was an endless update loop, and its two
      // editors re-sent stale content over each other (the frozen tab of issue 22).
      return (
        <Box minW="0">
          <Text id={`${inputId}-label`} fontSize="xs" color="gray.700" mb="1">
            <Box as="span" srOnly>{`${label} · `}</Box>
            {t(`field.lang.${lang}`)}
          </Text>
          <RichTextEditor value={text} onChange={set} labelId={`${inputId}-label`} invalid={invalid} readOnly={readOnly} lang={lang} />
        </Box>
      );
    return (
      <ChakraField.Root invalid={invalid}>
        <ChakraField.Label htmlFor={inputId} fontSize="xs" color="gray.700">
          {t(`field.lang.${lang}`)}
        </ChakraField.Label>
        {kind === "localizedTextarea" ? (
          <Textarea id={inputId} size="sm" rows={3} value={text} readOnly={readOnly} onChange={(e) => set(e.target.value)} />
        ) : (
          <Input id={inputId} size="sm" value={text} readOnly={readOnly} onChange={(e) => set(e.target.value)} />
        )}
      </ChakraField.Root>
    );
  };
  const fallback = v.en.trim() === "" && v.zh.trim() !== "";
  return (
    <Box as="fieldset" minW="0">
      <Box as="legend" fontSize="sm" fontWeight="semibold" mb="1">
        {label}
      </Box>
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="2">
        {one("zh")}
        {one("en")}
      </Grid>
      {fallback && (
        <Text fontSize="xs" color="gray.700" mt="1" data-testid="fallback-note">
          {t("field.fallback", {
            text: stripTags(localize(v, "en"), " ").slice(0, 80),
          })}
        </Text>
      )}
      {help && (
        <Text fontSize="xs" color="gray.700" mt="1">
          {help}
        </Text>
      )}
      <ProblemText name={name} />
    </Box>
  );
}

/**
 * An image: upload one or choose it from the media library (or type an address); an uploaded
 * image's alt text is edited here and saved with the image in the library.
 */
function ImageInput({
  label,
  help,
  name,
  value,
  onChange,
  readOnly,
}: {
  label: string;
  help?: string;
  name: string;
  value: string | undefined;
  onChange: (v: string) => void;
  readOnly?: boolean;
}) {
  const { t } = useTranslation("editor");
  const id = useId();
  const src = value ?? "";
  return (
    <Box>
      <FieldLabel label={label} el="div">
        <Input id={id} aria-label={label} size="sm" value={src} readOnly={readOnly} onChange={(e) => onChange(e.target.value)} />
      </FieldLabel>
      {/^(\/|https:\/\/)/.test(src) && <Image src={src} alt="" mt="2" maxH="24" rounded="md" borderWidth="1px" />}
      <Box mt="2">
        <ImageSourceButtons label={label} size="xs" disabled={readOnly} onChosen={(item) => onChange(item.url)} />
      </Box>
      <Text fontSize="xs" color="gray.700" mt="1">
        {help ?? t("field.imageHelp")}
      </Text>
      <LibraryAltEditor url={src} readOnly={readOnly} />
      <ProblemText name={name} />
    </Box>
  );
}

/** A built-in Puck field with the registration's help text and the field's problems under it. */
function withNotes(field: Field, label: string, help?: string): CustomField<unknown> {
  return {
    type: "custom",
    label,
    render: ({ name, value, onChange, readOnly }) => (
      <Box>
        {/* Puck's own label is a div: a real <label> around the control gives it its accessible name. */}
        <FieldLabel label={label} el="label">
          <AutoField field={field} value={value} onChange={onChange} readOnly={readOnly} />
        </FieldLabel>
        {help && (
          <Text fontSize="xs" color="gray.700" mt="1">
            {help}
          </Text>
        )}
        <ProblemText name={name} />
      </Box>
    ),
  };
}

/** A new list item: the registration's first example item, else empty values of each kind. */
function emptyValue(kind: FieldKind): unknown {
  if (typeof kind === "object") return "select" in kind ? kind.select[0]?.value : [];
  if (kind.startsWith("localized-text-schema")) return { ...EMPTY };
  if (kind === "number") return 0;
  if (kind === "boolean") return false;
  if (kind === "blocks") return [];
  return "";
}

/** Puck fields generated from a registration's field hints: no editor code per block type. */
export function puckFields(hints: Record<string, FieldHint>, lang: Lang, t: Translate, example?: Record<string, unknown>): Fields {
  return Object.fromEntries(Object.entries(hints).map(([name, hint]) => [name, puckField(hint, lang, t, example?.[name])]));
}

const heroTypes = blockRegistry.filter((r) => r.category === "hero").map((r) => r.type);

function puckField(hint: FieldHint, lang: Lang, t: Translate, example: unknown): Field {
  const label = hint.label[lang];
  const help = hint.help?.[lang];
  const kind = hint.kind;
  if (typeof kind === "object" && "select" in kind) {
    return withNotes({ type: "select", options: kind.select.map((o) => ({ label: o.label[lang], value: o.value })) }, label, help);
  }
  if (typeof kind === "object" && "list" in kind) {
    const first = Array.isArray(example) ? (example[0] as Record<string, unknown> | undefined) : undefined;
    const itemDefaults = Object.fromEntries(Object.entries(kind.list).map(([k, h]) => [k, first?.[k] ?? emptyValue(h.kind)]));
    const summaryKey = Object.entries(kind.list).find(
      ([, h]) => typeof h.kind === "string" && h.kind.startsWith("localized-text-schema"),
    )?.[0];
    return {
      type: "array",
      label,
      arrayFields: puckFields(kind.list, lang, t, first),
      defaultItemProps: itemDefaults,
      getItemSummary: (item: Record<string, unknown>, index?: number) => {
        const v = summaryKey ? (item[summaryKey] as LocalizedText | undefined) : undefined;
        return (v && localize(v, lang)) || t("field.item", { n: (index ?? 0) + 1 });
      },
    };
  }
  switch (kind) {
    case "blocks":
      // Heroes belong at the top of a page, not inside a column.
      return { type: "slot", label, disallow: heroTypes };
    case "localizedText":
    case "localizedTextarea":
    case "localizedRichText":
      return {
        type: "custom",
        label,
        render: (p) => (
          <LocalizedInput
            label={label}
            help={help}
            kind={kind}
            name={p.name}
            value={p.value as LocalizedText}
            onChange={p.onChange}
            readOnly={p.readOnly}
          />
        ),
      };
    case "image":
      return {
        type: "custom",
        label,
        render: (p) => (
          <ImageInput label={label} help={help} name={p.name} value={p.value as string} onChange={p.onChange} readOnly={p.readOnly} />
        ),
      };
    case "number":
      return withNotes({ type: "number" }, label, help);
    case "boolean":
      return withNotes(
        {
          type: "radio",
          options: [
            { label: t("field.yes"), value: true },
            { label: t("field.no"), value: false },
          ],
        },
        label,
        help,
      );
    case "textarea":
      return withNotes({ type: "textarea" }, label, help);
    case "link":
      return withNotes({ type: "text" }, label, help ?? t("field.linkHelp"));
    default:
      return withNotes({ type: "text" }, label, help);
  }
}

/** A bilingual field for the page itself (title, SEO texts). */
export function localizedField(label: string, kind: "localizedText" | "localizedTextarea" = "localizedText"): CustomField<LocalizedText> {
  return {
    type: "custom",
    label,
    render: (p) => <LocalizedInput label={label} kind={kind} name={p.name} value={p.value} onChange={p.onChange} readOnly={p.readOnly} />,
  };
}

export function imageField(label: string): CustomField<string> {
  return {
    type: "custom",
    label,
    render: (p) => <ImageInput label={label} name={p.name} value={p.value} onChange={p.onChange} readOnly={p.readOnly} />,
  };
}

/** A labelled select with a note under it (the page's content source). */
export function selectField(label: string, options: Array<{ label: string; value: string }>, help: string): CustomField<unknown> {
  return withNotes({ type: "select", options }, label, help);
}
