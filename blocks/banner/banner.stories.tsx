import type { Meta, StoryObj } from "@storybook/react-vite";
import { BlockStory } from "../block-story";
import { banner } from "./index";
import { bannerSample } from "./sample-data";

const meta = {
  title: "Blocks/Banner carousel",
  component: BlockStory,
  args: { registration: banner, props: banner.defaults, data: bannerSample },
} satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = { globals: { lang: "zh" } };
export const English: Story = { globals: { lang: "en" } };
export const InvalidProps: Story = { args: { props: { ...(banner.defaults as object), ...{ headingLevel: "h7" } } } };
