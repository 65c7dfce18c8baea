import { SimpleGrid, Stack } from "@chakra-ui/react";
import { type AdminCategory, NEWS_STATUSES } from "../../../schemas/admin-content";
import { useTranslation } from "../../i18n/react";
import { BilingualRichText, BilingualText, ImageField, SelectField, TextField } from "../form-fields";
import { CoverAlt } from "./cover-alt";

/**
 * A news item's fields: bilingual title, summary and body side by side, the cover with its alt
 * text, category, date (China time) and status. `storedCode`: the item's category as saved, kept
 * as a choice (marked) when that category no longer exists.
 */
export function NewsFields({ categories, storedCode }: { categories: AdminCategory[]; storedCode?: string }) {
  const { t } = useTranslation("admin");
  const categoryOptions = [
    { value: "", label: t("news.chooseCategory") },
    ...categories.filter((c) => c.code).map((c) => ({ value: c.code, label: c.nameEn ? `${c.name} / ${c.nameEn}` : c.name })),
  ];
  if (storedCode && !categories.some((c) => c.code === storedCode))
    categoryOptions.push({ value: storedCode, label: t("news.categoryMissingOption", { code: storedCode }) });
  return (
    <Stack gap="6">
      <BilingualText name="title" label={t("news.title")} required />
      <BilingualText name="summary" label={t("news.summary")} multiline />
      <BilingualRichText name="content" label={t("news.body")} required />
      <Stack gap="2">
        <ImageField name="cover" label={t("news.cover")} required />
        <CoverAlt name="cover" />
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <SelectField name="classCode" label={t("news.category")} options={categoryOptions} required />
        <TextField name="publishTime" type="datetime-local" label={t("news.publishTimeChina")} required />
        <SelectField
          name="status"
          label={t("news.statusLabel")}
          options={NEWS_STATUSES.map((s) => ({ value: s, label: t(`news.status.${s}`) }))}
          required
        />
      </SimpleGrid>
    </Stack>
  );
}
