import { useTranslation } from "react-i18next";
import { PageHeading } from "../content/page-heading";
import { pageMeta } from "../page-meta";
import type { Route } from "./+types/user";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "user");

export default function Page() {
  const { t } = useTranslation("pages");
  return <PageHeading title={t("user.title")} lead={t("user.intro")} />;
}
