import { Form } from "react-router";
import { useTranslation } from "../i18n/react";
import { buttonClass } from "../ui/button";
import { cx } from "../ui/cx";
import styles from "./verify.module.css";

/** The number and code as printed on the report; a plain GET form, so it works before hydration. */
export function VerifyForm({ no, code, again }: { no: string; code: string; again: boolean }) {
  const { t } = useTranslation("pages");
  return (
    <Form method="get" className={styles.form} aria-labelledby="verify-form-heading">
      <h2 id="verify-form-heading" className={styles.formHeading}>
        {again ? t("verify.checkAnother") : t("verify.formHeading")}
      </h2>
      <div className={styles.fields}>
        <label className={styles.field}>
          <span className={styles.label}>{t("verify.inspectionNo")}</span>
          <input name="no" defaultValue={no} required maxLength={40} autoComplete="off" spellCheck={false} className={styles.input} />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t("verify.code")}</span>
          <input
            name="code"
            defaultValue={code}
            required
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby="verify-code-hint"
            className={styles.input}
          />
          <span id="verify-code-hint" className={styles.hint}>
            {t("verify.codeHint")}
          </span>
        </label>
      </div>
      <button type="submit" className={cx(buttonClass({ variant: "solid", palette: "brand", size: "md" }), styles.submit)}>
        {t("verify.submit")}
      </button>
    </Form>
  );
}
