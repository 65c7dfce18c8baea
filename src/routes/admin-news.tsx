import { Badge, Button, NativeSelect, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link } from "react-router";
import { type AdminNewsRow, NEWS_STATUSES } from "../../schemas/admin-content";
import { pickLang } from "../../schemas/localize-text";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { AdminTable, AreaHeading, SortHeader, useAdminList } from "../admin/admin-list";
import { CategoryLabel, useNewsCategories } from "../admin/news/category-label";
import { formatDate } from "../content/format-date";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";
import { ListSearch, Pager } from "../inspection/list-controls";
import { pageMeta } from "../page-meta";
import type { Route } from "./+types/admin-news";

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "admin"), { name: "robots", content: "noindex" }];

/** Every news item, drafts included: search, filter by status, sort by date or title. */
export default function AdminNews() {
  const { t } = useTranslation("admin");
  const lang = useLang();
  const [status, setStatus] = useState("");
  const list = useAdminList<AdminNewsRow>(PORTAL_PATHS.adminNewsList, { sort: "publishTime", order: "desc" }, status ? { status } : {});
  const categories = useNewsCategories().data?.list;
  return (
    <Stack p={{ base: "4", md: "8" }} gap="4">
      <AreaHeading title={t("areas.news")}>
        <Button asChild colorPalette="brand">
          <Link to="/admin/news/new">{t("news.create")}</Link>
        </Button>
      </AreaHeading>
      <ListSearch label={t("news.searchLabel")} onSearch={list.search}>
        <NativeSelect.Root maxW="40">
          <NativeSelect.Field
            aria-label={t("news.statusFilter")}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              list.setPageNum(1);
            }}
          >
            <option value="">{t("news.allStatuses")}</option>
            {NEWS_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`news.status.${s}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </ListSearch>
      {list.data && list.data.list.length === 0 && <Text>{t("list.empty")}</Text>}
      {list.data && list.data.list.length > 0 && (
        <AdminTable label={t("areas.news")}>
          <Table.Header>
            <Table.Row>
              <SortHeader label={t("news.title")} column="title" list={list} />
              <Table.ColumnHeader scope="col">{t("news.category")}</Table.ColumnHeader>
              <SortHeader label={t("news.publishTime")} column="publishTime" list={list} firstOrder="desc" />
              <SortHeader label={t("list.updatedAt")} column="updatedAt" list={list} firstOrder="desc" />
              <Table.ColumnHeader scope="col">{t("news.statusLabel")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.data.list.map((n) => (
              <Table.Row key={n.id}>
                <Table.Cell>
                  <Link to={`/admin/news/${n.id}`} style={{ textDecoration: "underline" }}>
                    {pickLang(n.title.zh, n.title.en, lang)}
                  </Link>
                </Table.Cell>
                <Table.Cell>
                  <CategoryLabel code={n.classCode} categories={categories} />
                </Table.Cell>
                <Table.Cell>{formatDate(n.publishTime, lang)}</Table.Cell>
                <Table.Cell>{formatDate(n.updatedAt, lang)}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={n.status === "published" ? "green" : "gray"}>{t(`news.status.${n.status}`)}</Badge>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </AdminTable>
      )}
      {list.data && <Pager pageNum={list.pageNum} pages={list.pages} onPage={list.setPageNum} />}
    </Stack>
  );
}
