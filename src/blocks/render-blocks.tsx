import { Box } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { blockViews } from "../../blocks/components";
import { type Lang, parseLang } from "../../schemas/lang";
import type { Block } from "../../schemas/page";
import { AnimateOnScroll } from "../motion/animate-on-scroll";
import { BlockBoundary } from "./block-boundary";

export type ResolvedBlock = Block & { data: Record<string, unknown> };

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
  if (!view) return null;
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
    // The header's height is taken off anchor jumps once, by `scroll-padding-top` on <html> (src/theme/system.ts).
    <Box id={block.anchor} data-block-type={block.type}>
      {animate ? <AnimateOnScroll>{content}</AnimateOnScroll> : content}
    </Box>
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

/** The one place that maps a block type to its component. Blocks reach it already validated. */
export function RenderBlocks({ blocks }: { blocks: ResolvedBlock[] }) {
  return <BlockList blocks={blocks} lang={usePageLang()} nested={false} />;
}
