import { Box, Button, Field, Heading, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import type { LabInspection } from "../../schemas/inspection";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { formatDateTime } from "../content/format-date";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";
import { ConfirmDialog } from "../inspection/confirm-dialog";
import { EventBadge } from "../inspection/event-badge";
import { StatusBadge } from "../inspection/status-badge";
import { notify } from "../layout/toaster";
import { portal } from "../portal/browser-portal";
import { usePortalQuery } from "../portal/use-portal-query";
import { IssuedReport } from "./issued-report";
import { ResultEntryForm } from "./result-entry-form";
import { SampleFacts } from "./sample-facts";

/** One inspection for lab staff: the sample, its timeline, the next steps and the results. */
export function InspectionDetail({ id, onChanged }: { id: number; onChanged: () => void }) {
  const { t } = useTranslation("pages");
  const lang = useLang();
  const { data, mutate } = usePortalQuery<LabInspection>(PORTAL_PATHS.labInspectDetail, { id });
  const [reason, setReason] = useState("");
  const [issuing, setIssuing] = useState(false);
  const [amendReason, setAmendReason] = useState("");
  const [confirmingAmend, setConfirmingAmend] = useState(false);
  const [confirmingReject, setConfirmingReject] = useState(false);
  if (!data) return <Text>{t("inspection.loading")}</Text>;

  /** Throws when refused (the portal client has shown the server's message), so a confirm dialog stays open. */
  const move = async (to: "received" | "testing" | "rejected") => {
    await mutate(await portal.post<LabInspection>(PORTAL_PATHS.labInspectTransition, { id, to, reason }), { revalidate: false });
    notify({ type: "success", message: t("lab.moved", { status: t(`inspection.status.${to}`) }) });
    setReason("");
    onChanged();
  };
  const act = (to: "received" | "testing") => move(to).catch(() => undefined);
  const canReject = ["submitted", "received", "testing"].includes(data.status);
  const resultsComplete = data.testItems.every((code) => data.results.some((r) => r.itemCode === code));
  const issue = async () => {
    setIssuing(true);
    try {
      await mutate(await portal.post<LabInspection>(PORTAL_PATHS.labInspectIssueReport, { id }), { revalidate: false });
      notify({ type: "success", message: t("lab.reportIssued") });
      onChanged();
    } catch {
      // The portal client has shown the server's message.
    } finally {
      setIssuing(false);
    }
  };

  const amend = async () => {
    try {
      await mutate(await portal.post<LabInspection>(PORTAL_PATHS.labInspectAmendReport, { id, reason: amendReason }), {
        revalidate: false,
      });
      notify({ type: "success", message: t("lab.amended") });
      setAmendReason("");
      onChanged();
    } catch {
      // The portal client has shown the server's message.
    } finally {
      setConfirmingAmend(false);
    }
  };

  return (
    <Stack gap="6" as="section" aria-labelledby="lab-detail-heading">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="xl" id="lab-detail-heading" fontFamily="mono">
          {data.inspectionNo}
        </Heading>
        <StatusBadge status={data.status} />
      </HStack>
      <SampleFacts inspection={data} />
      {data.report && <IssuedReport inspection={data} />}

      <Stack gap="3">
        <HStack gap="3" wrap="wrap">
          {data.status === "submitted" && (
            <Button colorPalette="brand" onClick={() => act("received")}>
              {t("lab.markReceived")}
            </Button>
          )}
          {data.status === "received" && (
            <Button colorPalette="brand" onClick={() => act("testing")}>
              {t("lab.startTesting")}
            </Button>
          )}
          {data.status === "testing" && (
            <Button colorPalette="green" loading={issuing} disabled={!resultsComplete} onClick={issue}>
              {t("lab.issueReport")}
            </Button>
          )}
          {data.status === "testing" && !resultsComplete && <Text fontSize="sm">{t("lab.issueNeedsResults")}</Text>}
          {data.status === "completed" && <Text fontSize="sm">{t("lab.reissueHelp")}</Text>}
          {(data.status === "rejected" || data.status === "cancelled") && <Text fontSize="sm">{t(`lab.closed.${data.status}`)}</Text>}
        </HStack>
        {canReject && (
          <Box>
            <Button colorPalette="red" variant="outline" onClick={() => setConfirmingReject(true)}>
              {t("lab.reject")}
            </Button>
            <ConfirmDialog
              open={confirmingReject}
              onClose={() => setConfirmingReject(false)}
              title={t("lab.rejectConfirmTitle", { no: data.inspectionNo })}
              consequence={t("lab.rejectConsequence")}
              confirmLabel={t("lab.rejectConfirm")}
              cancelLabel={t("lab.rejectKeep")}
              confirmDisabled={reason.trim() === ""}
              onConfirm={() => move("rejected")}
            >
              <Field.Root required>
                <Field.Label>
                  {t("lab.rejectReason")}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Textarea rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
                <Field.HelperText>{t("lab.rejectHelp")}</Field.HelperText>
              </Field.Root>
            </ConfirmDialog>
          </Box>
        )}
        {data.status === "completed" && (
          <Box borderWidth="1px" borderColor="gray.200" rounded="md" p="4">
            <Field.Root>
              <Field.Label>{t("lab.amendReason")}</Field.Label>
              <Textarea rows={2} value={amendReason} onChange={(e) => setAmendReason(e.target.value)} />
              <Field.HelperText>{t("lab.amendHelp")}</Field.HelperText>
            </Field.Root>
            {confirmingAmend ? (
              <HStack mt="3" gap="3" wrap="wrap" role="group" aria-label={t("lab.amendConfirm")}>
                <Text fontSize="sm">{t("lab.amendConfirm")}</Text>
                <Button colorPalette="red" onClick={amend}>
                  {t("lab.amendConfirmButton")}
                </Button>
                <Button variant="outline" onClick={() => setConfirmingAmend(false)}>
                  {t("lab.amendCancel")}
                </Button>
              </HStack>
            ) : (
              <Button mt="3" colorPalette="red" variant="outline" onClick={() => setConfirmingAmend(true)}>
                {t("lab.amend")}
              </Button>
            )}
          </Box>
        )}
      </Stack>

      {data.status === "testing" && (
        <ResultEntryForm
          key={data.updatedAt}
          inspection={data}
          onSave={async (results) => {
            try {
              await mutate(await portal.post<LabInspection>(PORTAL_PATHS.labInspectSaveResults, { id, results }), { revalidate: false });
              notify({ type: "success", message: t("lab.resultsSaved") });
            } catch {
              // The portal client has shown the server's message.
            }
          }}
        />
      )}

      <Box>
        <Heading as="h3" size="md" mb="2">
          {t("inspection.timeline")}
        </Heading>
        <Stack as="ol" gap="2" listStyleType="none">
          {data.events.map((e) => (
            <Box as="li" key={e.id}>
              <EventBadge event={e} /> <Text as="span">{formatDateTime(e.createdAt, lang)}</Text>
              {e.reason && <Text fontSize="sm">{t("inspection.reason", { reason: e.reason })}</Text>}
            </Box>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
