import type { Meta, StoryObj } from "@storybook/react-vite";
import { BlockStory } from "../block-story";
import { advantageList } from "./index";
import { advantageListSample } from "./sample-data";

const meta = {
  title: "Blocks/Advantage list",
  component: BlockStory,
  args: { registration: advantageList, props: advantageList.defaults, data: advantageListSample },
} satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = { globals: { lang: "zh" } };
export const English: Story = { globals: { lang: "en" } };
export const InvalidProps: Story = { args: { props: { ...(advantageList.defaults as object), ...{ heading: { zh: "", en: "" } } } } };
