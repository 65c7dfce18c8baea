import { useId, useState } from "react";
import { useTranslation } from "../i18n/react";
import styles from "./verify.module.css";

type Check = { state: "idle" } | { state: "reading" } | { state: "match" | "differs"; name: string; hash: string } | { state: "error" };

async function sha256Hex(file: File): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Compares a PDF's SHA-256, computed in the browser (the file never leaves it), with the issued one. */
export function PdfHashCheck({ expected, reportNo }: { expected: string; reportNo: string }) {
  const { t } = useTranslation("pages");
  const inputId = useId();
  const [check, setCheck] = useState<Check>({ state: "idle" });
  const [over, setOver] = useState(false);

  const checkFile = async (file: File | undefined) => {
    if (!file) return;
    setCheck({ state: "reading" });
    try {
      const hash = await sha256Hex(file);
      setCheck({ state: hash === expected ? "match" : "differs", name: file.name, hash });
    } catch {
      setCheck({ state: "error" });
    }
  };

  return (
    <section className={styles.pdfCheck} aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className={styles.formHeading}>
        {t("verify.pdfHeading")}
      </h2>
      <p className={styles.hint}>{t("verify.pdfHelp", { reportNo })}</p>
      {/* The file input covers the zone: a click chooses a file, and a file dropped on it is its change. */}
      <div className={styles.dropZone} data-over={over || undefined}>
        <label htmlFor={inputId} className={styles.dropLabel}>
          {t("verify.pdfChoose")}
        </label>
        <input
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          className={styles.fileInput}
          onDragEnter={() => setOver(true)}
          onDragLeave={() => setOver(false)}
          onDrop={() => setOver(false)}
          onChange={(e) => void checkFile(e.currentTarget.files?.[0])}
        />
      </div>
      <div role="status" className={styles.pdfStatus}>
        {check.state === "reading" && <p>{t("verify.pdfReading")}</p>}
        {check.state === "error" && <p data-tone="danger">{t("verify.pdfError")}</p>}
        {(check.state === "match" || check.state === "differs") && (
          <div className={styles.result} data-tone={check.state === "match" ? "success" : "danger"}>
            <p className={styles.resultHeading}>
              {check.state === "match" ? t("verify.pdfMatch", { name: check.name }) : t("verify.pdfDiffers", { name: check.name })}
            </p>
            {check.state === "differs" && <p className={styles.hash}>{check.hash}</p>}
          </div>
        )}
      </div>
    </section>
  );
}
