import { Badge, Box, Button, Heading, HStack, Table, Text } from "@chakra-ui/react";
import { type LabInspection, TEST_ITEMS, type TestItemCode } from "../../schemas/inspection";
import { localize } from "../../schemas/localize-text";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { formatDateTime } from "../content/format-date";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";
import { portal } from "../portal/browser-portal";
import { saveBlob } from "../portal/save-blob";

/** The issued report as lab staff see it: number, date, the results it printed and its PDF. */
export function IssuedReport({ inspection }: { inspection: LabInspection }) {
  const { t } = useTranslation("pages");
  const lang = useLang();
  const report = inspection.report;
  if (!report) return null;
  return (
    <Box as="section" aria-labelledby="lab-report-heading" borderWidth="1px" borderColor="green.200" bg="green.50" rounded="md" p="4">
      <HStack justify="space-between" wrap="wrap" gap="3" mb="3">
        <Box>
          <Heading as="h3" size="md" id="lab-report-heading">
            {t("lab.issuedReport", { no: report.reportNo })}
          </Heading>
          <Text fontSize="sm">{t("lab.issuedAt", { date: formatDateTime(report.issuedAt, lang) })}</Text>
        </Box>
        <Button
          size="sm"
          colorPalette="brand"
          onClick={async () => {
            try {
              saveBlob(await portal.postForFile(PORTAL_PATHS.labInspectReportDownload, { id: inspection.id }), `${report.reportNo}.pdf`);
            } catch {
              // The portal client has shown the server's message.
            }
          }}
        >
          {t("lab.downloadReport")}
        </Button>
      </HStack>
      <Box overflowX="auto">
        <Table.Root size="sm" bg="white">
          <Table.Caption srOnly>{t("lab.results")}</Table.Caption>
          <Table.Header>
            <Table.Row>
              {(["item", "value", "method", "limit", "verdict"] as const).map((c) => (
                <Table.ColumnHeader key={c} scope="col">
                  {t(`lab.col.${c}`)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {inspection.results.map((r) => (
              <Table.Row key={r.itemCode}>
                <Table.Cell as="th" scope="row" fontWeight="normal">
                  {localize(TEST_ITEMS[r.itemCode as TestItemCode], lang)}
                </Table.Cell>
                <Table.Cell>{`${r.value} ${r.unit}`.trim()}</Table.Cell>
                <Table.Cell>{r.method || "—"}</Table.Cell>
                <Table.Cell>{r.limit || "—"}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={r.passed ? "green" : "red"}>{r.passed ? t("lab.pass") : t("lab.fail")}</Badge>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {report.sha256 && (
        <Text fontSize="xs" mt="2" fontFamily="mono" overflowWrap="anywhere">
          SHA-256 {report.sha256}
        </Text>
      )}
    </Box>
  );
}
