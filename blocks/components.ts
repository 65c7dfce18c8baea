import type { ComponentType } from "react";
import { AdvantageList } from "./advantage-list/advantage-list";
import { ApplicationGrid } from "./application-grid/application-grid";
import { BannerCarousel } from "./banner/banner-carousel";
import { CallToAction } from "./call-to-action/call-to-action";
import { ColumnHero } from "./column/column-hero";
import { ThreeColumns, TwoColumns } from "./columns/columns-layout";
import type { BlockComponentProps } from "./define-block";
import { FaqAccordion } from "./faq/faq-accordion";
import { IngredientTable } from "./ingredient-table/ingredient-table";
import { KeyFigures } from "./key-figures/key-figures";
import { lazyBlock } from "./lazy-block";
import { MediaText } from "./media-text/media-text";
import { NewsList } from "./news-list/news-list";
import { PolicyText } from "./policy/policy-text";
import { RichTextBlock } from "./rich-text/rich-text-block";
import { StepList } from "./steps/step-list";
// The contact form's code loads on demand, but its styles must be in the server's page (they style
// its HTML before, or without, any script): imported here, they ship with the block pages' stylesheet.
import "./contact-form/contact-form.module.css";

// biome-ignore lint/suspicious/noExplicitAny: each block's props type is checked by its registration
type AnyBlockProps = BlockComponentProps<any, any>;
type AnyBlockComponent = ComponentType<AnyBlockProps>;

export interface BlockView {
  component: AnyBlockComponent;
  /** Hero blocks are never animated in on scroll (they are the top of the page). */
  hero?: boolean;
  /** Layout blocks: the props holding child blocks, rendered into the component's `slots`. */
  slots?: readonly string[];
}

/**
 * What visitors' pages need of each block type: the component only. The registrations
 * (blocks/index.ts) also carry zod schemas and editor fields, which the browser does not need to
 * show a page, so the page renderer reads this map instead (decision 042). Blocks with heavy
 * dependencies (the contact form: react-hook-form and the zod schema) load on the pages that have
 * them. tests/unit/block-components.test.ts keeps this map in step with the registry.
 */
export const blockViews: Readonly<Record<string, BlockView>> = {
  banner: { component: BannerCarousel, hero: true },
  column: { component: ColumnHero, hero: true },
  richText: { component: RichTextBlock },
  mediaText: { component: MediaText },
  keyFigures: { component: KeyFigures },
  advantageList: { component: AdvantageList },
  applicationGrid: { component: ApplicationGrid },
  ingredientTable: { component: IngredientTable },
  steps: { component: StepList },
  faq: { component: FaqAccordion },
  newsList: { component: NewsList },
  contactForm: {
    component: lazyBlock<AnyBlockProps>("contactForm", () =>
      import("./contact-form/contact-form").then((m) => ({ default: m.ContactForm })),
    ),
  },
  callToAction: { component: CallToAction },
  policy: { component: PolicyText },
  twoColumns: { component: TwoColumns, slots: ["left", "right"] },
  threeColumns: { component: ThreeColumns, slots: ["first", "second", "third"] },
};
