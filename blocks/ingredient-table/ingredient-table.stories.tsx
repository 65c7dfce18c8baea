import type { Meta, StoryObj } from "@storybook/react-vite";
import { BlockStory } from "../block-story";
import { ingredientTable } from "./index";

const meta = {
  title: "Blocks/Ingredient table",
  component: BlockStory,
  args: { registration: ingredientTable, props: ingredientTable.defaults },
} satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = { globals: { lang: "zh" } };
export const English: Story = { globals: { lang: "en" } };
export const InvalidProps: Story = { args: { props: { ...(ingredientTable.defaults as object), ...{ rows: [] } } } };
