import { Box, Button, DataList, Heading, HStack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { Region } from "../../schemas/entities";
import { type LabInspection, TEST_ITEMS, type TestItemCode } from "../../schemas/inspection";
import { localize, pickLang } from "../../schemas/localize-text";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { formatDateTime } from "../content/format-date";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";
import { portal } from "../portal/browser-portal";
import { saveBlob } from "../portal/save-blob";
import { usePortalQuery } from "../portal/use-portal-query";

/** The facts a customer gave, in the order the lab reads them (`pages:lab.field.*`). */
type FactKey =
  | "customer"
  | "company"
  | "nameOnReport"
  | "contactPerson"
  | "phone"
  | "email"
  | "country"
  | "address"
  | "sample"
  | "productionDate"
  | "storageConditions"
  | "tests"
  | "carrier"
  | "trackingNo"
  | "submittedAt"
  | "notes";

/**
 * Everything the customer wrote on the sample form, for lab staff (issue 23, item 5): contact,
 * address, the sample, how to store it and the name for the report, shipping, notes and the files.
 * An empty optional field says so ("—"), so nothing looks lost.
 */
export function SampleFacts({ inspection: d }: { inspection: LabInspection }) {
  const { t } = useTranslation("pages");
  const lang = useLang();
  const countries = usePortalQuery<Region[]>(PORTAL_PATHS.countryArea);
  const provinces = usePortalQuery<Region[]>(PORTAL_PATHS.provinceList);
  const region = (list: Region[] | undefined, code: string) => {
    const found = list?.find((r) => r.code === code);
    return found ? pickLang(found.name, found.nameEn, lang) : code;
  };
  const place = [region(countries.data, d.countryCode), d.provinceCode ? region(provinces.data, d.provinceCode) : ""]
    .filter(Boolean)
    .join(" · ");
  const rows: Array<[FactKey, ReactNode]> = [
    ["customer", d.customerAccount],
    ["company", d.company],
    ["nameOnReport", d.nameOnReport || t("lab.sameAsCompany")],
    ["contactPerson", d.contactPerson],
    ["phone", d.phone],
    ["email", d.email],
    ["country", place],
    ["address", d.address],
    ["sample", `${d.sampleName} (${d.batchNo}), ${d.quantity} ${d.quantityUnit}`],
    ["productionDate", d.productionDate],
    ["storageConditions", d.storageConditions || "—"],
    ["tests", d.testItems.map((c) => localize(TEST_ITEMS[c as TestItemCode], lang)).join(lang === "zh" ? "、" : ", ")],
    ["carrier", d.carrier || "—"],
    ["trackingNo", d.trackingNo || "—"],
    ["submittedAt", formatDateTime(d.createdAt, lang)],
    [
      "notes",
      d.notes ? (
        <Text key="notes" as="span" whiteSpace="pre-wrap">
          {d.notes}
        </Text>
      ) : (
        "—"
      ),
    ],
  ];
  return (
    <Box data-testid="lab-sample-facts">
      <DataList.Root orientation={{ base: "vertical", md: "horizontal" }} size="sm">
        {rows.map(([key, value]) => (
          <DataList.Item key={key}>
            <DataList.ItemLabel minW="40">{t(`lab.field.${key}`)}</DataList.ItemLabel>
            <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Heading as="h3" size="md" mt="5" mb="2">
        {t("sampleTesting.attachments")}
      </Heading>
      {d.attachments.length === 0 ? (
        <Text color="gray.700">{t("lab.noAttachments")}</Text>
      ) : (
        <HStack gap="2" wrap="wrap">
          {d.attachments.map((a) => (
            <Button
              key={a.id}
              size="sm"
              variant="outline"
              aria-label={t("lab.downloadAttachment", { name: a.name })}
              onClick={async () => {
                try {
                  saveBlob(await portal.postForFile(PORTAL_PATHS.attachmentDownload, { id: a.id }), a.name);
                } catch {
                  // The portal client has shown the server's message.
                }
              }}
            >
              {a.name}
            </Button>
          ))}
        </HStack>
      )}
    </Box>
  );
}
