import { data } from "react-router";
import type { DataItem } from "../../schemas/entities";
import { pickLang } from "../../schemas/localized";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { PageHeading } from "../content/page-heading";
import { useLang } from "../content/use-lang";
import { detectLang } from "../i18n/detect-lang";
import { pageMeta, rootLang } from "../page-meta";
import { serverPortal } from "../portal/server-portal";
import { RichText } from "../rich-text/rich-text";
import { sanitizeRichText } from "../rich-text/sanitize.server";
import type { Route } from "./+types/detection-steps";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const steps = await serverPortal(context, detectLang(request)).post<DataItem[]>(PORTAL_PATHS.dataList, { columnCode: "detectionStep" });
  const step = steps.find((s) => String(s.id) === params.id);
  if (!step) throw data(null, { status: 404 });
  return { step: { ...step, content: sanitizeRichText(step.content), contentEn: sanitizeRichText(step.contentEn) } };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const lang = rootLang(matches);
  return pageMeta(matches, "detectionSteps", loaderData ? { title: pickLang(loaderData.step.title, loaderData.step.titleEn, lang) } : {});
};

export default function DetectionStep({ loaderData: { step } }: Route.ComponentProps) {
  const lang = useLang();
  return (
    <PageHeading title={pickLang(step.title, step.titleEn, lang)} lead={pickLang(step.summary, step.summaryEn, lang)}>
      <RichText html={pickLang(step.content, step.contentEn, lang)} />
    </PageHeading>
  );
}
