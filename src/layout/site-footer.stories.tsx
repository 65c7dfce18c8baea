import type { Meta, StoryObj } from "@storybook/react-vite";
import { LayoutStoryFrame } from "./layout-story-frame";
import { SiteFooter } from "./site-footer";

function FooterStory({ routeId }: { routeId: string }) {
  return (
    <LayoutStoryFrame routeId={routeId}>
      <SiteFooter />
    </LayoutStoryFrame>
  );
}

const meta = { title: "Layout/SiteFooter", component: FooterStory, parameters: { ownRouter: true, layout: "fullscreen" } } satisfies Meta<
  typeof FooterStory
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomeZh: Story = { args: { routeId: "index" }, globals: { lang: "zh" } };
export const HomeEn: Story = { args: { routeId: "index" }, globals: { lang: "en" } };
export const OtherPageZh: Story = { args: { routeId: "consult" }, globals: { lang: "zh" } };
export const OtherPageEn: Story = { args: { routeId: "consult" }, globals: { lang: "en" } };
