import type { Meta, StoryObj } from "@storybook/react-vite";
import { BlockStory } from "../block-story";
import { column } from "./index";
import { columnSample } from "./sample-data";

const meta = {
  title: "Blocks/Column header",
  component: BlockStory,
  args: { registration: column, props: column.defaults, data: columnSample },
} satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = { globals: { lang: "zh" } };
export const English: Story = { globals: { lang: "en" } };
export const InvalidProps: Story = { args: { props: { ...(column.defaults as object), ...{ columnCode: "" } } } };
