import type { FieldHint } from "../../blocks/define-block";
import { blocksByType } from "../../blocks/index";
import type { Block } from "../../schemas/page";

/** Applies `sanitize` to every `localizedRichText` prop a block's registration declares, in lists and child blocks too. */
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
    } else if (hint.kind === "blocks" && Array.isArray(value)) {
      out[name] = sanitizeBlocks(value as Block[], sanitize);
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
export function sanitizeBlocks<B extends Block>(blocks: B[], sanitize: (html: string) => string): B[] {
  return blocks.map((b) => {
    const fields = b && typeof b === "object" ? blocksByType.get(b.type)?.fields : undefined;
    return fields && b.props && typeof b.props === "object" ? { ...b, props: sanitizeProps(b.props, fields, sanitize) } : b;
  });
}
