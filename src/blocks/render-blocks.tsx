import { Box } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { blockViews } from "../../blocks/components";
import { parseLang } from "../../schemas/lang";
import type { Block } from "../../schemas/page";
import { HEADER_HEIGHT_PX } from "../layout/header/header-appearance";
import { AnimateOnScroll } from "../motion/animate-on-scroll";
import { BlockBoundary } from "./block-boundary";

export type ResolvedBlock = Block & { data: Record<string, unknown> };

/** The one place that maps a block type to its component. Blocks reach it already validated. */
export function RenderBlocks({ blocks }: { blocks: ResolvedBlock[] }) {
  const lang = parseLang(useTranslation().i18n.language) ?? "zh";
  return (
    <>
      {blocks.map((block, index) => {
        const view = blockViews[block.type];
        if (!view) return null;
        const Component = view.component;
        const content = (
          <BlockBoundary blockId={block.id} type={block.type}>
            <Component props={block.props} data={block.data} lang={lang} />
          </BlockBoundary>
        );
        return (
          <Box key={block.id} id={block.anchor} data-block-type={block.type} style={{ scrollMarginTop: HEADER_HEIGHT_PX }}>
            {index === 0 || view.hero ? content : <AnimateOnScroll>{content}</AnimateOnScroll>}
          </Box>
        );
      })}
    </>
  );
}
