import { useTranslation } from "react-i18next";
import { PageHero } from "../content/page-hero";
import { pageMeta } from "../page-meta";
import type { Route } from "./+types/sample-testing";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "sampleTesting");

export default function SampleTesting() {
  const { t } = useTranslation("pages");
  return <PageHero title={t("sampleTesting.title")} lead={t("sampleTesting.intro")} />;
}
