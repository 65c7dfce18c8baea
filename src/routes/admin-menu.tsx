import { Box, Button, chakra, Field, Fieldset, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { type ReactNode, useEffect, useState } from "react";
import {
  type AdminMenu,
  ANCHOR_ROUTES,
  MAX_MENU_CHILDREN,
  MAX_MENU_ENTRIES,
  MENU_LINK_KINDS,
  MENU_ROUTES,
  type MenuEntry,
  type MenuItem,
  type MenuLink,
  type MenuLinkKind,
  type MenuTreeName,
  type SiteMenu,
  SiteMenuSchema,
} from "../../schemas/menu";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { AreaHeading } from "../admin/admin-list";
import { copyTree, linkOfKind, moveItem, newEntry, newItem, type TreeUpdate, withTree } from "../admin/menu-editing";
import { useSave } from "../admin/use-save";
import { messageT } from "../i18n/message-t";
import { useTranslation } from "../i18n/react";
import { notify } from "../layout/toaster";
import { pageMeta } from "../page-meta";
import { usePortalQuery } from "../portal/use-portal-query";
import type { Route } from "./+types/admin-menu";

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "admin"), { name: "robots", content: "noindex" }];

/** Problems by the item's place in the menu (`header.0.children.1.label.zh`), as message keys. */
type Problems = ReadonlyMap<string, string>;
type Pages = AdminMenu["pages"];

function problemsOf(menu: SiteMenu): Problems {
  const parsed = SiteMenuSchema.safeParse(menu);
  if (parsed.success) return new Map();
  return new Map(parsed.error.issues.map((i) => [i.path.map(String).join("."), i.message]));
}

function Select({
  label,
  value,
  onChange,
  options,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
  error?: string;
}) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText aria-live="off">{error}</Field.ErrorText>
    </Field.Root>
  );
}

function TextInput({
  label,
  value,
  onChange,
  error,
  helper,
  required = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helper?: string;
  required?: boolean;
}) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input size="sm" value={value} onChange={(e) => onChange(e.currentTarget.value)} />
      {helper && !error && <Field.HelperText color="gray.700">{helper}</Field.HelperText>}
      <Field.ErrorText aria-live="off">{error}</Field.ErrorText>
    </Field.Root>
  );
}

function Checkbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <chakra.label display="flex" alignItems="center" gap="2" cursor="pointer" fontSize="sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        style={{ width: "1.1rem", height: "1.1rem" }}
      />
      {label}
    </chakra.label>
  );
}

/** Where a link leads: its kind, then the route, page, anchor or address. */
function LinkFields({
  link,
  onChange,
  pages,
  path,
  problems,
}: {
  link: MenuLink;
  onChange: (link: MenuLink) => void;
  pages: Pages;
  path: string;
  problems: Problems;
}) {
  const { t } = useTranslation("admin");
  const err = (field: string) => {
    const key = problems.get(`${path}.link.${field}`) ?? (field === "kind" ? problems.get(`${path}.link`) : undefined);
    return key ? messageT(t)(key) : undefined;
  };
  const routeOptions = (routes: readonly (typeof MENU_ROUTES)[number][]) => routes.map((r) => ({ value: r, label: t(`menu.routes.${r}`) }));
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      <Select
        label={t("menu.linkKind")}
        value={link.kind}
        onChange={(kind) => onChange(linkOfKind(kind as MenuLinkKind, link, pages[0]?.slug))}
        options={MENU_LINK_KINDS.map((k) => ({ value: k, label: t(`menu.kinds.${k}`) }))}
        error={err("kind")}
      />
      {link.kind === "route" && (
        <Select
          label={t("menu.route")}
          value={link.route}
          onChange={(route) => onChange({ ...link, route: route as typeof link.route })}
          options={routeOptions(MENU_ROUTES)}
          error={err("route")}
        />
      )}
      {link.kind === "anchor" && (
        <HStack gap="3" align="start">
          <Select
            label={t("menu.route")}
            value={link.route}
            onChange={(route) => onChange({ ...link, route: route as typeof link.route })}
            options={routeOptions(ANCHOR_ROUTES)}
            error={err("route")}
          />
          <TextInput
            label={t("menu.anchor")}
            value={link.anchor}
            onChange={(anchor) => onChange({ ...link, anchor })}
            error={err("anchor")}
            helper={t("menu.anchorHelp")}
            required
          />
        </HStack>
      )}
      {link.kind === "page" &&
        (pages.length === 0 ? (
          <Text fontSize="sm" role="alert">
            {t("menu.noPages")}
          </Text>
        ) : (
          <Select
            label={t("menu.page")}
            value={link.slug}
            onChange={(slug) => onChange({ ...link, slug })}
            options={[
              ...(pages.some((p) => p.slug === link.slug) ? [] : [{ value: link.slug, label: t("menu.choosePage") }]),
              ...pages.map((p) => ({
                value: p.slug,
                label: `${p.title.zh || p.slug} (/p/${p.slug})${p.published ? "" : ` · ${t("menu.unpublished")}`}`,
              })),
            ]}
            error={err("slug")}
          />
        ))}
      {link.kind === "external" && (
        <TextInput
          label={t("menu.url")}
          value={link.url}
          onChange={(url) => onChange({ ...link, url })}
          error={err("url")}
          helper={t("menu.urlHelp")}
          required
        />
      )}
    </SimpleGrid>
  );
}

/** Up, down and remove for one item (keyboard-reachable buttons, named after the item). */
function ItemControls({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <HStack gap="2" flexWrap="wrap">
      <Button size="xs" variant="outline" disabled={index === 0} onClick={() => onMove(-1)} aria-label={t("menu.moveUp", { name })}>
        ↑ {t("menu.up")}
      </Button>
      <Button
        size="xs"
        variant="outline"
        disabled={index === count - 1}
        onClick={() => onMove(1)}
        aria-label={t("menu.moveDown", { name })}
      >
        ↓ {t("menu.down")}
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" onClick={onRemove} aria-label={t("menu.remove", { name })}>
        {t("delete")}
      </Button>
    </HStack>
  );
}

/** One item's fields: its name in both languages side by side, its link and whether visitors see it. */
function ItemFields({
  item,
  onChange,
  pages,
  path,
  problems,
}: {
  item: MenuItem;
  onChange: (item: MenuItem) => void;
  pages: Pages;
  path: string;
  problems: Problems;
}) {
  const { t } = useTranslation("admin");
  const err = (lang: "zh" | "en") => {
    const key = problems.get(`${path}.label.${lang}`);
    return key ? messageT(t)(key) : undefined;
  };
  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextInput
          label={t("bilingual.zh", { label: t("menu.name") })}
          value={item.label.zh}
          onChange={(zh) => onChange({ ...item, label: { ...item.label, zh } })}
          error={err("zh")}
          required
        />
        <TextInput
          label={t("bilingual.en", { label: t("menu.name") })}
          value={item.label.en}
          onChange={(en) => onChange({ ...item, label: { ...item.label, en } })}
          error={err("en")}
          helper={item.label.en.trim() === "" && item.label.zh.trim() ? t("bilingual.fallback", { text: item.label.zh.trim() }) : undefined}
        />
      </SimpleGrid>
      <LinkFields link={item.link} onChange={(link) => onChange({ ...item, link })} pages={pages} path={path} problems={problems} />
      <Checkbox label={t("menu.visible")} checked={item.visible} onChange={(visible) => onChange({ ...item, visible })} />
    </Stack>
  );
}

function itemName(item: MenuItem, fallback: string): string {
  return item.label.zh.trim() || item.label.en.trim() || fallback;
}

function EntryEditor({
  entry,
  index,
  count,
  tree,
  update,
  pages,
  problems,
}: {
  entry: MenuEntry;
  index: number;
  count: number;
  tree: MenuTreeName;
  update: (fn: TreeUpdate) => void;
  pages: Pages;
  problems: Problems;
}) {
  const { t } = useTranslation("admin");
  const path = `${tree}.${index}`;
  const name = itemName(entry, t("menu.entryN", { n: index + 1 }));
  const setEntry = (next: MenuEntry) => update((entries) => entries.map((e, i) => (i === index ? next : e)));
  const setChildren = (children: MenuItem[]) => setEntry({ ...entry, children });
  return (
    <Fieldset.Root
      borderWidth="1px"
      borderColor={entry.visible ? "gray.300" : "gray.200"}
      rounded="lg"
      p="4"
      bg={entry.visible ? "white" : "gray.50"}
      data-menu-entry={entry.id}
    >
      <HStack justify="space-between" flexWrap="wrap" gap="2" mb="2">
        <Fieldset.Legend fontWeight="semibold" fontSize="md">
          {t("menu.entry", { n: index + 1, name })}
          {!entry.visible && ` · ${t("menu.hidden")}`}
        </Fieldset.Legend>
        <ItemControls
          name={name}
          index={index}
          count={count}
          onMove={(delta) => update((entries) => moveItem(entries, index, delta))}
          onRemove={() => update((entries) => entries.filter((_, i) => i !== index))}
        />
      </HStack>
      <ItemFields item={entry} onChange={(item) => setEntry({ ...entry, ...item })} pages={pages} path={path} problems={problems} />
      <Checkbox
        label={t("menu.newsCategories")}
        checked={entry.newsCategories}
        onChange={(newsCategories) => setEntry({ ...entry, newsCategories })}
      />
      <Stack as="ol" gap="3" mt="3" ps={{ base: "2", md: "6" }} borderLeftWidth="3px" borderColor="brand.100" listStyleType="none">
        {entry.children.map((child, j) => {
          const childName = itemName(child, t("menu.childN", { n: j + 1 }));
          return (
            <Box as="li" key={child.id}>
              <Fieldset.Root borderWidth="1px" borderColor="gray.200" rounded="md" p="3" data-menu-child={child.id}>
                <HStack justify="space-between" flexWrap="wrap" gap="2" mb="2">
                  <Fieldset.Legend fontSize="sm" fontWeight="semibold">
                    {t("menu.child", { n: j + 1, name: childName })}
                    {!child.visible && ` · ${t("menu.hidden")}`}
                  </Fieldset.Legend>
                  <ItemControls
                    name={childName}
                    index={j}
                    count={entry.children.length}
                    onMove={(delta) => setChildren(moveItem(entry.children, j, delta))}
                    onRemove={() => setChildren(entry.children.filter((_, k) => k !== j))}
                  />
                </HStack>
                <ItemFields
                  item={child}
                  onChange={(next) => setChildren(entry.children.map((c, k) => (k === j ? next : c)))}
                  pages={pages}
                  path={`${path}.children.${j}`}
                  problems={problems}
                />
              </Fieldset.Root>
            </Box>
          );
        })}
      </Stack>
      <Button
        size="sm"
        variant="outline"
        alignSelf="start"
        mt="3"
        disabled={entry.children.length >= MAX_MENU_CHILDREN}
        onClick={() => setChildren([...entry.children, newItem()])}
      >
        {t("menu.addChild", { name })}
      </Button>
    </Fieldset.Root>
  );
}

function TreeEditor({
  tree,
  menu,
  setMenu,
  pages,
  problems,
  extra,
}: {
  tree: MenuTreeName;
  menu: SiteMenu;
  setMenu: (fn: (menu: SiteMenu) => SiteMenu) => void;
  pages: Pages;
  problems: Problems;
  extra?: ReactNode;
}) {
  const { t } = useTranslation("admin");
  const entries = menu[tree];
  const update = (fn: TreeUpdate) => setMenu((m) => withTree(m, tree, fn));
  const headingId = `menu-${tree}-heading`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Heading as="h2" size="lg" id={headingId}>
          {t(`menu.trees.${tree}`)}
        </Heading>
        {extra}
      </HStack>
      <Stack as="ol" gap="4" listStyleType="none">
        {entries.map((entry, i) => (
          <li key={entry.id}>
            <EntryEditor entry={entry} index={i} count={entries.length} tree={tree} update={update} pages={pages} problems={problems} />
          </li>
        ))}
      </Stack>
      <Button
        size="sm"
        variant="outline"
        alignSelf="start"
        disabled={entries.length >= MAX_MENU_ENTRIES}
        onClick={() => update((e) => [...e, newEntry()])}
      >
        {t("menu.addEntry", { menu: t(`menu.trees.${tree}`) })}
      </Button>
    </Stack>
  );
}

/** The site's navigation: the header's and the footer's menu trees, saved together with a version check. */
export default function AdminMenuScreen() {
  const { t } = useTranslation("admin");
  const save = useSave();
  const { data, mutate } = usePortalQuery<AdminMenu>(PORTAL_PATHS.adminMenuGet);
  const [menu, setMenu] = useState<SiteMenu | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (data) setMenu(data.menu);
  }, [data]);
  const problems: Problems = menu && showProblems ? problemsOf(menu) : new Map();
  const onSave = async () => {
    if (!menu || !data) return;
    if (problemsOf(menu).size > 0) {
      setShowProblems(true);
      notify({ type: "error", message: t("menu.fixProblems") });
      return;
    }
    setSaving(true);
    const saved = await save<AdminMenu>(PORTAL_PATHS.adminMenuUpdate, { version: data.version, menu });
    setSaving(false);
    if (saved) {
      setShowProblems(false);
      await mutate(saved, { revalidate: false });
    }
  };
  const dirty = data && menu ? JSON.stringify(data.menu) !== JSON.stringify(menu) : false;
  const saveBar = (
    <HStack gap="3" flexWrap="wrap">
      <Button colorPalette="brand" onClick={onSave} loading={saving} disabled={!menu}>
        {t("save")}
      </Button>
      {dirty && (
        <Text fontSize="sm" color="gray.700" role="status">
          {t("menu.unsaved")}
        </Text>
      )}
    </HStack>
  );
  return (
    <Stack p={{ base: "4", md: "8" }} gap="6">
      <AreaHeading title={t("areas.menu")} />
      {!menu || !data ? (
        <Text>{t("loading")}</Text>
      ) : (
        <>
          <Text color="gray.700">{data.version === 0 ? `${t("menu.intro")} ${t("menu.builtIn")}` : t("menu.intro")}</Text>
          {saveBar}
          <SimpleGrid columns={{ base: 1, "2xl": 2 }} gap="8" alignItems="start">
            <TreeEditor
              tree="header"
              menu={menu}
              setMenu={(fn) => setMenu((m) => (m ? fn(m) : m))}
              pages={data.pages}
              problems={problems}
            />
            <TreeEditor
              tree="footer"
              menu={menu}
              setMenu={(fn) => setMenu((m) => (m ? fn(m) : m))}
              pages={data.pages}
              problems={problems}
              extra={
                <Button size="sm" variant="ghost" onClick={() => setMenu((m) => (m ? { ...m, footer: copyTree(m.header) } : m))}>
                  {t("menu.copyHeader")}
                </Button>
              }
            />
          </SimpleGrid>
          {saveBar}
        </>
      )}
    </Stack>
  );
}
