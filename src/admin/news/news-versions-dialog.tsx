import { Badge, Box, Button, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import useSWR from "swr";
import type { AdminCategory, AdminNews } from "../../../schemas/admin-content";
import { type Lang, parseLang } from "../../../schemas/lang";
import { formatDateTime } from "../../editor/format-date-time";
import { useTranslation } from "../../i18n/react";
import { Pager } from "../../inspection/list-controls";
import { AdminDialog } from "../admin-dialog";
import { useConfirm } from "../confirm-dialog";
import { NEWS_VERSIONS_PAGE_SIZE, newsApi } from "./news-api";
import { NewsArticlePreview, PreviewLangToggle } from "./news-article-preview";

function VersionView({ id, number, categories }: { id: number; number: number; categories: AdminCategory[] }) {
  const { t, i18n } = useTranslation("admin");
  const [lang, setLang] = useState<Lang>(parseLang(i18n.language) ?? "zh");
  const { data } = useSWR(["news-version", id, number], () => newsApi.version(id, number));
  if (!data) return <Text>{t("loading")}</Text>;
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">{t("news.versions.viewing", { number, at: formatDateTime(data.savedAt, i18n.language) })}</Text>
        <PreviewLangToggle lang={lang} onChange={setLang} />
      </HStack>
      <NewsArticlePreview news={data.news} categories={categories} lang={lang} />
    </Stack>
  );
}

/**
 * Every saved version of a news item with who saved it and when (China time, decision 159); each
 * can be looked at as visitors would see it and restored (a new save, after a confirmation).
 */
export function NewsVersionsDialog({
  open,
  onClose,
  item,
  categories,
  onRestore,
}: {
  open: boolean;
  onClose: () => void;
  /** The item as saved last: its version refreshes the list after every save. */
  item: AdminNews;
  categories: AdminCategory[];
  onRestore: (number: number) => Promise<void>;
}) {
  const { t, i18n } = useTranslation("admin");
  const confirm = useConfirm();
  const [pageNum, setPageNum] = useState(1);
  const [viewing, setViewing] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const { data } = useSWR(open ? ["news-versions", item.id, item.version, pageNum] : null, () => newsApi.versions(item.id, pageNum));
  useEffect(() => {
    if (!open) setViewing(null);
  }, [open]);

  const restore = async (number: number) => {
    const message = t(item.status === "published" ? "news.versions.confirmRestorePublished" : "news.versions.confirmRestoreDraft", {
      number,
    });
    if (!(await confirm({ message, action: t("news.versions.restore") }))) return;
    setBusy(true);
    try {
      await onRestore(number);
    } finally {
      setBusy(false);
    }
  };
  const restoreButton = (number: number) => (
    <Button
      size="xs"
      colorPalette="brand"
      loading={busy}
      aria-label={t("news.versions.restoreLabel", { number })}
      onClick={() => void restore(number)}
    >
      {t("news.versions.restore")}
    </Button>
  );
  const current = data?.list.find((v) => v.current)?.number;

  return (
    <AdminDialog open={open} onClose={onClose} title={t("news.versions.title")} size={viewing ? "full" : "xl"} closeLabel={t("close")}>
      {viewing ? (
        <Stack gap="3">
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => setViewing(null)}>
              {t("news.versions.back")}
            </Button>
            {viewing !== current && restoreButton(viewing)}
          </HStack>
          <VersionView id={item.id} number={viewing} categories={categories} />
        </Stack>
      ) : (
        <Stack gap="3">
          <Text fontSize="sm" color="gray.700">
            {t("news.versions.intro")}
          </Text>
          {data && data.total === 0 && <Text>{t("news.versions.empty")}</Text>}
          {data && data.total > 0 && (
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">{t("news.versions.number")}</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">{t("news.versions.savedAt")}</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">{t("news.versions.savedBy")}</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">
                    <Box as="span" srOnly>
                      {t("news.versions.actions")}
                    </Box>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.list.map((v) => (
                  <Table.Row key={v.number}>
                    <Table.Cell as="th" scope="row">
                      <HStack gap="1.5" wrap="wrap">
                        <span>v{v.number}</span>
                        {v.current && <Badge colorPalette="green">{t("news.versions.current")}</Badge>}
                        {v.autosave && <Badge colorPalette="gray">{t("news.versions.autosaved")}</Badge>}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell>{formatDateTime(v.savedAt, i18n.language)}</Table.Cell>
                    <Table.Cell>{v.savedBy ?? t("news.versions.unknown")}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="2" justify="end">
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={t("news.versions.viewLabel", { number: v.number })}
                          onClick={() => setViewing(v.number)}
                        >
                          {t("news.versions.view")}
                        </Button>
                        {!v.current && restoreButton(v.number)}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
          {data && <Pager pageNum={pageNum} pages={Math.max(1, Math.ceil(data.total / NEWS_VERSIONS_PAGE_SIZE))} onPage={setPageNum} />}
        </Stack>
      )}
    </AdminDialog>
  );
}
