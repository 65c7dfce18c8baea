import type { Meta, StoryObj } from "@storybook/react-vite";
import { BlockStory } from "../block-story";
import { policy } from "./index";
import { policySample } from "./sample-data";

const meta = {
  title: "Blocks/Policy",
  component: BlockStory,
  args: { registration: policy, props: policy.defaults, data: policySample },
} satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = { globals: { lang: "zh" } };
export const English: Story = { globals: { lang: "en" } };
export const InvalidProps: Story = { args: { props: { ...(policy.defaults as object), ...{ code: "" } } } };
