import { Button, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { FormProvider, useForm } from "react-hook-form";
import type { z } from "zod";
import { type SiteSettingsInput, SiteSettingsInputSchema } from "../../schemas/admin-content";
import type { SiteSettings } from "../../schemas/entities";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { AreaHeading } from "../admin/admin-list";
import { AdminErrorSummary, BilingualText, ImageField, TextField } from "../admin/form-fields";
import { useSave } from "../admin/use-save";
import { useTranslation } from "../i18n/react";
import { pageMeta } from "../page-meta";
import { usePortalQuery } from "../portal/use-portal-query";
import type { Route } from "./+types/admin-settings";

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "admin"), { name: "robots", content: "noindex" }];

type Loaded = { settings: SiteSettings; version: number; updatedAt: string };

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" gap="4" borderWidth="1px" borderColor="gray.200" rounded="lg" p="5">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function ImageWithAlt({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation("admin");
  return (
    <Stack gap="3">
      <ImageField name={`${name}.url`} label={label} required />
      <BilingualText name={`${name}.alt`} label={t("settings.altOf", { label })} />
    </Stack>
  );
}

/** Website info of spec §3 (logos, icon, contacts, record number, social images) and the footer headlines. */
export default function AdminSettings() {
  const { t } = useTranslation("admin");
  const save = useSave();
  const { data, mutate } = usePortalQuery<Loaded>(PORTAL_PATHS.adminSettingsGet);
  const form = useForm<SiteSettingsInput, unknown, z.output<typeof SiteSettingsInputSchema>>({
    resolver: zodResolver(SiteSettingsInputSchema),
    mode: "onTouched",
  });
  useEffect(() => {
    if (data) form.reset(data.settings);
  }, [data, form]);
  const onSubmit = form.handleSubmit(async (settings) => {
    const saved = await save<Loaded>(PORTAL_PATHS.adminSettingsUpdate, { version: data?.version, settings });
    if (saved) await mutate(saved, { revalidate: false });
  });
  return (
    <Stack p={{ base: "4", md: "8" }} gap="4">
      <AreaHeading title={t("areas.settings")} />
      {!data ? (
        <Text>{t("loading")}</Text>
      ) : (
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate aria-label={t("areas.settings")}>
            <AdminErrorSummary />
            <Stack gap="6">
              <Section title={t("settings.identity")}>
                <BilingualText name="siteName" label={t("settings.siteName")} required />
                <ImageWithAlt name="logo" label={t("settings.logo")} />
                <ImageWithAlt name="colorfulLogo" label={t("settings.colorfulLogo")} />
                <ImageField name="icon.url" label={t("settings.icon")} required />
              </Section>
              <Section title={t("settings.contact")}>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                  <TextField name="contactPhone" label={t("settings.contactPhone")} />
                  <TextField name="email" type="email" label={t("settings.email")} />
                </SimpleGrid>
                <BilingualText name="siteAddress" label={t("settings.siteAddress")} required />
              </Section>
              <Section title={t("settings.samples")}>
                <BilingualText name="labShippingAddress" label={t("settings.labShippingAddress")} multiline />
                <BilingualText name="packingInstructions" label={t("settings.packingInstructions")} multiline />
              </Section>
              <Section title={t("settings.footer")}>
                <BilingualText name="footerHeadline" label={t("settings.footerHeadline")} />
                <BilingualText name="footerSubheadline" label={t("settings.footerSubheadline")} multiline />
                <BilingualText name="copyrightInfo" label={t("settings.copyrightInfo")} required />
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                  <TextField name="recordNo" label={t("settings.recordNo")} />
                  <TextField name="recordUrl" label={t("settings.recordUrl")} />
                </SimpleGrid>
              </Section>
              <Section title={t("settings.social")}>
                <ImageWithAlt name="weixinImg" label={t("settings.weixinImg")} />
                <ImageWithAlt name="douyinImg" label={t("settings.douyinImg")} />
                <ImageWithAlt name="xiaohongshuImg" label={t("settings.xiaohongshuImg")} />
                <TextField name="weiboLink" label={t("settings.weiboLink")} />
              </Section>
              <Button type="submit" colorPalette="brand" alignSelf="start" loading={form.formState.isSubmitting}>
                {t("save")}
              </Button>
            </Stack>
          </form>
        </FormProvider>
      )}
    </Stack>
  );
}
