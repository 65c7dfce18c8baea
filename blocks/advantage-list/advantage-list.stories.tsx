import type { Meta, StoryObj } from "@storybook/react-vite";
import { BlockStory } from "../block-story";
import { sampleDataByType } from "../story-data";
import { advantageList } from "./index";

const meta = {
  title: "Blocks/Advantage list",
  component: BlockStory,
  args: { registration: advantageList, props: advantageList.defaults, data: sampleDataByType.advantageList ?? {} },
} satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = { globals: { lang: "zh" } };
export const English: Story = { globals: { lang: "en" } };
export const InvalidProps: Story = { args: { props: { ...(advantageList.defaults as object), ...{ heading: { zh: "", en: "" } } } } };
