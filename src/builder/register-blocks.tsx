import { Builder } from "@builder.io/react";
import { createContext, useContext } from "react";
import type { BlockRegistration } from "../../blocks/define-block";
import { blockRegistry } from "../../blocks/index";
import { slotNames } from "../blocks/block-tree";
import { RenderBlock, type ResolvedBlock, usePageLang } from "../blocks/render-blocks";
import { builderInputs } from "./builder-inputs";

/** What the loader resolved for this page: our blocks by Builder element id (validated, sanitized, with data). */
export interface ResolvedBuilderBlocks {
  byId: ReadonlyMap<string, ResolvedBlock>;
  /** The id of the first block on the page (it does not animate in, as on native pages). */
  firstId: string | undefined;
}
export const ResolvedBuilderBlocksContext = createContext<ResolvedBuilderBlocks | null>(null);

type AdapterProps = { builderBlock?: { id?: string } } & Record<string, unknown>;

/**
 * The component Builder renders for one of our block types. On the site it shows what the loader
 * resolved for that element, or nothing when the loader dropped it (invalid props, logged like an
 * invalid block). Only in Builder's own editor preview, where elements change before any loader
 * sees them, it validates the inputs itself and renders without portal data.
 */
function adapterFor(registration: BlockRegistration) {
  function BuilderBlockAdapter(props: AdapterProps) {
    const resolved = useContext(ResolvedBuilderBlocksContext);
    const lang = usePageLang();
    const id = props.builderBlock?.id ?? "";
    let block = resolved?.byId.get(id);
    if (!block && (Builder.isEditing || Builder.isPreviewing)) {
      const { builderBlock: _b, builderState: _s, attributes: _a, ...options } = props;
      const parsed = registration.schema.safeParse(options);
      if (parsed.success) {
        const data = Object.fromEntries(Object.keys(registration.data?.(parsed.data) ?? {}).map((k) => [k, null]));
        block = { id, type: registration.type, props: parsed.data as Record<string, unknown>, data };
      }
    }
    if (!block) return null;
    return <RenderBlock block={block} first={id === resolved?.firstId} lang={lang} />;
  }
  BuilderBlockAdapter.displayName = `BuilderBlock(${registration.type})`;
  return BuilderBlockAdapter;
}

/**
 * The blocks offered in Builder.io: every block of the registry except our layout blocks (two and
 * three columns), whose child blocks Builder lays out with its own Columns element (decision 072).
 */
export const builderBlocks = (registry: readonly BlockRegistration[] = blockRegistry) =>
  registry.filter((registration) => slotNames(registration).length === 0);

/**
 * Every block Builder offers as a Builder.io component: name = our block type (what the content
 * JSON stores), inputs derived from the same registration (`builderInputs`). Nothing is described twice.
 */
export function builderComponents(registry: readonly BlockRegistration[] = blockRegistry) {
  return builderBlocks(registry).map((registration) => ({
    component: adapterFor(registration),
    options: { name: registration.type, inputs: builderInputs(registration), noWrap: false },
  }));
}

let registered = false;
export function registerBlocks() {
  if (registered) return;
  registered = true;
  for (const { component, options } of builderComponents()) Builder.registerComponent(component, options);
}
