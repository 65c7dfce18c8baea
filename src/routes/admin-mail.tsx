import { Badge, NativeSelect, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { type AdminMailRow, MAIL_STATUSES, type MailStatus } from "../../schemas/mail";
import type { Page } from "../../schemas/paging";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { AdminTable, AreaHeading } from "../admin/admin-list";
import { formatDateTime } from "../editor/format-date-time";
import { useTranslation } from "../i18n/react";
import { Pager } from "../inspection/list-controls";
import { pageMeta } from "../page-meta";
import { usePortalQuery } from "../portal/use-portal-query";
import type { Route } from "./+types/admin-mail";

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "admin"), { name: "robots", content: "noindex" }];

const PAGE_SIZE = 20;
const PALETTE: Record<MailStatus, string> = { queued: "orange", running: "blue", sent: "green", failed: "red" };

/** The outgoing mail (admin only): sent, waiting for a retry, failed with the mail server's reason. */
export default function AdminMail() {
  const { t, i18n } = useTranslation("admin");
  const [status, setStatus] = useState<MailStatus | "">("");
  const [pageNum, setPageNum] = useState(1);
  const { data } = usePortalQuery<Page<AdminMailRow>>(PORTAL_PATHS.adminMailList, {
    pageNum,
    pageSize: PAGE_SIZE,
    ...(status ? { status } : {}),
  });
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : "");
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <Stack p={{ base: "4", md: "8" }} gap="4">
      <AreaHeading title={t("areas.mail")} />
      <Text color="gray.700" maxW="3xl">
        {t("mail.intro")}
      </Text>
      <NativeSelect.Root maxW="48">
        <NativeSelect.Field
          aria-label={t("mail.statusFilter")}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as MailStatus | "");
            setPageNum(1);
          }}
        >
          <option value="">{t("mail.allStatuses")}</option>
          {MAIL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`mail.statuses.${s}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {data && data.list.length === 0 && <Text>{t("list.empty")}</Text>}
      {data && data.list.length > 0 && (
        <AdminTable label={t("areas.mail")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t("mail.createdAt")}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t("mail.kind")}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t("mail.to")}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t("mail.status")}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t("mail.attempts")}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t("mail.sentAt")}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t("mail.reason")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.list.map((m) => (
              <Table.Row key={m.id}>
                <Table.Cell whiteSpace="nowrap">{when(m.createdAt)}</Table.Cell>
                <Table.Cell>
                  {t(`mail.kinds.${m.kind}`)} ({m.lang})
                </Table.Cell>
                <Table.Cell>{m.toAddress}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={PALETTE[m.status]}>{t(`mail.statuses.${m.status}`)}</Badge>
                </Table.Cell>
                <Table.Cell>{m.attempts}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{when(m.sentAt)}</Table.Cell>
                <Table.Cell maxW="md" wordBreak="break-word">
                  {m.lastError}
                  {m.status === "queued" && m.attempts > 0 && (
                    <Text fontSize="sm" color="gray.700">
                      {t("mail.nextTry", { time: when(m.nextAttemptAt) })}
                    </Text>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </AdminTable>
      )}
      <Pager pageNum={pageNum} pages={pages} onPage={setPageNum} />
    </Stack>
  );
}
