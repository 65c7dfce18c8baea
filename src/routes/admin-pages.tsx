import {
  Badge,
  Box,
  Button,
  Link as ChakraLink,
  Container,
  chakra,
  Heading,
  HStack,
  NativeSelect,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { localize } from "../../schemas/localize-text";
import {
  type AdminPageCreateInput,
  AdminPageCreateRequestSchema,
  type AdminPageDetail,
  type AdminPageSummary,
  PAGE_EDITOR_ROLES,
  PAGE_SORTS,
  type SectionSummary,
} from "../../schemas/page-admin";
import type { Page } from "../../schemas/paging";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { FormField } from "../account/form-field";
import { useConfirm } from "../admin/confirm-dialog";
import { type SlugSource, suggestSlug } from "../admin/page-slug";
import { useRole } from "../admin/staff-role";
import { useLang } from "../content/use-lang";
import { formatDateTime } from "../editor/format-date-time";
import { useTranslation } from "../i18n/react";
import { ListSearch, Pager } from "../inspection/list-controls";
import { notify } from "../layout/toaster";
import { pageMeta } from "../page-meta";
import { portal } from "../portal/browser-portal";
import { usePortalQuery } from "../portal/use-portal-query";
import { ErrorSummary } from "../ui/error-summary";
import type { Route } from "./+types/admin-pages";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "admin", { title: undefined }),
  { name: "robots", content: "noindex" },
];

const PAGE_SIZE = 20;

function CreatePageForm({ onCreated }: { onCreated: (slug: string) => void }) {
  const { t } = useTranslation("editor");
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<AdminPageCreateInput>({
    resolver: zodResolver(AdminPageCreateRequestSchema),
    defaultValues: { slug: "", title: { zh: "", en: "" } },
    mode: "onTouched",
  });
  // The address follows the title (English, else the Chinese in pinyin) until the editor types one.
  const slugTyped = useRef(false);
  const [slugSource, setSlugSource] = useState<SlugSource>(null);
  const zh = watch("title.zh");
  const en = watch("title.en");
  useEffect(() => {
    if (slugTyped.current) return;
    let current = true;
    void suggestSlug({ zh: zh ?? "", en: en ?? "" }).then(({ slug, source }) => {
      if (!current || slugTyped.current) return;
      setValue("slug", slug, { shouldValidate: slug !== "" });
      setSlugSource(source);
    });
    return () => {
      current = false;
    };
  }, [zh, en, setValue]);
  const onSubmit = handleSubmit(async (values) => {
    try {
      const page = await portal.post<AdminPageDetail>(PORTAL_PATHS.adminPageCreate, values);
      reset();
      slugTyped.current = false;
      onCreated(page.slug);
    } catch {
      // The portal client has shown the server's message.
    }
  });
  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-labelledby="create-page-heading" borderWidth="1px" rounded="lg" p="4">
      <Heading as="h2" size="md" id="create-page-heading" mb="3">
        {t("list.create")}
      </Heading>
      <ErrorSummary invalidCount={[errors.title?.zh, errors.title?.en, errors.slug].filter(Boolean).length} submitCount={submitCount} />
      <Stack direction={{ base: "column", md: "row" }} gap="3" align={{ md: "end" }}>
        <FormField label={t("list.titleZh")} error={errors.title?.zh?.message} registration={register("title.zh")} required />
        <FormField label={t("list.titleEn")} error={errors.title?.en?.message} registration={register("title.en")} />
        <FormField
          label={t("list.slug")}
          error={errors.slug?.message}
          registration={register("slug", {
            onChange: (e: { target: { value: string } }) => {
              // Typed by hand: kept; emptied: suggested from the title again.
              slugTyped.current = e.target.value.trim() !== "";
            },
          })}
          required
          helper={slugSource && !slugTyped.current ? t(`list.slugFrom.${slugSource}`) : t("list.slugHelp")}
        />
        <Button type="submit" colorPalette="brand" loading={isSubmitting} flexShrink={0}>
          {t("list.createButton")}
        </Button>
      </Stack>
    </chakra.form>
  );
}

function StatusCell({ page }: { page: AdminPageSummary }) {
  const { t, i18n } = useTranslation("editor");
  return (
    <Stack gap="1" align="start">
      {page.publishedVersion ? (
        <Text fontSize="sm">
          {t("list.liveVersion", { version: page.publishedVersion })}
          <Text as="span" display="block" color="gray.700" fontSize="xs">
            {formatDateTime(page.publishedAt ?? "", i18n.language)}
            {page.publishedBy ? ` · ${page.publishedBy}` : ""}
          </Text>
        </Text>
      ) : (
        <Badge colorPalette="gray">{t("list.neverPublished")}</Badge>
      )}
      {page.publishedVersion && page.unpublishedChanges && <Badge colorPalette="orange">{t("list.unpublishedChanges")}</Badge>}
    </Stack>
  );
}

function PagesTable({ list, onDeleted }: { list: AdminPageSummary[]; onDeleted: () => void }) {
  const { t, i18n } = useTranslation(["editor", "admin"]);
  const confirm = useConfirm();
  const lang = useLang();
  return (
    <Box overflowX="auto" tabIndex={0} role="region" aria-label={t("list.pagesTable")} borderWidth="1px" rounded="lg">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t("list.page")}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t("list.status")}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t("list.scheduled")}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t("list.edited")}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t("list.actions")}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.map((p) => (
            <Table.Row key={p.slug}>
              <Table.Cell as="th" scope="row">
                <Text fontWeight="semibold">{localize(p.title, lang) || p.slug}</Text>
                <Text fontSize="xs" color="gray.700" fontFamily="mono">
                  {p.publicPath ?? p.slug}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <StatusCell page={p} />
              </Table.Cell>
              <Table.Cell>
                {p.scheduledAtLocal ? (
                  <Badge colorPalette="purple">{p.scheduledAtLocal.replace("T", " ")}</Badge>
                ) : p.scheduleFailedAt ? (
                  <Badge colorPalette="red" whiteSpace="normal">
                    {t("list.scheduleFailed", { at: formatDateTime(p.scheduleFailedAt, i18n.language) })}
                  </Badge>
                ) : (
                  <Text color="gray.700">—</Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <Text fontSize="sm">{formatDateTime(p.draftUpdatedAt, i18n.language)}</Text>
                {p.draftUpdatedBy && (
                  <Text fontSize="xs" color="gray.700">
                    {p.draftUpdatedBy}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <HStack gap="2" wrap="wrap">
                  <Button asChild size="xs" colorPalette="brand">
                    <Link to={`/admin/pages/${p.slug}`} aria-label={t("list.editLabel", { title: localize(p.title, lang) || p.slug })}>
                      {t("list.edit")}
                    </Link>
                  </Button>
                  {p.publicPath && p.publishedVersion && (
                    <ChakraLink href={p.publicPath} target="_blank" rel="noopener" fontSize="sm" colorPalette="brand">
                      {t("list.view")}
                    </ChakraLink>
                  )}
                  {!p.fixed && (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      aria-label={t("list.deleteLabel", { title: localize(p.title, lang) || p.slug })}
                      onClick={async () => {
                        if (
                          !(await confirm({
                            message: t("list.confirmDelete", { title: localize(p.title, lang) || p.slug }),
                            action: t("admin:delete"),
                          }))
                        )
                          return;
                        try {
                          await portal.post(PORTAL_PATHS.adminPageDelete, { slug: p.slug });
                          notify({ type: "success", message: t("list.deleted") });
                          onDeleted();
                        } catch {
                          // The portal client has shown why.
                        }
                      }}
                    >
                      {t("list.delete")}
                    </Button>
                  )}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function SectionsTable() {
  const { t, i18n } = useTranslation(["editor", "admin"]);
  const confirm = useConfirm();
  const [pageNum, setPageNum] = useState(1);
  const { data, mutate } = usePortalQuery<Page<SectionSummary>>(PORTAL_PATHS.adminSectionList, { pageNum, pageSize: PAGE_SIZE });
  return (
    <Stack gap="3" as="section" aria-labelledby="sections-heading">
      <Heading as="h2" size="lg" id="sections-heading">
        {t("list.sections")}
      </Heading>
      <Text color="gray.700">{t("list.sectionsIntro")}</Text>
      {data && data.list.length === 0 && <Text>{t("list.noSections")}</Text>}
      {data && data.list.length > 0 && (
        <Box overflowX="auto" tabIndex={0} role="region" aria-label={t("list.sectionsTable")} borderWidth="1px" rounded="lg">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">{t("list.sectionName")}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t("list.usedBy")}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t("list.sectionState")}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t("list.edited")}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t("list.actions")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.list.map((s) => (
                <Table.Row key={s.id}>
                  <Table.Cell as="th" scope="row">
                    {s.name}
                  </Table.Cell>
                  <Table.Cell>{s.usedBy.length ? s.usedBy.join(", ") : "—"}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" wrap="wrap">
                      <Badge colorPalette="green">{t("section.stateLive", { version: s.liveVersion })}</Badge>
                      {s.unpublishedChanges && <Badge colorPalette="orange">{t("section.stateChanges")}</Badge>}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>
                    {formatDateTime(s.updatedAt, i18n.language)}
                    {s.updatedBy ? ` · ${s.updatedBy}` : ""}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="2">
                      <Button asChild size="xs" colorPalette="brand">
                        <Link to={`/admin/sections/${s.id}`} aria-label={t("list.editLabel", { title: s.name })}>
                          {t("list.edit")}
                        </Link>
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t("list.deleteLabel", { title: s.name })}
                        onClick={async () => {
                          if (!(await confirm({ message: t("list.confirmDelete", { title: s.name }), action: t("admin:delete") }))) return;
                          try {
                            await portal.post(PORTAL_PATHS.adminSectionDelete, { id: s.id });
                            notify({ type: "success", message: t("list.deleted") });
                            await mutate();
                          } catch {
                            // The portal client has shown why (still placed on pages).
                          }
                        }}
                      >
                        {t("list.delete")}
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {data && <Pager pageNum={pageNum} pages={Math.max(1, Math.ceil(data.total / data.pageSize))} onPage={setPageNum} />}
    </Stack>
  );
}

/** The editor's start: every page with its state (live version, unpublished changes, schedule), and the reusable sections. */
export default function AdminPages() {
  const { t } = useTranslation("editor");
  const role = useRole();
  const navigate = useNavigate();
  const allowed = !!role && (PAGE_EDITOR_ROLES as readonly string[]).includes(role);
  const [keyword, setKeyword] = useState("");
  const [sort, setSort] = useState<(typeof PAGE_SORTS)[number]>("updated");
  const [pageNum, setPageNum] = useState(1);
  const { data, mutate } = usePortalQuery<Page<AdminPageSummary>>(allowed ? PORTAL_PATHS.adminPageList : null, {
    pageNum,
    pageSize: PAGE_SIZE,
    keyword,
    sort,
  });
  return (
    <Container maxW="7xl" py="10">
      <Heading as="h1" size="3xl" mb="6">
        {t("list.title")}
      </Heading>
      {role && !allowed && <Text role="alert">{t("notAllowed")}</Text>}
      {allowed && (
        <Stack gap="8">
          <Stack gap="4">
            <ListSearch
              label={t("list.search")}
              onSearch={(k) => {
                setKeyword(k);
                setPageNum(1);
              }}
            >
              <NativeSelect.Root maxW="56">
                <NativeSelect.Field
                  aria-label={t("list.sort")}
                  value={sort}
                  onChange={(e) => {
                    setSort(e.target.value as (typeof PAGE_SORTS)[number]);
                    setPageNum(1);
                  }}
                >
                  {PAGE_SORTS.map((s) => (
                    <option key={s} value={s}>
                      {t(`list.sortBy.${s}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </ListSearch>
            {data && data.list.length === 0 && <Text>{t("list.noMatch")}</Text>}
            {data && data.list.length > 0 && <PagesTable list={data.list} onDeleted={() => void mutate()} />}
            {data && <Pager pageNum={pageNum} pages={Math.max(1, Math.ceil(data.total / data.pageSize))} onPage={setPageNum} />}
          </Stack>
          <CreatePageForm onCreated={(slug) => navigate(`/admin/pages/${slug}`)} />
          <SectionsTable />
        </Stack>
      )}
    </Container>
  );
}
