import type { Meta, StoryObj } from "@storybook/react-vite";
import { BlockStory } from "../block-story";
import { contactForm } from "./index";

const meta = {
  title: "Blocks/Contact form",
  component: BlockStory,
  args: { registration: contactForm, props: contactForm.defaults },
} satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = { globals: { lang: "zh" } };
export const English: Story = { globals: { lang: "en" } };
export const InvalidProps: Story = { args: { props: { ...(contactForm.defaults as object), ...{ heading: { zh: "", en: "" } } } } };
