import type { Meta, StoryObj } from "@storybook/react-vite";
import { BlockStory } from "../block-story";
import { newsList } from "./index";
import { newsListSample } from "./sample-data";

const meta = {
  title: "Blocks/News list",
  component: BlockStory,
  args: { registration: newsList, props: newsList.defaults, data: newsListSample },
} satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = { globals: { lang: "zh" } };
export const English: Story = { globals: { lang: "en" } };
export const InvalidProps: Story = { args: { props: { ...(newsList.defaults as object), ...{ count: 0 } } } };
