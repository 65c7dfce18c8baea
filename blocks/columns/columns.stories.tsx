import type { Meta, StoryObj } from "@storybook/react-vite";
import { BlockStory } from "../block-story";
import { callToAction } from "../call-to-action";
import { threeColumns, twoColumns } from "./index";

const meta = {
  title: "Blocks/Columns",
  component: BlockStory,
  args: { registration: twoColumns, props: twoColumns.defaults },
} satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = { globals: { lang: "zh" } };
export const English: Story = { globals: { lang: "en" } };
export const WideLeftWithCallToAction: Story = {
  args: {
    props: {
      ...(twoColumns.defaults as object),
      ratio: "2-1",
      right: [{ id: "cta", type: "callToAction", props: callToAction.defaults }],
    },
  },
};
export const InvalidProps: Story = { args: { props: { ...(twoColumns.defaults as object), ratio: "3-1" } } };
export const ThreeColumns: Story = { args: { registration: threeColumns, props: threeColumns.defaults } };
export const InvalidChild: Story = {
  args: { props: { ...(twoColumns.defaults as object), left: [{ id: "bad", type: "callToAction", props: { tone: "neon" } }] } },
};
