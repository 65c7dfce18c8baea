import { formatDateTime } from "../editor/format-date-time";
import { useTranslation } from "../i18n/react";
import styles from "./preview-banner.module.css";

/** Says, over a shared draft, that visitors do not see it, which save it shows and until when the link works. */
export function PreviewBanner({ draftUpdatedAt, expiresAt }: { draftUpdatedAt: string; expiresAt: string }) {
  const { t, i18n } = useTranslation("pages");
  return (
    <aside className={styles.banner} aria-label={t("pagePreview.title")} data-testid="preview-banner">
      {t("pagePreview.banner", {
        saved: formatDateTime(draftUpdatedAt, i18n.language),
        expires: formatDateTime(expiresAt, i18n.language),
      })}
    </aside>
  );
}
