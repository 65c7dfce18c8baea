import { Button, CloseButton, Dialog, Field, HStack, Portal, Text, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import type { Region } from "../../schemas/entities";
import type { Inspection } from "../../schemas/inspection";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { useTranslation } from "../i18n/react";
import { notify } from "../layout/toaster";
import { portal } from "../portal/browser-portal";
import { usePortalQuery } from "../portal/use-portal-query";
import { ConfirmDialog } from "./confirm-dialog";
import { SampleForm } from "./sample-form";

/** The sample's details in a dialog, in the submission form (countries and provinces fetched on opening). */
function EditSampleDialog({ inspection, onClose, onSaved }: { inspection: Inspection; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation("portal");
  const countries = usePortalQuery<Region[]>(PORTAL_PATHS.countryArea);
  const provinces = usePortalQuery<Region[]>(PORTAL_PATHS.provinceList);
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size={{ base: "full", md: "xl" }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("sampleActions.editTitle", { no: inspection.inspectionNo })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="6" color="gray.700">
                {t("sampleActions.editIntro")}
              </Text>
              {countries.data && provinces.data ? (
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
              ) : (
                <Text>{t("sampleActions.loading")}</Text>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("sampleActions.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
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
  if (inspection.status !== "submitted") return null;
  const no = inspection.inspectionNo;
  return (
    <HStack gap="1" wrap="wrap" display="inline-flex">
      <Button
        size="sm"
        variant="ghost"
        colorPalette="brand"
        aria-label={t("sampleActions.editOne", { no })}
        onClick={() => setEditing(true)}
      >
        {t("sampleActions.edit")}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        colorPalette="red"
        aria-label={t("sampleActions.cancelOne", { no })}
        onClick={() => setCancelling(true)}
      >
        {t("sampleActions.cancel")}
      </Button>
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
        <Field.Root>
          <Field.Label>{t("sampleActions.cancelReason")}</Field.Label>
          <Textarea rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field.Root>
      </ConfirmDialog>
    </HStack>
  );
}
