import { Box, Table, Text } from "@chakra-ui/react";
import { type Comparison, TEST_ITEMS } from "../../schemas/inspection";
import { localize } from "../../schemas/localize-text";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";

export function ComparisonTable({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation("pages");
  const lang = useLang();
  return (
    <Box
      overflowX="auto"
      tabIndex={0}
      role="region"
      aria-label={t("dataComparison.tableLabel")}
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
    >
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t("lab.col.item")}</Table.ColumnHeader>
            {comparison.inspections.map((ins) => (
              <Table.ColumnHeader key={ins.id} scope="col">
                <Text fontFamily="mono">{ins.inspectionNo}</Text>
                <Text fontWeight="normal">{ins.sampleName}</Text>
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {comparison.rows.map((row) => (
            <Table.Row key={row.itemCode}>
              <Table.Cell as="th" scope="row">
                {localize(TEST_ITEMS[row.itemCode], lang)}
              </Table.Cell>
              {row.values.map((v, i) => (
                <Table.Cell key={comparison.inspections[i]?.id}>
                  {v ? (
                    <>
                      {`${v.value} ${v.unit}`.trim()}{" "}
                      <Text as="span" color={v.passed ? "green.700" : "red.700"} fontSize="xs" fontWeight="semibold">
                        {v.passed ? t("lab.pass") : t("lab.fail")}
                      </Text>
                    </>
                  ) : (
                    <>
                      {/* Real text for screen readers (a plain span's aria-label is not read); the dash for the eye. */}
                      <Text as="span" color="gray.700" aria-hidden="true">
                        —
                      </Text>
                      <Text as="span" srOnly>
                        {t("dataComparison.notTested")}
                      </Text>
                    </>
                  )}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
