import type { Meta, StoryObj } from "@storybook/react-vite";
import { LayoutStoryFrame } from "./layout-story-frame";
import { SiteHeader } from "./site-header";

function HeaderStory({ routeId, loggedIn }: { routeId: string; loggedIn: boolean }) {
  return (
    <LayoutStoryFrame routeId={routeId} user={loggedIn ? { id: 1, nickname: "王小明" } : null}>
      <SiteHeader />
    </LayoutStoryFrame>
  );
}

const meta = { title: "Layout/SiteHeader", component: HeaderStory, parameters: { ownRouter: true, layout: "fullscreen" } } satisfies Meta<
  typeof HeaderStory
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TransparentLoggedOutZh: Story = { args: { routeId: "index", loggedIn: false }, globals: { lang: "zh" } };
export const TransparentLoggedOutEn: Story = { args: { routeId: "index", loggedIn: false }, globals: { lang: "en" } };
export const LightLoggedInZh: Story = { args: { routeId: "consult", loggedIn: true }, globals: { lang: "zh" } };
export const LightLoggedInEn: Story = { args: { routeId: "consult", loggedIn: true }, globals: { lang: "en" } };
