import { chakra, HStack } from "@chakra-ui/react";
import { DETECTING_FILTER_NAMES, type DetectingFilter } from "../../schemas/inspection";
import { useTranslation } from "../i18n/react";

/**
 * Which inspections without a report the "detecting" tab lists: in progress, rejected or cancelled.
 * Native radio buttons (arrow keys move between them), drawn as a row of pills.
 */
export function DetectingFilterChoice({ value, onChange }: { value: DetectingFilter; onChange: (next: DetectingFilter) => void }) {
  const { t } = useTranslation("pages");
  return (
    <chakra.fieldset>
      <chakra.legend fontSize="sm" fontWeight="semibold" mb="2">
        {t("inspection.filter.label")}
      </chakra.legend>
      <HStack gap="2" wrap="wrap">
        {DETECTING_FILTER_NAMES.map((name) => (
          <chakra.label
            key={name}
            display="inline-flex"
            alignItems="center"
            gap="2"
            px="3"
            py="1.5"
            borderWidth="1px"
            rounded="full"
            cursor="pointer"
            fontSize="sm"
            borderColor={value === name ? "brand.600" : "gray.300"}
            bg={value === name ? "brand.50" : "white"}
            color={value === name ? "brand.800" : "gray.800"}
            _focusWithin={{ outline: "2px solid", outlineColor: "brand.600", outlineOffset: "2px" }}
          >
            <chakra.input
              type="radio"
              name="detecting-filter"
              value={name}
              checked={value === name}
              onChange={() => onChange(name)}
              accentColor="var(--chakra-colors-brand-600)"
            />
            {t(`inspection.filter.${name}`)}
          </chakra.label>
        ))}
      </HStack>
    </chakra.fieldset>
  );
}
