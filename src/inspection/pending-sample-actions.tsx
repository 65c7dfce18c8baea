import { lazy, Suspense, useId, useState } from "react";
import type { Region } from "../../schemas/entities";
import type { Inspection } from "../../schemas/inspection";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { useTranslation } from "../i18n/react";
import { notify } from "../layout/toaster";
import { portal } from "../portal/browser-portal";
import { usePortalQuery } from "../portal/use-portal-query";
import { buttonClass } from "../ui/button";
import { cx } from "../ui/cx";
import { Dialog } from "../ui/dialog";
import { TextArea } from "../ui/text-input";
import { ConfirmDialog } from "./confirm-dialog";
import danger from "./danger.module.css";
import styles from "./pending-sample-actions.module.css";

/**
 * The form's code (with the date field's) loads when a customer opens the dialog: the personal centre
 * that lists the samples does not evaluate it with the page (decision 210).
 */
const SampleForm = lazy(() => import("./sample-form").then((m) => ({ default: m.SampleForm })));

/** The sample's details in a dialog, in the submission form (countries and provinces fetched on opening). */
function EditSampleDialog({ inspection, onClose, onSaved }: { inspection: Inspection; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation("portal");
  const countries = usePortalQuery<Region[]>(PORTAL_PATHS.countryArea);
  const provinces = usePortalQuery<Region[]>(PORTAL_PATHS.provinceList);
  return (
    <Dialog
      open
      onClose={onClose}
      size="large"
      title={t("sampleActions.editTitle", { no: inspection.inspectionNo })}
      closeLabel={t("sampleActions.close")}
    >
      <p className={styles.intro}>{t("sampleActions.editIntro")}</p>
      {countries.data && provinces.data ? (
        <Suspense fallback={<p>{t("sampleActions.loading")}</p>}>
          <SampleForm
            countries={countries.data}
            provinces={provinces.data}
            defaults={{ company: "", contactPerson: "", email: "", phone: "" }}
            onSubmitted={() => undefined}
            editing={{
              inspection,
              onSaved: () => {
                notify({ type: "success", message: t("sampleActions.saved", { no: inspection.inspectionNo }) });
                onSaved();
                onClose();
              },
            }}
          />
        </Suspense>
      ) : (
        <p>{t("sampleActions.loading")}</p>
      )}
    </Dialog>
  );
}

/**
 * What a customer may still do with a sample the lab has not received (issue 23, item 8): correct its
 * details, or cancel it after being asked. Nothing for any other status (the server refuses anyway).
 */
export function PendingSampleActions({ inspection, onChanged }: { inspection: Inspection; onChanged: () => void }) {
  const { t } = useTranslation("portal");
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState("");
  const reasonId = useId();
  if (inspection.status !== "submitted") return null;
  const no = inspection.inspectionNo;
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={buttonClass({ variant: "ghost", palette: "brand", size: "sm" })}
        aria-label={t("sampleActions.editOne", { no })}
        onClick={() => setEditing(true)}
      >
        {t("sampleActions.edit")}
      </button>
      <button
        type="button"
        className={cx(buttonClass({ variant: "ghost", size: "sm" }), danger.danger)}
        aria-label={t("sampleActions.cancelOne", { no })}
        onClick={() => setCancelling(true)}
      >
        {t("sampleActions.cancel")}
      </button>
      {editing && <EditSampleDialog inspection={inspection} onClose={() => setEditing(false)} onSaved={onChanged} />}
      <ConfirmDialog
        open={cancelling}
        onClose={() => {
          setCancelling(false);
          setReason("");
        }}
        title={t("sampleActions.cancelTitle", { no })}
        consequence={t("sampleActions.cancelConsequence")}
        confirmLabel={t("sampleActions.cancelConfirm")}
        cancelLabel={t("sampleActions.keep")}
        onConfirm={async () => {
          await portal.post(PORTAL_PATHS.inspectCancel, { id: inspection.id, reason });
          notify({ type: "success", message: t("sampleActions.cancelled", { no }) });
          onChanged();
        }}
      >
        <div className={styles.reason}>
          <label htmlFor={reasonId} className={styles.label}>
            {t("sampleActions.cancelReason")}
          </label>
          <TextArea id={reasonId} rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
      </ConfirmDialog>
    </div>
  );
}
