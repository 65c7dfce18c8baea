import { Box, Button, chakra, Input, NativeSelect, Table } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { type LabInspection, ResultEntrySchema, TEST_ITEMS, type TestItemCode } from "../../schemas/inspection";
import { localize } from "../../schemas/localize-text";
import { useLang } from "../content/use-lang";
import { messageT } from "../i18n/message-t";
import { useTranslation } from "../i18n/react";

/** The form edits strings (a select gives "pass"/"fail"); the schema turns them into result entries. */
const RowSchema = ResultEntrySchema.extend({
  passed: z.enum(["pass", "fail"], { error: "validation.passedRequired" }).transform((v) => v === "pass"),
});
const FormSchema = z.object({ rows: z.array(RowSchema) });

/** Results per ordered test item: value, unit, method, limit, pass/fail. */
export function ResultEntryForm({
  inspection,
  onSave,
}: {
  inspection: LabInspection;
  onSave: (results: z.output<typeof FormSchema>["rows"]) => Promise<void>;
}) {
  const { t } = useTranslation(["pages", "errors"]);
  const lang = useLang();
  const existing = new Map(inspection.results.map((r) => [r.itemCode, r]));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(FormSchema),
    defaultValues: {
      rows: inspection.testItems.map((code) => {
        const r = existing.get(code as TestItemCode);
        return {
          itemCode: code as TestItemCode,
          value: r?.value ?? "",
          unit: r?.unit ?? "",
          method: r?.method ?? "",
          limit: r?.limit ?? "",
          passed: (r ? (r.passed ? "pass" : "fail") : "") as "pass" | "fail",
        };
      }),
    },
  });
  const errorOf = (i: number, field: "value" | "passed") => errors.rows?.[i]?.[field]?.message;

  return (
    <chakra.form onSubmit={handleSubmit(({ rows }) => onSave(rows))} noValidate aria-label={t("lab.resultsForm")}>
      <Box overflowX="auto" tabIndex={0} role="region" aria-label={t("lab.results")}>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              {(["item", "value", "unit", "method", "limit", "verdict"] as const).map((h) => (
                <Table.ColumnHeader key={h} scope="col">
                  {t(`lab.col.${h}`)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {inspection.testItems.map((code, i) => {
              const item = localize(TEST_ITEMS[code as TestItemCode], lang);
              return (
                <Table.Row key={code}>
                  <Table.Cell as="th" scope="row">
                    {item}
                  </Table.Cell>
                  <Table.Cell>
                    <Input
                      size="sm"
                      aria-label={`${item}: ${t("lab.col.value")}`}
                      aria-invalid={!!errorOf(i, "value")}
                      {...register(`rows.${i}.value`)}
                    />
                    {errorOf(i, "value") && (
                      <Box color="red.700" fontSize="xs">
                        {messageT(t)(`errors:${errorOf(i, "value")}`)}
                      </Box>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <Input size="sm" aria-label={`${item}: ${t("lab.col.unit")}`} {...register(`rows.${i}.unit`)} />
                  </Table.Cell>
                  <Table.Cell>
                    <Input size="sm" aria-label={`${item}: ${t("lab.col.method")}`} {...register(`rows.${i}.method`)} />
                  </Table.Cell>
                  <Table.Cell>
                    <Input size="sm" aria-label={`${item}: ${t("lab.col.limit")}`} {...register(`rows.${i}.limit`)} />
                  </Table.Cell>
                  <Table.Cell>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field
                        aria-label={`${item}: ${t("lab.col.verdict")}`}
                        aria-invalid={!!errorOf(i, "passed")}
                        {...register(`rows.${i}.passed`)}
                      >
                        <option value="">{t("lab.choose")}</option>
                        <option value="pass">{t("lab.pass")}</option>
                        <option value="fail">{t("lab.fail")}</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    {errorOf(i, "passed") && (
                      <Box color="red.700" fontSize="xs">
                        {messageT(t)(`errors:${errorOf(i, "passed")}`)}
                      </Box>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      <Button type="submit" mt="4" colorPalette="brand" loading={isSubmitting}>
        {t("lab.saveResults")}
      </Button>
    </chakra.form>
  );
}
