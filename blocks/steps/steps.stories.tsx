import type { Meta, StoryObj } from "@storybook/react-vite";
import { BlockStory } from "../block-story";
import { steps } from "./index";
import { stepsSample } from "./sample-data";

const meta = {
  title: "Blocks/Steps",
  component: BlockStory,
  args: { registration: steps, props: steps.defaults, data: stepsSample },
} satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = { globals: { lang: "zh" } };
export const English: Story = { globals: { lang: "en" } };
export const InvalidProps: Story = { args: { props: { ...(steps.defaults as object), ...{ showCurrentStep: "yes" } } } };
