import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import type { ShippingInfo } from "../../schemas/inspection";
import { useTranslation } from "../i18n/react";

/** Where to send a sample just registered and how to pack it (site settings); nothing when none is set. */
export function ShippingInstructions({ shipping }: { shipping: ShippingInfo }) {
  const { t } = useTranslation("pages");
  if (!shipping.address && !shipping.instructions) return null;
  return (
    <Stack gap="3" bg="white" borderWidth="1px" borderColor="green.200" rounded="lg" p="5" data-testid="shipping-instructions">
      {shipping.address && (
        <Box>
          <Heading as="h3" size="md" mb="1">
            {t("sampleTesting.shipToTitle")}
          </Heading>
          <Text as="address" fontStyle="normal" whiteSpace="pre-line">
            {shipping.address}
          </Text>
        </Box>
      )}
      {shipping.instructions && (
        <Box>
          <Heading as="h3" size="md" mb="1">
            {t("sampleTesting.packingTitle")}
          </Heading>
          <Text whiteSpace="pre-line">{shipping.instructions}</Text>
        </Box>
      )}
    </Stack>
  );
}
