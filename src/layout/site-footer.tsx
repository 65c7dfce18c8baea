import { Box, Link as ChakraLink, Flex, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../paths";
import { useRootData } from "../root-data";

export function SiteFooter() {
  const { t } = useTranslation();
  const info = useRootData()?.websiteInfo;
  return (
    <Box as="footer" bg="gray.900" color="gray.100" mt="16" py="10">
      <Stack maxW="7xl" mx="auto" px="4" gap="6">
        <Flex gap="8" wrap="wrap" justify="space-between">
          {info && <Image src={info.logo.url} alt={info.logo.alt ?? info.siteName} h="10" w="auto" htmlWidth={167} htmlHeight={40} />}
          {info && (
            <Stack gap="1" fontSize="sm">
              <Text>
                {t("footer.address")}: {info.siteAddress}
              </Text>
              <Text>
                {t("footer.email")}:{" "}
                <ChakraLink href={`mailto:${info.email}`} color="gray.100">
                  {info.email}
                </ChakraLink>
              </Text>
              <Text>
                {t("footer.phone")}:{" "}
                <ChakraLink href={`tel:${info.contactPhone.replace(/[^\d+]/g, "")}`} color="gray.100">
                  {info.contactPhone}
                </ChakraLink>
              </Text>
            </Stack>
          )}
        </Flex>
        <HStack gap="4" fontSize="sm" wrap="wrap" borderTopWidth="1px" borderColor="gray.700" pt="4">
          {info && <Text>{info.copyrightInfo}</Text>}
          {info?.recordNo && (
            <ChakraLink href={info.recordUrl} color="gray.100" target="_blank" rel="noopener noreferrer">
              {info.recordNo}
            </ChakraLink>
          )}
          <ChakraLink asChild color="gray.100">
            <Link to={paths.privacy()}>{t("nav.privacy")}</Link>
          </ChakraLink>
          <ChakraLink asChild color="gray.100">
            <Link to={paths.disclaimer()}>{t("nav.disclaimer")}</Link>
          </ChakraLink>
        </HStack>
      </Stack>
    </Box>
  );
}
