import { Box, Button, DataList, Field, Heading, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import { type LabInspection, TEST_ITEMS, type TestItemCode } from "../../schemas/inspection";
import { localize } from "../../schemas/localize-text";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { formatDateTime } from "../content/format-date";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";
import { EventBadge } from "../inspection/event-badge";
import { StatusBadge } from "../inspection/status-badge";
import { notify } from "../layout/toaster";
import { portal } from "../portal/browser-portal";
import { saveBlob } from "../portal/save-blob";
import { usePortalQuery } from "../portal/use-portal-query";
import { ResultEntryForm } from "./result-entry-form";

/** One inspection for lab staff: the sample, its timeline, the next steps and the results. */
export function InspectionDetail({ id, onChanged }: { id: number; onChanged: () => void }) {
  const { t } = useTranslation("pages");
  const lang = useLang();
  const { data, mutate } = usePortalQuery<LabInspection>(PORTAL_PATHS.labInspectDetail, { id });
  const [reason, setReason] = useState("");
  const [issuing, setIssuing] = useState(false);
  const [amendReason, setAmendReason] = useState("");
  const [confirmingAmend, setConfirmingAmend] = useState(false);
  if (!data) return <Text>{t("inspection.loading")}</Text>;

  const act = async (to: "received" | "testing" | "rejected") => {
    try {
      await mutate(await portal.post<LabInspection>(PORTAL_PATHS.labInspectTransition, { id, to, reason }), { revalidate: false });
      notify({ type: "success", message: t("lab.moved", { status: t(`inspection.status.${to}`) }) });
      setReason("");
      onChanged();
    } catch {
      // The portal client has shown the server's message.
    }
  };
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
      <DataList.Root orientation="horizontal" size="sm">
        {(
          [
            ["customer", data.customerAccount],
            ["company", `${data.company} · ${data.contactPerson} · ${data.phone}`],
            ["sample", `${data.sampleName} (${data.batchNo}), ${data.quantity} ${data.quantityUnit}`],
            ["tests", data.testItems.map((c) => localize(TEST_ITEMS[c as TestItemCode], lang)).join(", ")],
            ["shipping", [data.carrier, data.trackingNo].filter(Boolean).join(" ") || "—"],
          ] as const
        ).map(([key, value]) => (
          <DataList.Item key={key}>
            <DataList.ItemLabel>{t(`lab.field.${key}`)}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {data.attachments.length > 0 && (
        <Box>
          <Heading as="h3" size="md" mb="2">
            {t("sampleTesting.attachments")}
          </Heading>
          <HStack gap="2" wrap="wrap">
            {data.attachments.map((a) => (
              <Button
                key={a.id}
                size="sm"
                variant="outline"
                onClick={async () => {
                  try {
                    saveBlob(await portal.postForFile(PORTAL_PATHS.attachmentDownload, { id: a.id }), a.name);
                  } catch {
                    // The portal client has shown the server's message.
                  }
                }}
              >
                {a.name}
              </Button>
            ))}
          </HStack>
        </Box>
      )}

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
        </HStack>
        {canReject && (
          <Box borderWidth="1px" borderColor="gray.200" rounded="md" p="4">
            <Field.Root>
              <Field.Label>{t("lab.rejectReason")}</Field.Label>
              <Textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
            </Field.Root>
            <Button mt="3" colorPalette="red" variant="outline" onClick={() => act("rejected")}>
              {t("lab.reject")}
            </Button>
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
