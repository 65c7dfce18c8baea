import { useTranslation } from "react-i18next";
import { PageHeading } from "../content/page-heading";
import { pageMeta } from "../page-meta";
import type { Route } from "./+types/data-comparison";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "dataComparison");

export default function Page() {
  const { t } = useTranslation("pages");
  return <PageHeading title={t("dataComparison.title")} lead={t("dataComparison.intro")} />;
}
