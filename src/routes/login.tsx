import { useTranslation } from "react-i18next";
import { PageHeading } from "../content/page-heading";
import { pageMeta } from "../page-meta";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "login");

export default function Page() {
  const { t } = useTranslation("pages");
  return <PageHeading title={t("login.title")} lead={t("login.intro")} />;
}
