import { Box, Table, Text } from "@chakra-ui/react";
import { localize } from "../../schemas/localize";
import { blockText } from "../block-strings";
import type { BlockComponentProps } from "../define-block";
import { Section } from "../section";
import type { IngredientTableProps } from "./index";
import { ingredientTableStrings } from "./strings";

export function IngredientTable({ props, lang }: BlockComponentProps<IngredientTableProps>) {
  const t = blockText(ingredientTableStrings, lang);
  const note = localize(props.note, lang);
  return (
    <Section heading={localize(props.heading, lang)} intro={localize(props.intro, lang)} tone="tinted">
      {/* Scrolls sideways on narrow screens, so it must be reachable and named for keyboard users. */}
      <Box
        overflowX="auto"
        bg="white"
        rounded="lg"
        borderWidth="1px"
        borderColor="gray.200"
        tabIndex={0}
        role="region"
        aria-label={localize(props.heading, lang)}
        _focusVisible={{ outline: "2px solid", outlineColor: "brand.600", outlineOffset: "2px" }}
      >
        <Table.Root size="md">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t("item")}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t("value")}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t("method")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {props.rows.map((row) => (
              <Table.Row key={row.item.zh}>
                <Table.Cell as="th" scope="row" fontWeight="semibold">
                  {localize(row.item, lang)}
                </Table.Cell>
                <Table.Cell>{localize(row.value, lang)}</Table.Cell>
                <Table.Cell color="gray.700">{localize(row.method, lang)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {note && (
        <Text mt="4" fontSize="sm" color="gray.700">
          {note}
        </Text>
      )}
    </Section>
  );
}
