import { Badge, Box, Button, Heading, NativeSelect, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import type { z } from "zod";
import { ROLES, type Role } from "../../schemas/account";
import { type AdminUser, type UserCreateInput, UserCreateSchema } from "../../schemas/admin-content";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { AdminTable, AreaHeading, SortHeader, useAdminList } from "../admin/admin-list";
import { useConfirm } from "../admin/confirm-dialog";
import { AdminErrorSummary, SelectField, TextField } from "../admin/form-fields";
import { useSave } from "../admin/use-save";
import { formatDate } from "../content/format-date";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";
import { ListSearch, Pager } from "../inspection/list-controls";
import { pageMeta } from "../page-meta";
import { useSession } from "../session/session-context";
import type { Route } from "./+types/admin-users";

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "admin"), { name: "robots", content: "noindex" }];

function CreateUserForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("admin");
  const save = useSave();
  const form = useForm<UserCreateInput, unknown, z.output<typeof UserCreateSchema>>({
    resolver: zodResolver(UserCreateSchema),
    defaultValues: { account: "", password: "", nickname: "", role: "editor" },
    mode: "onTouched",
  });
  const onSubmit = form.handleSubmit(async (values) => {
    if ((await save(PORTAL_PATHS.adminUserCreate, values, t("users.created"))) !== null) {
      form.reset();
      onDone();
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t("users.create")}>
        <AdminErrorSummary />
        <Stack gap="4" borderWidth="1px" borderColor="gray.200" rounded="lg" p="5">
          <Heading as="h2" size="lg">
            {t("users.create")}
          </Heading>
          <Text color="gray.700" fontSize="sm">
            {t("users.createHelp")}
          </Text>
          <TextField name="account" label={t("users.account")} autoComplete="off" required />
          <TextField name="nickname" label={t("users.nickname")} required />
          <TextField name="password" type="password" label={t("users.firstPassword")} autoComplete="new-password" required />
          <SelectField name="role" label={t("users.role")} options={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))} required />
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={form.formState.isSubmitting}>
            {t("users.createButton")}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}

/** Accounts (admin only): search, filter by role, change roles, disable or enable, create staff. */
export default function AdminUsers() {
  const { t } = useTranslation("admin");
  const confirm = useConfirm();
  const lang = useLang();
  const save = useSave();
  const me = useSession().user?.id;
  const [role, setRole] = useState("");
  const list = useAdminList<AdminUser>(PORTAL_PATHS.adminUserList, { sort: "createdAt", order: "desc" }, role ? { role } : {});
  const changeRole = async (u: AdminUser, next: Role) => {
    await save(PORTAL_PATHS.adminUserSetRole, { id: u.id, version: u.version, role: next });
    void list.mutate();
  };
  const toggle = async (u: AdminUser) => {
    if (!u.disabled && !(await confirm({ message: t("users.confirmDisable", { account: u.account }), action: t("users.disable") }))) return;
    await save(PORTAL_PATHS.adminUserSetDisabled, { id: u.id, version: u.version, disabled: !u.disabled });
    void list.mutate();
  };
  return (
    <Stack p={{ base: "4", md: "8" }} gap="4">
      <AreaHeading title={t("areas.users")} />
      <SimpleGrid columns={{ base: 1, xl: 3 }} gap="6" alignItems="start">
        <Stack gap="4" gridColumn={{ xl: "span 2" }}>
          <ListSearch label={t("users.searchLabel")} onSearch={list.search}>
            <NativeSelect.Root maxW="40">
              <NativeSelect.Field
                aria-label={t("users.roleFilter")}
                value={role}
                onChange={(e) => {
                  setRole(e.target.value);
                  list.setPageNum(1);
                }}
              >
                <option value="">{t("users.allRoles")}</option>
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(`roles.${r}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </ListSearch>
          {list.data && list.data.list.length === 0 && <Text>{t("list.empty")}</Text>}
          {list.data && list.data.list.length > 0 && (
            <AdminTable label={t("areas.users")}>
              <Table.Header>
                <Table.Row>
                  <SortHeader label={t("users.account")} column="account" list={list} />
                  <SortHeader label={t("users.nickname")} column="nickname" list={list} />
                  <Table.ColumnHeader scope="col">{t("users.role")}</Table.ColumnHeader>
                  <SortHeader label={t("users.createdAt")} column="createdAt" list={list} firstOrder="desc" />
                  <Table.ColumnHeader scope="col">{t("users.state")}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.list.map((u) => (
                  <Table.Row key={u.id}>
                    <Table.Cell>{u.account}</Table.Cell>
                    <Table.Cell>{u.nickname}</Table.Cell>
                    <Table.Cell>
                      <NativeSelect.Root size="sm" minW="32" disabled={u.id === me}>
                        <NativeSelect.Field
                          aria-label={t("users.roleOf", { account: u.account })}
                          value={u.role}
                          onChange={(e) => void changeRole(u, e.target.value as Role)}
                        >
                          {ROLES.map((r) => (
                            <option key={r} value={r}>
                              {t(`roles.${r}`)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Table.Cell>
                    <Table.Cell>{formatDate(u.createdAt, lang)}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={u.disabled ? "red" : "green"} mr="2">
                        {u.disabled ? t("users.disabled") : t("users.active")}
                      </Badge>
                      {u.id !== me && (
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() => void toggle(u)}
                          aria-label={t(u.disabled ? "users.enableOf" : "users.disableOf", { account: u.account })}
                        >
                          {u.disabled ? t("users.enable") : t("users.disable")}
                        </Button>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </AdminTable>
          )}
          {list.data && <Pager pageNum={list.pageNum} pages={list.pages} onPage={list.setPageNum} />}
        </Stack>
        <Box>
          <CreateUserForm onDone={() => void list.mutate()} />
        </Box>
      </SimpleGrid>
    </Stack>
  );
}
