import { Badge, HStack, Text } from "@chakra-ui/react";
import type { AdminCategory } from "../../../schemas/admin-content";
import { pickLang } from "../../../schemas/localize-text";
import { MAX_PAGE_SIZE, type Page } from "../../../schemas/paging";
import { PORTAL_PATHS } from "../../../schemas/portal-paths";
import { useLang } from "../../content/use-lang";
import { useTranslation } from "../../i18n/react";
import { usePortalQuery } from "../../portal/use-portal-query";

/** Every news category (a site has a handful; one page of 100 holds them), shared by the list and the form. */
export function useNewsCategories() {
  return usePortalQuery<Page<AdminCategory>>(PORTAL_PATHS.adminCategoryList, { pageSize: MAX_PAGE_SIZE });
}

/** A category's name in the back office's language (English falls back to Chinese). */
export function categoryName(category: Pick<AdminCategory, "name" | "nameEn">, lang: "zh" | "en"): string {
  return pickLang(category.name, category.nameEn, lang);
}

/**
 * A news item's category by name; a code no category has any more (deleted, or renamed outside the
 * back office) is shown as the code, marked missing. Until the categories arrive, the code alone.
 */
export function CategoryLabel({ code, categories }: { code: string; categories: AdminCategory[] | undefined }) {
  const { t } = useTranslation("admin");
  const lang = useLang();
  if (!categories) return <Text as="span">{code}</Text>;
  const category = categories.find((c) => c.code === code);
  if (category) return <Text as="span">{categoryName(category, lang)}</Text>;
  return (
    <HStack gap="1.5" wrap="wrap">
      <Text as="span" fontFamily="mono" fontSize="sm">
        {code}
      </Text>
      <Badge colorPalette="orange" data-testid="category-missing">
        {t("news.categoryMissing")}
      </Badge>
    </HStack>
  );
}
