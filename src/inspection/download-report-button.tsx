import { useState } from "react";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { useTranslation } from "../i18n/react";
import { portal } from "../portal/browser-portal";
import { saveBlob } from "../portal/save-blob";
import { LoadingButton } from "../ui/loading-button";

/** Downloads one report PDF; the token travels in the header, never in a link. */
export function DownloadReportButton({ id, inspectionNo }: { id: number; inspectionNo: string }) {
  const { t } = useTranslation("pages");
  const [busy, setBusy] = useState(false);
  return (
    <LoadingButton
      loading={busy}
      look={{ variant: "outline", palette: "brand", size: "sm" }}
      aria-label={t("inspection.downloadReportOf", { no: inspectionNo })}
      onClick={async () => {
        setBusy(true);
        try {
          saveBlob(await portal.postForFile(PORTAL_PATHS.inspectReportDownload, { id }), `${inspectionNo}.pdf`);
        } catch {
          // The portal client has shown the server's message.
        } finally {
          setBusy(false);
        }
      }}
    >
      {t("inspection.downloadReport")}
    </LoadingButton>
  );
}
