import { Box, Button, Container, chakra, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link } from "react-router";
import { COMPARE_MAX, COMPARE_MIN, type CompareExportFormat, type Comparison, type Inspection } from "../../schemas/inspection";
import type { Page } from "../../schemas/paging";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { ComparisonChart } from "../comparison/comparison-chart";
import { ComparisonTable } from "../comparison/comparison-table";
import { formatDate } from "../content/format-date";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";
import { ListSearch, Pager } from "../inspection/list-controls";
import { ListFailed, PortalState, StateLink } from "../inspection/portal-state";
import { useRequireLogin } from "../inspection/use-require-login";
import { pageMeta } from "../page-meta";
import { paths } from "../paths";
import { portal } from "../portal/browser-portal";
import { saveBlob } from "../portal/save-blob";
import { usePortalQuery } from "../portal/use-portal-query";
import { useSession } from "../session/session-context";
import type { Route } from "./+types/data-comparison";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "dataComparison");

/** Completed inspections are chosen from a searchable list, a page at a time; choices survive paging. */
const PICKER_PAGE_SIZE = 10;
type Choice = Pick<Inspection, "id" | "inspectionNo" | "sampleName">;

/** Choose 2–6 completed inspections; see their results side by side (table and chart) and export them. */
export default function DataComparison() {
  const { t } = useTranslation(["pages", "portal"]);
  const lang = useLang();
  const { user } = useSession();
  useRequireLogin();
  const [choices, setChoices] = useState<Choice[]>([]);
  const chosen = choices.map((c) => c.id);
  const [compared, setCompared] = useState<number[] | null>(null);
  const [keyword, setKeyword] = useState("");
  const [pageNum, setPageNum] = useState(1);
  const completed = usePortalQuery<Page<Inspection>>(
    user ? PORTAL_PATHS.inspectAchieved : null,
    { pageNum, pageSize: PICKER_PAGE_SIZE, keyword },
    { keepPreviousData: true },
  );
  const comparison = usePortalQuery<Comparison>(compared ? PORTAL_PATHS.inspectCompare : null, { ids: compared ?? [] });

  const toggle = (ins: Choice) =>
    setChoices((c) =>
      c.some((x) => x.id === ins.id)
        ? c.filter((x) => x.id !== ins.id)
        : [...c, { id: ins.id, inspectionNo: ins.inspectionNo, sampleName: ins.sampleName }],
    );
  const search = (next: string) => {
    setKeyword(next);
    setPageNum(1);
  };
  const list = completed.data;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  const exportAs = async (format: CompareExportFormat) => {
    if (!compared) return;
    try {
      const blob = await portal.postForFile(PORTAL_PATHS.inspectCompareDownload, { ids: compared, format });
      saveBlob(blob, `comparison.${format}`);
    } catch {
      // The portal client has shown the server's message.
    }
  };

  return (
    <Container maxW="7xl" py="10">
      <Heading as="h1" size="3xl" mb="2">
        {t("dataComparison.title")}
      </Heading>
      <Text color="gray.700" mb="8">
        {t("dataComparison.intro")}
      </Text>
      {user && completed.error && !list && <ListFailed message={t("dataComparison.listFailed")} onRetry={() => void completed.mutate()} />}
      {user && list && !keyword && list.total < COMPARE_MIN && (
        <PortalState
          picture="compare"
          testId="comparison-empty"
          action={
            <HStack gap="3" wrap="wrap" justify="center">
              <StateLink to={paths.sampleTesting()}>{t("user.sendSample")}</StateLink>
              {list.total > 0 && (
                <Button asChild size="sm" variant="outline" colorPalette="brand">
                  <Link to={paths.user("detectedCompleted")}>{t("dataComparison.seeReports")}</Link>
                </Button>
              )}
            </HStack>
          }
        >
          {t(list.total === 0 ? "dataComparison.needTwo" : "dataComparison.needOneMore")}
        </PortalState>
      )}
      {user && list && (keyword || list.total >= COMPARE_MIN) && (
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="8" alignItems="start">
          <Stack gap="4">
            <ListSearch label={t("inspection.searchLabel")} onSearch={search} />
            <chakra.form
              aria-label={t("dataComparison.chooseLabel")}
              onSubmit={(e) => {
                e.preventDefault();
                setCompared([...chosen]);
              }}
            >
              <chakra.fieldset>
                <chakra.legend fontWeight="bold" mb="2">
                  {t("dataComparison.choose", { min: COMPARE_MIN, max: COMPARE_MAX })}
                </chakra.legend>
                <Stack gap="2">
                  {list.list.length === 0 && <Text>{t("inspection.noMatch")}</Text>}
                  {list.list.map((ins) => (
                    <chakra.label key={ins.id} display="flex" gap="2" alignItems="start" cursor="pointer">
                      <chakra.input
                        type="checkbox"
                        mt="1"
                        w="4"
                        h="4"
                        checked={chosen.includes(ins.id)}
                        disabled={!chosen.includes(ins.id) && chosen.length >= COMPARE_MAX}
                        onChange={() => toggle(ins)}
                      />
                      <Box>
                        <Text fontFamily="mono">{ins.inspectionNo}</Text>
                        <Text fontSize="sm" color="gray.700">
                          {ins.sampleName} · {formatDate(ins.updatedAt, lang)}
                        </Text>
                      </Box>
                    </chakra.label>
                  ))}
                </Stack>
              </chakra.fieldset>
              <Box mt="3">
                <Pager pageNum={list.pageNum} pages={pages} onPage={setPageNum} />
              </Box>
              {choices.length > 0 && (
                <Text mt="3" fontSize="sm" aria-live="polite" data-testid="comparison-choices">
                  {t("portal:comparison.chosen", { list: choices.map((c) => `${c.inspectionNo} (${c.sampleName})`).join(", ") })}
                </Text>
              )}
              <Button type="submit" mt="4" colorPalette="brand" disabled={chosen.length < COMPARE_MIN}>
                {t("dataComparison.compare", { n: chosen.length })}
              </Button>
            </chakra.form>
          </Stack>
          <Stack gap="6" gridColumn={{ lg: "span 2" }}>
            {!compared && (
              <PortalState picture="compare" testId="comparison-hint">
                {t("dataComparison.hint", { min: COMPARE_MIN, max: COMPARE_MAX })}
              </PortalState>
            )}
            {compared && comparison.error && !comparison.data && (
              <ListFailed message={t("dataComparison.compareFailed")} onRetry={() => void comparison.mutate()} />
            )}
            {comparison.data && (
              <>
                <ComparisonTable comparison={comparison.data} />
                <ComparisonChart comparison={comparison.data} />
                <HStack gap="3" wrap="wrap" role="group" aria-label={t("dataComparison.exportLabel")}>
                  <Button variant="outline" onClick={() => exportAs("pdf")}>
                    {t("dataComparison.exportPdf")}
                  </Button>
                  <Button variant="outline" onClick={() => exportAs("csv")}>
                    {t("dataComparison.exportCsv")}
                  </Button>
                  <Button variant="outline" onClick={() => exportAs("xlsx")}>
                    {t("dataComparison.exportXlsx")}
                  </Button>
                </HStack>
              </>
            )}
          </Stack>
        </SimpleGrid>
      )}
    </Container>
  );
}
