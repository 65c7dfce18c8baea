import type { Decorator, Preview } from "@storybook/react-vite";
import { createRoutesStub } from "react-router";
import { HTML_LANG, type Lang } from "../schemas/lang";
import { createI18n } from "../src/i18n/i18n";
import { I18nextProvider } from "../src/i18n/react";
import { provideTexts } from "../src/i18n/t-for";
import "../src/styles/tokens.css";
import "../src/styles/base.css";

const i18nByLang = { zh: createI18n("zh"), en: createI18n("en") };
provideTexts(i18nByLang.en);

/** Every story renders in the chosen language, inside a router (links need one); the site's stylesheets are imported above. */
const withProviders: Decorator = (Story, context) => {
  const lang = (context.globals.lang ?? "zh") as Lang;
  if (typeof document !== "undefined") document.documentElement.lang = HTML_LANG[lang];
  // Stories that bring their own router (layout stories need root data) opt out with `parameters.ownRouter`.
  const Stub = context.parameters.ownRouter ? null : createRoutesStub([{ path: "*", Component: Story }]);
  return <I18nextProvider i18n={i18nByLang[lang]}>{Stub ? <Stub /> : <Story />}</I18nextProvider>;
};

const preview: Preview = {
  decorators: [withProviders],
  globalTypes: {
    lang: {
      description: "Language",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: [
          { value: "zh", title: "中文" },
          { value: "en", title: "English" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { lang: "zh" },
};
export default preview;
