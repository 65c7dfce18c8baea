import type { Meta, StoryObj } from "@storybook/react-vite";
import { BlockStory } from "../block-story";
import { applicationGrid } from "./index";
import { applicationGridSample } from "./sample-data";

const meta = {
  title: "Blocks/Application grid",
  component: BlockStory,
  args: { registration: applicationGrid, props: applicationGrid.defaults, data: applicationGridSample },
} satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = { globals: { lang: "zh" } };
export const English: Story = { globals: { lang: "en" } };
export const InvalidProps: Story = { args: { props: { ...(applicationGrid.defaults as object), ...{ columnCode: "1 2 3" } } } };
