import { Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { MetaDescriptor } from "react-router";
import type { Policy } from "../../schemas/entities";
import { pickLang } from "../../schemas/localized";
import { pageMeta, rootLang } from "../page-meta";
import { RichText } from "../rich-text/rich-text";
import { formatDate } from "./format-date";
import { PageHeading } from "./page-heading";
import { useLang } from "./use-lang";

type MetaArgs = { matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>; loaderData?: { policy: Policy } };

export function policyMeta({ matches, loaderData }: MetaArgs, titleKey: string): MetaDescriptor[] {
  const p = loaderData?.policy;
  return pageMeta(matches, titleKey, p ? { title: pickLang(p.title, p.titleEn, rootLang(matches)) } : {});
}

export function PolicyRoute({ loaderData: { policy } }: { loaderData: { policy: Policy } }) {
  const lang = useLang();
  const { t } = useTranslation("pages");
  return (
    <PageHeading title={pickLang(policy.title, policy.titleEn, lang)}>
      <Text color="gray.700" mb="6">
        {t("policyUpdated", { date: formatDate(policy.updateTime, lang) })}
      </Text>
      <RichText html={pickLang(policy.content, policy.contentEn, lang)} />
    </PageHeading>
  );
}
