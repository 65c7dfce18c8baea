import type { Meta, StoryObj } from "@storybook/react-vite";
import { LayoutStoryFrame } from "./layout-story-frame";
import { SiteHeader } from "./site-header";

function HeaderStory({ routeId, loggedIn, scrollY = 0 }: { routeId: string; loggedIn: boolean; scrollY?: number }) {
  return (
    <LayoutStoryFrame routeId={routeId} user={loggedIn ? { id: 1, nickname: "王小明" } : null} scrollY={scrollY}>
      <SiteHeader />
    </LayoutStoryFrame>
  );
}

const meta = { title: "Layout/SiteHeader", component: HeaderStory, parameters: { ownRouter: true, layout: "fullscreen" } } satisfies Meta<
  typeof HeaderStory
>;
export default meta;
type Story = StoryObj<typeof meta>;

const zh = { globals: { lang: "zh" } };
const en = { globals: { lang: "en" } };

/** Home at the top: transparent over the hero, white logo. */
export const TransparentLoggedOutZh: Story = { args: { routeId: "index", loggedIn: false }, ...zh };
export const TransparentLoggedOutEn: Story = { args: { routeId: "index", loggedIn: false }, ...en };
export const TransparentLoggedInZh: Story = { args: { routeId: "index", loggedIn: true }, ...zh };
export const TransparentLoggedInEn: Story = { args: { routeId: "index", loggedIn: true }, ...en };
/** A page without a hero: always light with the coloured logo. */
export const LightLoggedOutZh: Story = { args: { routeId: "consult", loggedIn: false }, ...zh };
export const LightLoggedOutEn: Story = { args: { routeId: "consult", loggedIn: false }, ...en };
export const LightLoggedInZh: Story = { args: { routeId: "consult", loggedIn: true }, ...zh };
export const LightLoggedInEn: Story = { args: { routeId: "consult", loggedIn: true }, ...en };
/** Home scrolled past 100 px: light, `site-header--scrolled`. */
export const ScrolledZh: Story = { args: { routeId: "index", loggedIn: false, scrollY: 120 }, ...zh };
export const ScrolledEn: Story = { args: { routeId: "index", loggedIn: true, scrollY: 120 }, ...en };
/** Home scrolled beyond the window height: the light-background variant. */
export const LightBackgroundZh: Story = { args: { routeId: "index", loggedIn: true, scrollY: 1200 }, ...zh };
export const LightBackgroundEn: Story = { args: { routeId: "index", loggedIn: false, scrollY: 1200 }, ...en };
/** Login stays transparent, scrolled or not. */
export const LoginScrolledZh: Story = { args: { routeId: "login", loggedIn: false, scrollY: 400 }, ...zh };
export const LoginScrolledEn: Story = { args: { routeId: "login", loggedIn: false, scrollY: 400 }, ...en };
