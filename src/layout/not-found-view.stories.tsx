import type { Meta, StoryObj } from "@storybook/react-vite";
import { NotFoundView } from "./not-found-view";

const meta = { title: "Layout/NotFoundView", component: NotFoundView, args: { path: "/missing/page" } } satisfies Meta<typeof NotFoundView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = { globals: { lang: "zh" } };
export const English: Story = { globals: { lang: "en" } };
