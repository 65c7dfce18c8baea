import type { Meta, StoryObj } from "@storybook/react-vite";
import { BlockStory } from "../block-story";
import { keyFigures } from "./index";

const meta = {
  title: "Blocks/Key figures",
  component: BlockStory,
  args: { registration: keyFigures, props: keyFigures.defaults },
} satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = { globals: { lang: "zh" } };
export const English: Story = { globals: { lang: "en" } };
export const InvalidProps: Story = { args: { props: { ...(keyFigures.defaults as object), ...{ items: [] } } } };
