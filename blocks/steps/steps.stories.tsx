import type { Meta, StoryObj } from "@storybook/react-vite";
import { BlockStory } from "../block-story";
import { sampleDataByType } from "../story-data";
import { steps } from "./index";

const meta = {
  title: "Blocks/Steps",
  component: BlockStory,
  args: { registration: steps, props: steps.defaults, data: sampleDataByType.steps ?? {} },
} satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = { globals: { lang: "zh" } };
export const English: Story = { globals: { lang: "en" } };
export const InvalidProps: Story = { args: { props: { ...(steps.defaults as object), ...{ showCurrentStep: "yes" } } } };
