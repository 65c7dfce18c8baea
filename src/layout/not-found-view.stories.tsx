import type { Meta, StoryObj } from "@storybook/react-vite";
import { NotFoundCountdown } from "./not-found/countdown";
import { StayControl } from "./not-found/stay-control";
import { NotFoundView } from "./not-found-view";

const meta = {
  title: "Layout/NotFoundView",
  component: NotFoundView,
  args: { path: "/missing/page" },
  // As root.tsx composes it: the Stay control first, then the view.
  decorators: [
    (Story) => (
      <NotFoundCountdown active path="/missing/page">
        <StayControl />
        <Story />
      </NotFoundCountdown>
    ),
  ],
} satisfies Meta<typeof NotFoundView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = { globals: { lang: "zh" } };
export const English: Story = { globals: { lang: "en" } };
