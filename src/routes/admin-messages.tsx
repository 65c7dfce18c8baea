import { Badge, Box, Button, Heading, HStack, NativeSelect, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { type AdminMessage, MESSAGE_STATUSES, type MessageStatus } from "../../schemas/admin-content";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { AdminTable, AreaHeading, SortHeader, useAdminList } from "../admin/admin-list";
import { useConfirm } from "../admin/confirm-dialog";
import { useSave } from "../admin/use-save";
import { formatDateTime } from "../content/format-date";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";
import { ListSearch, Pager } from "../inspection/list-controls";
import { pageMeta } from "../page-meta";
import type { Route } from "./+types/admin-messages";

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "admin"), { name: "robots", content: "noindex" }];

const STATUS_COLOUR: Record<MessageStatus, string> = { new: "red", read: "blue", handled: "green" };

function MessageDetail({ message, onChanged }: { message: AdminMessage; onChanged: () => void }) {
  const { t } = useTranslation("admin");
  const confirm = useConfirm();
  const lang = useLang();
  const save = useSave();
  const setStatus = async (status: MessageStatus) => {
    if ((await save(PORTAL_PATHS.adminMessageSetStatus, { id: message.id, version: message.version, status })) !== null) onChanged();
  };
  const remove = async () => {
    if (!(await confirm({ message: t("confirmDelete"), action: t("delete") }))) return;
    if ((await save(PORTAL_PATHS.adminMessageDelete, { id: message.id, version: message.version }, t("deleted"))) !== null) onChanged();
  };
  const row = (label: string, value: string) =>
    value ? (
      <>
        <Text as="dt" fontWeight="semibold">
          {label}
        </Text>
        <Text as="dd" mb="2">
          {value}
        </Text>
      </>
    ) : null;
  return (
    <Stack as="section" aria-label={t("messages.detail")} gap="4" borderWidth="1px" borderColor="gray.200" rounded="lg" p="5">
      <Heading as="h2" size="lg">
        {message.name}
      </Heading>
      <dl>
        {row(t("messages.receivedAt"), formatDateTime(message.createdAt, lang))}
        {row(t("messages.phone"), message.phone)}
        {row(t("messages.email"), message.email)}
        {row(t("messages.company"), message.company)}
        {row(t("messages.lang"), message.lang)}
      </dl>
      <Text whiteSpace="pre-wrap" bg="gray.50" p="3" rounded="md">
        {message.message}
      </Text>
      <HStack gap="2" wrap="wrap">
        {MESSAGE_STATUSES.filter((s) => s !== message.status).map((s) => (
          <Button key={s} size="sm" variant="outline" colorPalette="brand" onClick={() => setStatus(s)}>
            {t(`messages.mark.${s}`)}
          </Button>
        ))}
        <Button size="sm" variant="outline" colorPalette="red" onClick={remove}>
          {t("delete")}
        </Button>
      </HStack>
    </Stack>
  );
}

/** Leave-a-message submissions: newest first, search, filter by status, mark read or handled. */
export default function AdminMessages() {
  const { t } = useTranslation("admin");
  const lang = useLang();
  const [status, setStatus] = useState("");
  const list = useAdminList<AdminMessage>(PORTAL_PATHS.adminMessageList, { sort: "createdAt", order: "desc" }, status ? { status } : {});
  const [selected, setSelected] = useState<number | null>(null);
  const current = list.data?.list.find((m) => m.id === selected) ?? null;
  return (
    <Stack p={{ base: "4", md: "8" }} gap="4">
      <AreaHeading title={t("areas.messages")} />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
        <Stack gap="4">
          <ListSearch label={t("messages.searchLabel")} onSearch={list.search}>
            <NativeSelect.Root maxW="40">
              <NativeSelect.Field
                aria-label={t("messages.statusFilter")}
                value={status}
                onChange={(e) => {
                  setStatus(e.target.value);
                  list.setPageNum(1);
                }}
              >
                <option value="">{t("messages.allStatuses")}</option>
                {MESSAGE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`messages.status.${s}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </ListSearch>
          {list.data && list.data.list.length === 0 && <Text>{t("list.empty")}</Text>}
          {list.data && list.data.list.length > 0 && (
            <AdminTable label={t("areas.messages")}>
              <Table.Header>
                <Table.Row>
                  <SortHeader label={t("messages.name")} column="name" list={list} />
                  <Table.ColumnHeader scope="col">{t("messages.excerpt")}</Table.ColumnHeader>
                  <SortHeader label={t("messages.receivedAt")} column="createdAt" list={list} firstOrder="desc" />
                  <Table.ColumnHeader scope="col">{t("messages.statusLabel")}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.list.map((m) => (
                  <Table.Row key={m.id} bg={m.id === selected ? "brand.50" : undefined}>
                    <Table.Cell>
                      <Button
                        variant="plain"
                        px="0"
                        textDecoration="underline"
                        aria-pressed={m.id === selected}
                        onClick={() => setSelected(m.id)}
                      >
                        {m.name}
                      </Button>
                    </Table.Cell>
                    <Table.Cell maxW="64" truncate>
                      {m.message}
                    </Table.Cell>
                    <Table.Cell>{formatDateTime(m.createdAt, lang)}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={STATUS_COLOUR[m.status]}>{t(`messages.status.${m.status}`)}</Badge>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </AdminTable>
          )}
          {list.data && <Pager pageNum={list.pageNum} pages={list.pages} onPage={list.setPageNum} />}
        </Stack>
        <Box>
          {current ? (
            <MessageDetail key={`${current.id}-${current.version}`} message={current} onChanged={() => void list.mutate()} />
          ) : (
            <Text color="gray.700">{t("choose")}</Text>
          )}
        </Box>
      </SimpleGrid>
    </Stack>
  );
}
