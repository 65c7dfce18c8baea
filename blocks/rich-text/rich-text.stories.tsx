import type { Meta, StoryObj } from "@storybook/react-vite";
import { BlockStory } from "../block-story";
import { richText } from "./index";

const meta = {
  title: "Blocks/Rich text",
  component: BlockStory,
  args: { registration: richText, props: richText.defaults },
} satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = { globals: { lang: "zh" } };
export const English: Story = { globals: { lang: "en" } };
export const InvalidProps: Story = { args: { props: { ...(richText.defaults as object), ...{ body: { zh: " ", en: "<p>x</p>" } } } } };
