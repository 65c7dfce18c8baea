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

/** Home: the two headlines and the contact-us button above the footer. */
export const HomeZh: Story = { args: { routeId: "index" }, globals: { lang: "zh" } };
export const HomeEn: Story = { args: { routeId: "index" }, globals: { lang: "en" } };
/** Every other page: the footer alone. */
export const OtherPageZh: Story = { args: { routeId: "consult" }, globals: { lang: "zh" } };
export const OtherPageEn: Story = { args: { routeId: "consult" }, globals: { lang: "en" } };
/** A phone: sub-links open with the button beside each entry. */
export const PhoneEn: Story = { args: { routeId: "consult" }, globals: { lang: "en", viewport: { value: "mobile1" } } };
