import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { COMPARE_MAX, COMPARE_MIN, type CompareExportFormat, type Comparison, type Inspection } from "../../schemas/inspection";
import type { Page } from "../../schemas/paging";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { chartHeight } from "../comparison/chart-size";
import { type Choice, ComparisonChooser } from "../comparison/comparison-chooser";
import { ComparisonTable } from "../comparison/comparison-table";
import { useTranslation } from "../i18n/react";
import { ListSearch } from "../inspection/list-controls";
import { ListFailed, PortalState, StateLink } from "../inspection/portal-state";
import { useRequireLogin } from "../inspection/use-require-login";
import { pageMeta } from "../page-meta";
import { paths } from "../paths";
import { portal } from "../portal/browser-portal";
import { saveBlob } from "../portal/save-blob";
import { usePortalQuery } from "../portal/use-portal-query";
import { useSession } from "../session/session-context";
import { buttonClass } from "../ui/button";
import { Container } from "../ui/container";
import { cx } from "../ui/cx";
import { headingClass } from "../ui/heading";
import type { Route } from "./+types/data-comparison";
import styles from "./data-comparison.module.css";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "dataComparison");

/** Completed inspections are chosen from a searchable list, a page at a time; choices survive paging. */
const PICKER_PAGE_SIZE = 10;

/** The chart's code (recharts, ~110 KB) loads once the customer starts choosing, not with the page. */
const loadChart = () => import("../comparison/comparison-chart");
const ComparisonChart = lazy(loadChart);

/**
 * Choose 2–6 completed inspections; see their results side by side (table and chart) and export them.
 * The hint and the chooser's search and legend are drawn by the server, so the page's largest text is
 * painted with the page, not after the session and the list arrive. The hint (then the results) comes
 * first on a phone and beside the chooser on a wide screen: it never sits below the list, whose length
 * the server cannot know, so nothing drawn moves when the list arrives (decision 210).
 */
export default function DataComparison() {
  const { t } = useTranslation(["pages", "portal"]);
  const { user } = useSession();
  useRequireLogin();
  const [choices, setChoices] = useState<Choice[]>([]);
  const [compared, setCompared] = useState<number[] | null>(null);
  const [keyword, setKeyword] = useState("");
  const [pageNum, setPageNum] = useState(1);
  const completed = usePortalQuery<Page<Inspection>>(
    user ? PORTAL_PATHS.inspectAchieved : null,
    { pageNum, pageSize: PICKER_PAGE_SIZE, keyword },
    { keepPreviousData: true },
  );
  const comparison = usePortalQuery<Comparison>(compared ? PORTAL_PATHS.inspectCompare : null, { ids: compared ?? [] });
  // After "Compare", focus goes to the results' table: on a phone they are above the chooser.
  const results = useRef<HTMLDivElement>(null);
  const focusResults = useRef(false);
  useEffect(() => {
    if (!comparison.data || !focusResults.current) return;
    focusResults.current = false;
    results.current?.querySelector<HTMLElement>("section[tabindex]")?.focus();
  }, [comparison.data]);

  const toggle = (ins: Choice) => {
    void loadChart();
    setChoices((c) =>
      c.some((x) => x.id === ins.id)
        ? c.filter((x) => x.id !== ins.id)
        : [...c, { id: ins.id, inspectionNo: ins.inspectionNo, sampleName: ins.sampleName }],
    );
  };
  const search = (next: string) => {
    setKeyword(next);
    setPageNum(1);
  };
  const list = completed.data;
  const failed = user && completed.error && !list;
  const tooFew = list && !keyword && list.total < COMPARE_MIN;
  const exportAs = async (format: CompareExportFormat) => {
    if (!compared) return;
    try {
      const blob = await portal.postForFile(PORTAL_PATHS.inspectCompareDownload, { ids: compared, format });
      saveBlob(blob, `comparison.${format}`);
    } catch {
      // The portal client has shown the server's message.
    }
  };

  return (
    <Container className={styles.page}>
      <h1 className={cx(headingClass("3xl"), styles.title)}>{t("dataComparison.title")}</h1>
      <p className={styles.intro}>{t("dataComparison.intro")}</p>
      {failed && <ListFailed message={t("dataComparison.listFailed")} onRetry={() => void completed.mutate()} />}
      {!failed && tooFew && (
        <PortalState
          picture="compare"
          testId="comparison-empty"
          action={
            <div className={styles.stateActions}>
              <StateLink to={paths.sampleTesting()}>{t("user.sendSample")}</StateLink>
              {list.total > 0 && (
                <Link to={paths.user("detectedCompleted")} className={buttonClass({ variant: "outline", palette: "brand", size: "sm" })}>
                  {t("dataComparison.seeReports")}
                </Link>
              )}
            </div>
          }
        >
          {t(list.total === 0 ? "dataComparison.needTwo" : "dataComparison.needOneMore")}
        </PortalState>
      )}
      {!failed && !tooFew && (
        <div className={styles.grid}>
          <div className={styles.results} ref={results}>
            {!compared && (
              <PortalState picture="compare" testId="comparison-hint">
                {t("dataComparison.hint", { min: COMPARE_MIN, max: COMPARE_MAX })}
              </PortalState>
            )}
            {compared && comparison.error && !comparison.data && (
              <ListFailed message={t("dataComparison.compareFailed")} onRetry={() => void comparison.mutate()} />
            )}
            {comparison.data && (
              <>
                <ComparisonTable comparison={comparison.data} />
                {/* While its code loads, the chart's room is kept, so the buttons below do not jump. */}
                <Suspense fallback={<div style={{ height: chartHeight(comparison.data) }} />}>
                  <ComparisonChart comparison={comparison.data} />
                </Suspense>
                {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset */}
                <div role="group" aria-label={t("dataComparison.exportLabel")} className={styles.actions}>
                  <button type="button" className={buttonClass({ variant: "outline" })} onClick={() => exportAs("pdf")}>
                    {t("dataComparison.exportPdf")}
                  </button>
                  <button type="button" className={buttonClass({ variant: "outline" })} onClick={() => exportAs("csv")}>
                    {t("dataComparison.exportCsv")}
                  </button>
                  <button type="button" className={buttonClass({ variant: "outline" })} onClick={() => exportAs("xlsx")}>
                    {t("dataComparison.exportXlsx")}
                  </button>
                </div>
              </>
            )}
          </div>
          <div className={styles.chooser}>
            <ListSearch label={t("inspection.searchLabel")} onSearch={search} />
            <ComparisonChooser
              list={list}
              choices={choices}
              onToggle={toggle}
              onPage={setPageNum}
              onCompare={() => {
                focusResults.current = true;
                setCompared(choices.map((c) => c.id));
              }}
            />
          </div>
        </div>
      )}
    </Container>
  );
}
