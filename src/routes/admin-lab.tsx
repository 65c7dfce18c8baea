import { Box, Button, Container, Heading, NativeSelect, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { INSPECTION_STATUSES, LAB_ROLES, type LabInspectionRow } from "../../schemas/inspection";
import type { Page } from "../../schemas/paging";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { useRole } from "../admin/staff-role";
import { formatDate } from "../content/format-date";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";
import { ListSearch, Pager } from "../inspection/list-controls";
import { StatusBadge } from "../inspection/status-badge";
import { InspectionDetail } from "../lab/inspection-detail";
import { pageMeta } from "../page-meta";
import { usePortalQuery } from "../portal/use-portal-query";
import type { Route } from "./+types/admin-lab";

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "adminLab"), { name: "robots", content: "noindex" }];

/** The lab's back office: every inspection, filtered; the chosen one's steps and results. */
export default function AdminLab() {
  const { t } = useTranslation("pages");
  const lang = useLang();
  const role = useRole();
  const [status, setStatus] = useState("");
  const [keyword, setKeyword] = useState("");
  const [pageNum, setPageNum] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const allowed = !!role && (LAB_ROLES as readonly string[]).includes(role);
  const { data, mutate } = usePortalQuery<Page<LabInspectionRow>>(allowed ? PORTAL_PATHS.labInspectList : null, {
    pageNum,
    pageSize: 20,
    keyword,
    ...(status ? { status } : {}),
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Container maxW="7xl" py="10">
      <Heading as="h1" size="3xl" mb="6">
        {t("adminLab.title")}
      </Heading>
      {role && !allowed && <Text role="alert">{t("adminLab.notAllowed")}</Text>}
      {allowed && (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" alignItems="start">
          <Stack gap="4">
            <ListSearch
              label={t("adminLab.searchLabel")}
              onSearch={(k) => {
                setKeyword(k);
                setPageNum(1);
              }}
            >
              <NativeSelect.Root maxW="48">
                <NativeSelect.Field
                  aria-label={t("adminLab.statusFilter")}
                  value={status}
                  onChange={(e) => {
                    setStatus(e.target.value);
                    setPageNum(1);
                  }}
                >
                  <option value="">{t("adminLab.allStatuses")}</option>
                  {INSPECTION_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {t(`inspection.status.${s}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </ListSearch>
            {data && data.list.length === 0 && <Text>{t("inspection.noMatch")}</Text>}
            {data && data.list.length > 0 && (
              <Box
                overflowX="auto"
                tabIndex={0}
                role="region"
                aria-label={t("adminLab.list")}
                borderWidth="1px"
                borderColor="gray.200"
                rounded="lg"
              >
                <Table.Root size="sm" interactive>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader scope="col">{t("inspection.number")}</Table.ColumnHeader>
                      <Table.ColumnHeader scope="col">{t("inspection.sample")}</Table.ColumnHeader>
                      <Table.ColumnHeader scope="col">{t("inspection.submittedAt")}</Table.ColumnHeader>
                      <Table.ColumnHeader scope="col">{t("inspection.statusLabel")}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.list.map((row) => (
                      <Table.Row key={row.id} bg={row.id === selected ? "brand.50" : undefined}>
                        <Table.Cell as="th" scope="row">
                          <Button
                            variant="plain"
                            colorPalette="brand"
                            fontFamily="mono"
                            px="0"
                            aria-pressed={row.id === selected}
                            onClick={() => setSelected(row.id)}
                          >
                            {row.inspectionNo}
                          </Button>
                        </Table.Cell>
                        <Table.Cell>
                          {row.sampleName}
                          <Text fontSize="xs" color="gray.700">
                            {row.company}
                          </Text>
                        </Table.Cell>
                        <Table.Cell>{formatDate(row.createdAt, lang)}</Table.Cell>
                        <Table.Cell>
                          <StatusBadge status={row.status} />
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            )}
            {data && <Pager pageNum={pageNum} pages={pages} onPage={setPageNum} />}
          </Stack>
          <Box>
            {selected ? (
              <InspectionDetail key={selected} id={selected} onChanged={() => void mutate()} />
            ) : (
              <Text color="gray.700">{t("adminLab.choose")}</Text>
            )}
          </Box>
        </SimpleGrid>
      )}
    </Container>
  );
}
