import { Box, Button, chakra, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { Fragment, type ReactNode, useState } from "react";
import type { Inspection } from "../../schemas/inspection";
import type { Page } from "../../schemas/paging";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { formatDate } from "../content/format-date";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";
import { notify } from "../layout/toaster";
import { portal } from "../portal/browser-portal";
import { usePortalQuery } from "../portal/use-portal-query";
import { InspectionActions } from "./inspection-actions";
import { ListSearch, Pager } from "./list-controls";
import { ListFailed, PortalState } from "./portal-state";
import { StatusBadge } from "./status-badge";
import { Timeline } from "./timeline";

const PAGE_SIZE = 10;

/** What an empty list says (no search typed): one sentence and the next thing to do. */
export interface EmptyList {
  text: string;
  action?: ReactNode;
}

/**
 * One tab of the personal centre: a paged, searchable list; each inspection opens its timeline. From
 * 768 px a table; below, one card per inspection with its status and actions, the timeline full width.
 */
export function InspectionList({
  path,
  label,
  filters = {},
  empty,
  onBatchCreated,
}: {
  path: string;
  label: string;
  /** Sent with every page of the list (the "detecting" tab's `filter`). */
  filters?: Record<string, string>;
  empty: EmptyList;
  onBatchCreated?: () => void;
}) {
  const { t } = useTranslation("pages");
  const lang = useLang();
  const [keyword, setKeyword] = useState("");
  const [pageNum, setPageNum] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const batch = !!onBatchCreated;
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const toggleTimeline = (id: number) => setOpen(open === id ? null : id);
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
  const { data, error, isLoading, mutate } = usePortalQuery<Page<Inspection>>(
    path,
    { pageNum, pageSize: PAGE_SIZE, keyword, ...filters },
    { keepPreviousData: true },
  );
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const selectBox = (item: Inspection) => (
    <chakra.input
      type="checkbox"
      w="4"
      h="4"
      flexShrink={0}
      aria-label={t("tasks.selectOne", { no: item.inspectionNo })}
      checked={selected.includes(item.id)}
      onChange={() => toggle(item.id)}
    />
  );

  return (
    <Stack gap="5">
      <ListSearch
        label={t("inspection.searchLabel")}
        onSearch={(k) => {
          setKeyword(k);
          setPageNum(1);
        }}
      />
      {error && !data && <ListFailed message={t("inspection.listFailed")} onRetry={() => void mutate()} />}
      {isLoading && <Text color="gray.700">{t("inspection.loading")}</Text>}
      {data && data.list.length === 0 && (keyword ? <Text color="gray.700">{t("inspection.noMatch")}</Text> : null)}
      {data && data.list.length === 0 && !keyword && (
        <PortalState picture="empty" action={empty.action} testId="list-empty">
          {empty.text}
        </PortalState>
      )}
      {data && data.list.length > 0 && (
        <Box
          hideBelow="md"
          overflowX="auto"
          tabIndex={0}
          role="region"
          aria-label={label}
          borderWidth="1px"
          borderColor="gray.200"
          rounded="lg"
        >
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
                    {batch && <Table.Cell>{selectBox(item)}</Table.Cell>}
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
                      <InspectionActions
                        item={item}
                        open={open === item.id}
                        timelineId={`timeline-${item.id}`}
                        onToggle={() => toggleTimeline(item.id)}
                        onChanged={() => mutate()}
                      />
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
      {data && data.list.length > 0 && (
        <Stack as="ul" hideFrom="md" gap="3" listStyleType="none" aria-label={label}>
          {data.list.map((item) => (
            <Box as="li" key={item.id} borderWidth="1px" borderColor="gray.200" rounded="lg" p="4" data-testid="inspection-card">
              <HStack align="start" gap="3">
                {batch && <Box pt="1">{selectBox(item)}</Box>}
                <Stack gap="1" flex="1" minW="0">
                  <HStack justify="space-between" align="start" gap="2" wrap="wrap">
                    <Text fontFamily="mono" fontWeight="semibold" overflowWrap="anywhere">
                      {item.inspectionNo}
                    </Text>
                    <StatusBadge status={item.status} />
                  </HStack>
                  <Text overflowWrap="anywhere">{item.sampleName}</Text>
                  <Text color="gray.700" fontSize="sm">
                    {item.batchNo} · {t("inspection.submittedOn", { date: formatDate(item.createdAt, lang) })}
                  </Text>
                </Stack>
              </HStack>
              <Box mt="3">
                <InspectionActions
                  item={item}
                  open={open === item.id}
                  timelineId={`timeline-card-${item.id}`}
                  onToggle={() => toggleTimeline(item.id)}
                  onChanged={() => mutate()}
                />
              </Box>
              {open === item.id && (
                <Box id={`timeline-card-${item.id}`} mt="3" pt="3" borderTopWidth="1px" borderColor="gray.200">
                  <Timeline id={item.id} />
                </Box>
              )}
            </Box>
          ))}
        </Stack>
      )}
      {batch && data && data.list.length > 0 && (
        <Button
          alignSelf="start"
          colorPalette="brand"
          variant="outline"
          whiteSpace="normal"
          h="auto"
          minH="10"
          py="2"
          disabled={selected.length === 0}
          onClick={createBatch}
        >
          {t("tasks.createZip", { count: selected.length })}
        </Button>
      )}
      {data && <Pager pageNum={pageNum} pages={pages} onPage={setPageNum} />}
    </Stack>
  );
}
