import { Box, Button, chakra, Stack, Table, Text } from "@chakra-ui/react";
import { Fragment, useState } from "react";
import type { Inspection } from "../../schemas/inspection";
import type { Page } from "../../schemas/paging";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { formatDate } from "../content/format-date";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";
import { notify } from "../layout/toaster";
import { portal } from "../portal/browser-portal";
import { usePortalQuery } from "../portal/use-portal-query";
import { DownloadReportButton } from "./download-report-button";
import { ListSearch, Pager } from "./list-controls";
import { StatusBadge } from "./status-badge";
import { Timeline } from "./timeline";

const PAGE_SIZE = 10;

/** One tab of the personal centre: a paged, searchable table; each row opens its timeline. */
export function InspectionList({ path, label, onBatchCreated }: { path: string; label: string; onBatchCreated?: () => void }) {
  const { t } = useTranslation("pages");
  const lang = useLang();
  const [keyword, setKeyword] = useState("");
  const [pageNum, setPageNum] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const batch = !!onBatchCreated;
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const createBatch = async () => {
    try {
      await portal.post(PORTAL_PATHS.inspectDownloadBatch, { ids: selected });
      notify({ type: "success", message: t("tasks.created") });
      setSelected([]);
      onBatchCreated?.();
    } catch {
      // The portal client has shown the server's message.
    }
  };
  // The previous page stays while the next loads: the pager just pressed keeps focus (decision 181).
  const { data, error, isLoading } = usePortalQuery<Page<Inspection>>(
    path,
    { pageNum, pageSize: PAGE_SIZE, keyword },
    { keepPreviousData: true },
  );
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Stack gap="5">
      <ListSearch
        label={t("inspection.searchLabel")}
        onSearch={(k) => {
          setKeyword(k);
          setPageNum(1);
        }}
      />
      {error && <Text color="red.700">{t("inspection.listFailed")}</Text>}
      {isLoading && <Text color="gray.700">{t("inspection.loading")}</Text>}
      {data && data.list.length === 0 && <Text color="gray.700">{keyword ? t("inspection.noMatch") : t("inspection.empty")}</Text>}
      {data && data.list.length > 0 && (
        <Box overflowX="auto" tabIndex={0} role="region" aria-label={label} borderWidth="1px" borderColor="gray.200" rounded="lg">
          <Table.Root size="md">
            <Table.Header>
              <Table.Row>
                {batch && (
                  <Table.ColumnHeader scope="col">
                    <Box srOnly>{t("tasks.select")}</Box>
                  </Table.ColumnHeader>
                )}
                <Table.ColumnHeader scope="col">{t("inspection.number")}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t("inspection.sample")}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t("inspection.submittedAt")}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t("inspection.statusLabel")}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t("inspection.progress")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.list.map((item) => (
                <Fragment key={item.id}>
                  <Table.Row>
                    {batch && (
                      <Table.Cell>
                        <chakra.input
                          type="checkbox"
                          w="4"
                          h="4"
                          aria-label={t("tasks.selectOne", { no: item.inspectionNo })}
                          checked={selected.includes(item.id)}
                          onChange={() => toggle(item.id)}
                        />
                      </Table.Cell>
                    )}
                    <Table.Cell as="th" scope="row" fontWeight="semibold" fontFamily="mono">
                      {item.inspectionNo}
                    </Table.Cell>
                    <Table.Cell>
                      {item.sampleName}
                      <Text color="gray.700" fontSize="sm">
                        {item.batchNo}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>{formatDate(item.createdAt, lang)}</Table.Cell>
                    <Table.Cell>
                      <StatusBadge status={item.status} />
                    </Table.Cell>
                    <Table.Cell>
                      {item.status === "completed" && <DownloadReportButton id={item.id} inspectionNo={item.inspectionNo} />}
                      <Button
                        size="sm"
                        variant="ghost"
                        colorPalette="brand"
                        aria-expanded={open === item.id}
                        aria-controls={`timeline-${item.id}`}
                        onClick={() => setOpen(open === item.id ? null : item.id)}
                      >
                        {open === item.id ? t("inspection.hideProgress") : t("inspection.showProgress")}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                  {open === item.id && (
                    <Table.Row id={`timeline-${item.id}`}>
                      <Table.Cell colSpan={batch ? 6 : 5} bg="gray.50">
                        <Timeline id={item.id} />
                      </Table.Cell>
                    </Table.Row>
                  )}
                </Fragment>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {batch && data && data.list.length > 0 && (
        <Button alignSelf="start" colorPalette="brand" variant="outline" disabled={selected.length === 0} onClick={createBatch}>
          {t("tasks.createZip", { count: selected.length })}
        </Button>
      )}
      {data && <Pager pageNum={pageNum} pages={pages} onPage={setPageNum} />}
    </Stack>
  );
}
