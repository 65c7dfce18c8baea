import { Box } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { blocksByType } from "../../blocks/index";
import { parseLang } from "../../schemas/lang";
import type { Block } from "../../schemas/page";
import { AnimateOnScroll } from "../motion/animate-on-scroll";

export type ResolvedBlock = Block & { data: Record<string, unknown> };

/** The one place that maps a block type to its component. Blocks reach it already validated. */
export function RenderBlocks({ blocks }: { blocks: ResolvedBlock[] }) {
  const lang = parseLang(useTranslation().i18n.language) ?? "zh";
  return (
    <>
      {blocks.map((block, index) => {
        const registration = blocksByType.get(block.type);
        if (!registration) return null;
        const Component = registration.component;
        const content = <Component props={block.props} data={block.data} lang={lang} />;
        return (
          <Box key={block.id} id={block.anchor} data-block-type={block.type}>
            {index === 0 || registration.category === "hero" ? content : <AnimateOnScroll>{content}</AnimateOnScroll>}
          </Box>
        );
      })}
    </>
  );
}
