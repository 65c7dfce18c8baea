import type { Meta, StoryObj } from "@storybook/react-vite";
import { BlockStory } from "../block-story";
import { mediaText } from "./index";

const meta = {
  title: "Blocks/Media and text",
  component: BlockStory,
  args: { registration: mediaText, props: mediaText.defaults },
} satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = { globals: { lang: "zh" } };
export const English: Story = { globals: { lang: "en" } };
export const InvalidProps: Story = { args: { props: { ...(mediaText.defaults as object), ...{ image: "javascript:alert(1)" } } } };
