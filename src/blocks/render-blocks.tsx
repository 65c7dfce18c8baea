import { use } from "react";
import { blockViews } from "../../blocks/components";
import { lazyBlocksPending } from "../../blocks/lazy-block";
import { type Lang, parseLang } from "../../schemas/lang";
import type { Block } from "../../schemas/page";
import { useTranslation } from "../i18n/react";
import { AnimateOnScroll } from "../motion/animate-on-scroll";
import { BlockBoundary } from "./block-boundary";

export type ResolvedBlock = Block & { data: Record<string, unknown> };

const reportedMissing = new Set<string>();
/**
 * A registered block with no component in blocks/components.ts passes validation and the editor but
 * renders nothing for visitors: said once per type, in the server's log and the browser's console.
 */
function missingView(type: string) {
  if (reportedMissing.has(type)) return;
  reportedMissing.add(type);
  console.error(`block type "${type}" has no component in blocks/components.ts: visitors do not see it`);
}

export function usePageLang(): Lang {
  return parseLang(useTranslation().i18n.language) ?? "zh";
}

/**
 * One block as every page shows it: its component inside its error boundary, in a frame carrying
 * its anchor and type; top-level blocks after the first (heroes excepted) animate in on scroll. A
 * layout's child blocks (its slot props) are rendered the same way and handed over as `slots`.
 */
export function RenderBlock({
  block,
  first,
  lang,
  nested = false,
}: {
  block: ResolvedBlock;
  first: boolean;
  lang: Lang;
  nested?: boolean;
}) {
  const view = blockViews[block.type];
  if (!view) {
    missingView(block.type);
    return null;
  }
  const Component = view.component;
  const slots = Object.fromEntries(
    (view.slots ?? []).map((name) => [
      name,
      <BlockList key={name} blocks={(block.props[name] ?? []) as ResolvedBlock[]} lang={lang} nested />,
    ]),
  );
  const content = (
    <BlockBoundary blockId={block.id} type={block.type}>
      <Component props={block.props} data={block.data ?? {}} lang={lang} slots={slots} />
    </BlockBoundary>
  );
  const animate = !nested && !first && !view.hero;
  return (
    // The header's height is taken off anchor jumps once, by `scroll-padding-top` on <html> (src/styles/base.css).
    <div id={block.anchor} data-block-type={block.type}>
      {animate ? <AnimateOnScroll>{content}</AnimateOnScroll> : content}
    </div>
  );
}

function BlockList({ blocks, lang, nested }: { blocks: ResolvedBlock[]; lang: Lang; nested: boolean }) {
  return (
    <>
      {blocks.map((block, index) => (
        <RenderBlock key={block.id} block={block} first={index === 0} lang={lang} nested={nested} />
      ))}
    </>
  );
}

/** The types of a tree's blocks, children included (through the slots each view names). */
function blockTypes(blocks: ResolvedBlock[], into = new Set<string>()): Set<string> {
  for (const block of blocks) {
    into.add(block.type);
    for (const name of blockViews[block.type]?.slots ?? []) blockTypes((block.props[name] ?? []) as ResolvedBlock[], into);
  }
  return into;
}

/**
 * The one place that maps a block type to its component. Blocks reach it already validated.
 * On a client-side navigation the page waits here, above the blocks' own Suspense boundaries, for
 * the code of its on-demand blocks: the navigation is a transition, so the old page stays until
 * the new one can show whole, instead of showing a block's empty fallback and then pushing the rest
 * of the page down when its code arrives (decision 091). Hydration never waits: src/entry.client.tsx
 * fetched that code first.
 */
export function RenderBlocks({ blocks }: { blocks: ResolvedBlock[] }) {
  const pending = lazyBlocksPending(blockTypes(blocks));
  if (pending) use(pending);
  return <BlockList blocks={blocks} lang={usePageLang()} nested={false} />;
}
