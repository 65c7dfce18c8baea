import { Box } from "@chakra-ui/react";
import { blocksByType } from "../../blocks/index";
import type { Block } from "../../schemas/page";
import { slotNames } from "../blocks/block-tree";
import { sanitizeProps } from "../blocks/sanitize-props";
import { useBlockData, usePreviewLang } from "./preview";
import { sanitizePreview } from "./sanitize-preview";

function PreviewTreeBlock({ block }: { block: Block }) {
  const registration = blocksByType.get(block.type);
  const lang = usePreviewLang();
  const props = registration ? sanitizeProps(block.props, registration.fields, sanitizePreview) : block.props;
  const data = useBlockData(registration, props, lang);
  if (!registration) return null;
  const Component = registration.component;
  const slots = Object.fromEntries(
    slotNames(registration).map((name) => [name, <PreviewTree key={name} blocks={(props[name] ?? []) as Block[]} />]),
  );
  return (
    <Box data-block-type={block.type} id={block.anchor}>
      <Component props={props} data={data} lang={lang} slots={slots} />
    </Box>
  );
}

/** Blocks (already valid) rendered by the site's components with their portal data, outside the editor's canvas. */
export function PreviewTree({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((b) => (
        <PreviewTreeBlock key={b.id} block={b} />
      ))}
    </>
  );
}
