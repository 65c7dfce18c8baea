import { useTranslation } from "react-i18next";
import { PageHeading } from "../content/page-heading";
import { pageMeta } from "../page-meta";
import type { Route } from "./+types/sample-testing";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "sampleTesting");

export default function Page() {
  const { t } = useTranslation("pages");
  return <PageHeading title={t("sampleTesting.title")} lead={t("sampleTesting.intro")} />;
}
