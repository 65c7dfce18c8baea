import { pickLang } from "../../schemas/localize-text";
import { formatDate } from "../content/format-date";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";
import type { VerifyOutcome } from "../routes/verify";
import styles from "./verify.module.css";

/** What the look-up found: the report in force, a superseded one, or nothing we issued. */
export function VerifyResult({ outcome }: { outcome: Exclude<VerifyOutcome, { kind: "ask" }> }) {
  const { t } = useTranslation("pages");
  const lang = useLang();
  if (outcome.kind !== "found") {
    const heading = outcome.kind === "notIssued" ? t("verify.notIssued") : t("verify.failed");
    const body = outcome.kind === "notIssued" ? t("verify.notIssuedHelp") : outcome.message;
    return (
      <section className={styles.result} data-tone="danger" aria-labelledby="verify-outcome">
        <h2 id="verify-outcome" className={styles.resultHeading}>
          {heading}
        </h2>
        <p>{body}</p>
      </section>
    );
  }
  const r = outcome.report;
  const superseded = r.status === "superseded";
  const rows: Array<[string, string, boolean?]> = [
    [t("verify.reportNo"), r.reportNo],
    [t("verify.inspectionNo"), r.inspectionNo],
    [t("verify.sampleName"), r.sampleName],
    [t("verify.batchNo"), r.batchNo],
    [t("verify.issuedAt"), formatDate(r.issuedAt, lang)],
    [t("verify.issuer"), pickLang(r.issuer.zh, r.issuer.en, lang)],
    [t("verify.sha256"), r.sha256, true],
  ];
  return (
    <section className={styles.result} data-tone={superseded ? "warning" : "success"} aria-labelledby="verify-outcome">
      <h2 id="verify-outcome" className={styles.resultHeading}>
        {superseded ? t("verify.superseded") : t("verify.valid")}
      </h2>
      {superseded && (
        <p>
          {r.successorNo
            ? t("verify.supersededBy", { reportNo: r.successorNo, date: formatDate(r.supersededAt, lang) })
            : t("verify.withdrawn", { date: formatDate(r.supersededAt, lang) })}
        </p>
      )}
      <dl className={styles.facts}>
        {rows.map(([label, value, code]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd className={code ? styles.hash : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
