import { Button, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link, useParams } from "react-router";
import type { z } from "zod";
import { type AdminPolicy, type PolicyInput, PolicyInputSchema } from "../../schemas/admin-content";
import { pickLang } from "../../schemas/localize-text";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { AdminTable, AreaHeading } from "../admin/admin-list";
import { AdminErrorSummary, BilingualRichText, BilingualText } from "../admin/form-fields";
import { useSave } from "../admin/use-save";
import { formatDate } from "../content/format-date";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";
import { pageMeta } from "../page-meta";
import { usePortalQuery } from "../portal/use-portal-query";
import type { Route } from "./+types/admin-policies";

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "admin"), { name: "robots", content: "noindex" }];

function PolicyList() {
  const { t } = useTranslation("admin");
  const lang = useLang();
  const { data } = usePortalQuery<Array<Omit<AdminPolicy, "content">>>(PORTAL_PATHS.adminPolicyList);
  return (
    <Stack p={{ base: "4", md: "8" }} gap="4">
      <AreaHeading title={t("areas.policies")} />
      {data && (
        <AdminTable label={t("areas.policies")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t("policies.title")}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t("policies.code")}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t("list.updatedAt")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.map((p) => (
              <Table.Row key={p.code}>
                <Table.Cell>
                  <Link to={`/admin/policies/${p.code}`} style={{ textDecoration: "underline" }}>
                    {pickLang(p.title.zh, p.title.en, lang)}
                  </Link>
                </Table.Cell>
                <Table.Cell fontFamily="mono">{p.code}</Table.Cell>
                <Table.Cell>{formatDate(p.updatedAt, lang)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </AdminTable>
      )}
    </Stack>
  );
}

function PolicyEditor({ code }: { code: string }) {
  const { t } = useTranslation("admin");
  const save = useSave();
  const { data, mutate } = usePortalQuery<AdminPolicy>(PORTAL_PATHS.adminPolicyGet, { code });
  const form = useForm<PolicyInput, unknown, z.output<typeof PolicyInputSchema>>({
    resolver: zodResolver(PolicyInputSchema),
    mode: "onTouched",
  });
  useEffect(() => {
    if (data) form.reset({ title: data.title, content: data.content });
  }, [data, form]);
  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await save<AdminPolicy>(PORTAL_PATHS.adminPolicyUpdate, { ...values, code, version: data?.version });
    if (saved) await mutate(saved, { revalidate: false });
  });
  return (
    <Stack p={{ base: "4", md: "8" }} gap="4">
      <AreaHeading title={t("policies.edit", { code })}>
        <Button asChild variant="outline">
          <Link to="/admin/policies">{t("backToList")}</Link>
        </Button>
      </AreaHeading>
      {!data ? (
        <Text>{t("loading")}</Text>
      ) : (
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate aria-label={t("policies.edit", { code })}>
            <AdminErrorSummary />
            <Stack gap="6">
              <BilingualText name="title" label={t("policies.title")} required />
              <BilingualRichText name="content" label={t("policies.content")} required />
              <HStack>
                <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
                  {t("save")}
                </Button>
              </HStack>
            </Stack>
          </form>
        </FormProvider>
      )}
    </Stack>
  );
}

/** Privacy policy and disclaimer: bilingual rich text. `/admin/policies/:code` edits one. */
export default function AdminPolicies() {
  const { code } = useParams();
  return code ? <PolicyEditor key={code} code={code} /> : <PolicyList />;
}
