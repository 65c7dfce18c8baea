import { Fragment, type ReactNode, useState } from "react";
import type { Inspection } from "../../schemas/inspection";
import type { Page } from "../../schemas/paging";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { formatDate } from "../content/format-date";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";
import { notify } from "../layout/toaster";
import { portal } from "../portal/browser-portal";
import { usePortalQuery } from "../portal/use-portal-query";
import { buttonClass } from "../ui/button";
import { cx } from "../ui/cx";
import { tableClass } from "../ui/table";
import { VisuallyHidden } from "../ui/visually-hidden";
import { InspectionActions } from "./inspection-actions";
import styles from "./inspection-list.module.css";
import { ListSearch, Pager } from "./list-controls";
import { ListFailed, PortalState } from "./portal-state";
import { StatusBadge } from "./status-badge";
import { Timeline } from "./timeline";

const PAGE_SIZE = 10;

/** What an empty list says (no search typed): one sentence and the next thing to do. */
export interface EmptyList {
  text: string;
  action?: ReactNode;
}

/**
 * One tab of the personal centre: a paged, searchable list; each inspection opens its timeline. From
 * 768 px a table; below, one card per inspection with its status and actions, the timeline full width.
 */
export function InspectionList({
  path,
  label,
  filters = {},
  empty,
  onBatchCreated,
}: {
  path: string;
  label: string;
  /** Sent with every page of the list (the "detecting" tab's `filter`). */
  filters?: Record<string, string>;
  empty: EmptyList;
  onBatchCreated?: () => void;
}) {
  const { t } = useTranslation("pages");
  const lang = useLang();
  const [keyword, setKeyword] = useState("");
  const [pageNum, setPageNum] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const batch = !!onBatchCreated;
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const toggleTimeline = (id: number) => setOpen(open === id ? null : id);
  const createBatch = async () => {
    try {
      await portal.post(PORTAL_PATHS.inspectDownloadBatch, { ids: selected });
      notify({ type: "success", message: t("tasks.created") });
      setSelected([]);
      onBatchCreated?.();
    } catch {
      // The portal client has shown the server's message.
    }
  };
  // The previous page stays while the next loads: the pager just pressed keeps focus (decision 181).
  const { data, error, isLoading, mutate } = usePortalQuery<Page<Inspection>>(
    path,
    { pageNum, pageSize: PAGE_SIZE, keyword, ...filters },
    { keepPreviousData: true },
  );
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const selectBox = (item: Inspection) => (
    <input
      type="checkbox"
      className={styles.checkbox}
      aria-label={t("tasks.selectOne", { no: item.inspectionNo })}
      checked={selected.includes(item.id)}
      onChange={() => toggle(item.id)}
    />
  );

  return (
    <div className={styles.list}>
      <ListSearch
        label={t("inspection.searchLabel")}
        onSearch={(k) => {
          setKeyword(k);
          setPageNum(1);
        }}
      />
      {error && !data && <ListFailed message={t("inspection.listFailed")} onRetry={() => void mutate()} />}
      {isLoading && <p className={styles.muted}>{t("inspection.loading")}</p>}
      {data && data.list.length === 0 && (keyword ? <p className={styles.muted}>{t("inspection.noMatch")}</p> : null)}
      {data && data.list.length === 0 && !keyword && (
        <PortalState picture="empty" action={empty.action} testId="list-empty">
          {empty.text}
        </PortalState>
      )}
      {data && data.list.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so keyboards can scroll it
        <section className={styles.tableFrame} tabIndex={0} aria-label={label}>
          <table className={tableClass}>
            <thead>
              <tr>
                {batch && (
                  <th scope="col">
                    <VisuallyHidden>{t("tasks.select")}</VisuallyHidden>
                  </th>
                )}
                <th scope="col">{t("inspection.number")}</th>
                <th scope="col">{t("inspection.sample")}</th>
                <th scope="col">{t("inspection.submittedAt")}</th>
                <th scope="col">{t("inspection.statusLabel")}</th>
                <th scope="col">{t("inspection.progress")}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((item) => (
                <Fragment key={item.id}>
                  <tr>
                    {batch && <td>{selectBox(item)}</td>}
                    <th scope="row" className={styles.number}>
                      {item.inspectionNo}
                    </th>
                    <td>
                      {item.sampleName}
                      <p className={cx(styles.muted, styles.small)}>{item.batchNo}</p>
                    </td>
                    <td>{formatDate(item.createdAt, lang)}</td>
                    <td>
                      <StatusBadge status={item.status} />
                    </td>
                    <td>
                      <InspectionActions
                        item={item}
                        open={open === item.id}
                        timelineId={`timeline-${item.id}`}
                        onToggle={() => toggleTimeline(item.id)}
                        onChanged={() => mutate()}
                      />
                    </td>
                  </tr>
                  {open === item.id && (
                    <tr id={`timeline-${item.id}`}>
                      <td colSpan={batch ? 6 : 5} className={styles.timelineCell}>
                        <Timeline id={item.id} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {data && data.list.length > 0 && (
        <ul className={styles.cards} aria-label={label}>
          {data.list.map((item) => (
            <li key={item.id} className={styles.card} data-testid="inspection-card">
              <div className={styles.cardRow}>
                {batch && <div className={styles.cardCheck}>{selectBox(item)}</div>}
                <div className={styles.cardText}>
                  <div className={styles.cardTitle}>
                    <p className={cx(styles.number, styles.wrap)}>{item.inspectionNo}</p>
                    <StatusBadge status={item.status} />
                  </div>
                  <p className={styles.wrap}>{item.sampleName}</p>
                  <p className={cx(styles.muted, styles.small)}>
                    {item.batchNo} · {t("inspection.submittedOn", { date: formatDate(item.createdAt, lang) })}
                  </p>
                </div>
              </div>
              <div className={styles.cardActions}>
                <InspectionActions
                  item={item}
                  open={open === item.id}
                  timelineId={`timeline-card-${item.id}`}
                  onToggle={() => toggleTimeline(item.id)}
                  onChanged={() => mutate()}
                />
              </div>
              {open === item.id && (
                <div id={`timeline-card-${item.id}`} className={styles.cardTimeline}>
                  <Timeline id={item.id} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {batch && data && data.list.length > 0 && (
        <button
          type="button"
          className={cx(buttonClass({ variant: "outline", palette: "brand" }), styles.batch)}
          disabled={selected.length === 0}
          onClick={createBatch}
        >
          {t("tasks.createZip", { count: selected.length })}
        </button>
      )}
      {data && <Pager pageNum={pageNum} pages={pages} onPage={setPageNum} />}
    </div>
  );
}
