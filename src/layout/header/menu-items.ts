import type { ConsultClass } from "../../../schemas/entities";
import type { Lang } from "../../../schemas/lang";
import { pickLang } from "../../../schemas/localize-text";
import type { TFunction } from "../../i18n/translator";
import { paths } from "../../paths";

export interface MenuLink {
  key: string;
  label: string;
  to: string;
}
export interface MenuEntry extends MenuLink {
  children: MenuLink[];
}

const ABOUT_ANCHORS = ["introduce", "advantage", "mission", "problem"] as const;
const PROTEIN_ANCHORS = ["introduce", "ingredient", "application", "advantage", "problem"] as const;

/**
 * The five top-level entries of spec §2 with their sub-links. News sub-links come from the
 * category list (name, or nameEn in English; only categories with a code).
 */
export function buildMenu(t: TFunction, lang: Lang, classList: ConsultClass[], firstDetectionStepId: number | null): MenuEntry[] {
  return [
    {
      key: "about",
      label: t("nav.about"),
      to: paths.about(),
      children: ABOUT_ANCHORS.map((a) => ({ key: `about-${a}`, label: t(`menu.about.${a}`), to: paths.about(a) })),
    },
    {
      key: "protein",
      label: t("nav.protein"),
      to: paths.protein(),
      children: PROTEIN_ANCHORS.map((a) => ({ key: `protein-${a}`, label: t(`menu.protein.${a}`), to: paths.protein(a) })),
    },
    {
      key: "testingServices",
      label: t("nav.testingServices"),
      to: paths.testingServices(),
      children: [
        { key: "ts-overview", label: t("menu.testingServices.overview"), to: paths.testingServices() },
        { key: "ts-sample", label: t("menu.testingServices.sampleTesting"), to: paths.sampleTesting() },
        ...(firstDetectionStepId != null
          ? [{ key: "ts-steps", label: t("menu.testingServices.detectionSteps"), to: paths.detectionSteps(firstDetectionStepId) }]
          : []),
        { key: "ts-compare", label: t("menu.testingServices.dataComparison"), to: paths.dataComparison() },
      ],
    },
    {
      key: "consult",
      label: t("nav.consult"),
      to: paths.consult(),
      children: classList
        .filter((c): c is ConsultClass & { code: string } => Boolean(c.code))
        .map((c) => ({ key: `consult-${c.code}`, label: pickLang(c.name, c.nameEn, lang), to: paths.consult(c.code) })),
    },
    {
      key: "contact",
      label: t("nav.contact"),
      to: paths.contact(),
      children: [{ key: "contact-leave", label: t("menu.contact.leaveMessage"), to: paths.contact("leaveMessage") }],
    },
  ];
}
