import { Box } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { blocksByType } from "../../blocks/index";
import { parseLang } from "../../schemas/lang";
import type { Block } from "../../schemas/page";
import { HEADER_HEIGHT_PX } from "../layout/header/header-appearance";
import { AnimateOnScroll } from "../motion/animate-on-scroll";
import { slotNames } from "./block-tree";

export type ResolvedBlock = Block & { data: Record<string, unknown> };

/**
 * The one place that maps a block type to its component. Blocks reach it already validated; a
 * layout's child blocks (in its `blocks` props) are rendered here too and handed over as `slots`.
 */
export function RenderBlocks({ blocks, nested = false }: { blocks: ResolvedBlock[]; nested?: boolean }) {
  const lang = parseLang(useTranslation().i18n.language) ?? "zh";
  return (
    <>
      {blocks.map((block, index) => {
        const registration = blocksByType.get(block.type);
        if (!registration) return null;
        const Component = registration.component;
        const slots = Object.fromEntries(
          slotNames(registration).map((name) => [
            name,
            <RenderBlocks key={name} blocks={(block.props[name] ?? []) as ResolvedBlock[]} nested />,
          ]),
        );
        const content = <Component props={block.props} data={block.data ?? {}} lang={lang} slots={slots} />;
        const animate = !nested && index > 0 && registration.category !== "hero";
        return (
          <Box key={block.id} id={block.anchor} data-block-type={block.type} style={{ scrollMarginTop: HEADER_HEIGHT_PX }}>
            {animate ? <AnimateOnScroll>{content}</AnimateOnScroll> : content}
          </Box>
        );
      })}
    </>
  );
}
