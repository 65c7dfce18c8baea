import type { Meta, StoryObj } from "@storybook/react-vite";
import { BlockStory } from "../block-story";
import { faq } from "./index";
import { faqSample } from "./sample-data";

const meta = {
  title: "Blocks/FAQ",
  component: BlockStory,
  args: { registration: faq, props: faq.defaults, data: faqSample },
} satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = { globals: { lang: "zh" } };
export const English: Story = { globals: { lang: "en" } };
export const InvalidProps: Story = { args: { props: { ...(faq.defaults as object), ...{ heading: { zh: " ", en: "FAQ" } } } } };
