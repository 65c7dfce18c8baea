import type { Meta, StoryObj } from "@storybook/react-vite";
import { BlockStory } from "../block-story";
import { callToAction } from "./index";

const meta = {
  title: "Blocks/Call to action",
  component: BlockStory,
  args: { registration: callToAction, props: callToAction.defaults },
} satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = { globals: { lang: "zh" } };
export const English: Story = { globals: { lang: "en" } };
export const InvalidProps: Story = { args: { props: { ...(callToAction.defaults as object), tone: "neon", link: "javascript:alert(1)" } } };
