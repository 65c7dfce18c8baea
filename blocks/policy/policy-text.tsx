import { Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { pickLang } from "../../schemas/localized";
import { formatDate } from "../../src/content/format-date";
import { PageHeading } from "../../src/content/page-heading";
import { RichText } from "../../src/rich-text/rich-text";
import type { BlockComponentProps } from "../define-block";
import type { PolicyData, PolicyProps } from "./index";

export function PolicyText({ data, lang }: BlockComponentProps<PolicyProps, PolicyData>) {
  const { t } = useTranslation("pages");
  const p = data.policy;
  if (!p) return null;
  return (
    <PageHeading title={pickLang(p.title, p.titleEn, lang)}>
      <Text color="gray.700" mb="6">
        {t("policyUpdated", { date: formatDate(p.updateTime, lang) })}
      </Text>
      <RichText html={pickLang(p.content, p.contentEn, lang)} />
    </PageHeading>
  );
}
