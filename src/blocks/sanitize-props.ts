import type { FieldHint } from "../../blocks/define-block";
import { blocksByType } from "../../blocks/index";
import type { Block } from "../../schemas/page";

/** Applies `sanitize` to every `localizedRichText` prop a block's registration declares, in lists too. */
export function sanitizeProps(
  props: Record<string, unknown>,
  fields: Record<string, FieldHint>,
  sanitize: (html: string) => string,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...props };
  for (const [name, hint] of Object.entries(fields)) {
    const value = out[name];
    if (hint.kind === "localizedRichText" && value && typeof value === "object") {
      const v = value as { zh?: unknown; en?: unknown };
      out[name] = { ...v, zh: typeof v.zh === "string" ? sanitize(v.zh) : v.zh, en: typeof v.en === "string" ? sanitize(v.en) : v.en };
    } else if (typeof hint.kind === "object" && "list" in hint.kind && Array.isArray(value)) {
      const sub = hint.kind.list;
      out[name] = value.map((item) =>
        item && typeof item === "object" ? sanitizeProps(item as Record<string, unknown>, sub, sanitize) : item,
      );
    }
  }
  return out;
}

/** The same for every block of a document (blocks of unknown types are left as they are). */
export function sanitizeBlocks(blocks: Block[], sanitize: (html: string) => string): Block[] {
  return blocks.map((b) => {
    const fields = blocksByType.get(b.type)?.fields;
    return fields ? { ...b, props: sanitizeProps(b.props, fields, sanitize) } : b;
  });
}
