import { advantageList } from "./advantage-list";
import { applicationGrid } from "./application-grid";
import { banner } from "./banner";
import { callToAction } from "./call-to-action";
import { column } from "./column";
import { threeColumns, twoColumns } from "./columns";
import { contactForm } from "./contact-form";
import type { BlockRegistration } from "./define-block";
import { faq } from "./faq";
import { ingredientTable } from "./ingredient-table";
import { keyFigures } from "./key-figures";
import { mediaText } from "./media-text";
import { newsList } from "./news-list";
import { policy } from "./policy";
import { richText } from "./rich-text";
import { steps } from "./steps";

/**
 * The block registry: one line per block type. The renderer, the page loader's validation,
 * Storybook and the editor all read these registrations.
 */
export const blockRegistry: BlockRegistration[] = [
  banner,
  column,
  richText,
  mediaText,
  keyFigures,
  advantageList,
  applicationGrid,
  ingredientTable,
  steps,
  faq,
  newsList,
  contactForm,
  callToAction,
  policy,
  twoColumns,
  threeColumns,
];

export const blocksByType: ReadonlyMap<string, BlockRegistration> = new Map(blockRegistry.map((b) => [b.type, b]));
