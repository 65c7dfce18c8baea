import { Button, Link as ChakraLink, CloseButton, Drawer, Heading, HStack, Portal, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { HTML_LANG, type Lang, parseLang } from "../../../schemas/lang";
import { useTranslation } from "../../i18n/react";
import { useRootData } from "../../root-data";
import { SocialLinks } from "../social-links";
import { FullDrawerButton } from "./header-triggers";
import { useSwitchLanguage } from "./language-menu";
import { MenuTree } from "./menu-tree";
import { type HeaderDrawerProps, useOpenUntilNavigation } from "./use-open-until-navigation";

/** Spec §9: the full-screen drawer takes 100 %. */
export const FULL_DRAWER_SIZE = "100%";

/** Menu with sub-links, service hotline, address, social links and the language switch (spec §2). */
export function FullScreenDrawer({ entries, tone, defaultOpen = false }: HeaderDrawerProps) {
  const { t, i18n } = useTranslation();
  const info = useRootData()?.websiteInfo;
  const switchLanguage = useSwitchLanguage();
  const openState = useOpenUntilNavigation(defaultOpen);
  const current: Lang = parseLang(i18n.language) ?? "en";
  return (
    <Drawer.Root {...openState} placement="top" size="full">
      <Drawer.Trigger asChild>
        <FullDrawerButton tone={tone} />
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content w={FULL_DRAWER_SIZE} h={FULL_DRAWER_SIZE} maxW="none" data-testid="full-drawer">
            <Drawer.Header>
              <Drawer.Title>{t("menu.fullDrawer")}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack maxW="6xl" mx="auto" gap="10" py="4">
                <MenuTree entries={entries} columns={{ base: 1, sm: 2, lg: 5 }} />
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="8" borderTopWidth="1px" pt="8">
                  {info && (
                    <Stack gap="1">
                      <Heading as="h2" size="sm">
                        {t("contactInfo.hotline")}
                      </Heading>
                      <ChakraLink
                        href={`tel:${info.contactPhone.replace(/[^\d+]/g, "")}`}
                        fontSize="2xl"
                        fontWeight="bold"
                        color="brand.700"
                      >
                        {info.contactPhone}
                      </ChakraLink>
                    </Stack>
                  )}
                  {info && (
                    <Stack gap="1">
                      <Heading as="h2" size="sm">
                        {t("contactInfo.address")}
                      </Heading>
                      <Text>{info.siteAddress}</Text>
                    </Stack>
                  )}
                  <Stack gap="2">
                    <Heading as="h2" size="sm">
                      {t("contactInfo.follow")}
                    </Heading>
                    {info && <SocialLinks info={info} />}
                    <HStack gap="2" mt="2" role="group" aria-label={t("language.label")}>
                      {(["zh", "en"] as const).map((lang) => (
                        <Button
                          key={lang}
                          size="sm"
                          lang={HTML_LANG[lang]}
                          variant={lang === current ? "solid" : "outline"}
                          colorPalette="brand"
                          aria-pressed={lang === current}
                          onClick={() => lang !== current && void switchLanguage(lang)}
                        >
                          {t(`language.${lang}`)}
                        </Button>
                      ))}
                    </HStack>
                  </Stack>
                </SimpleGrid>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="md" aria-label={t("menu.close")} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
