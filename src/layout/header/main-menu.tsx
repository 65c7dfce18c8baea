import { Box, Link as ChakraLink } from "@chakra-ui/react";
import { Link, NavLink } from "react-router";
import { useTranslation } from "../../i18n/react";
import type { MenuEntry } from "./menu-items";
import type { Tone } from "./tone";

/**
 * Top-level entries with sub-links that open on hover and on keyboard focus: focusing an entry
 * shows its list at once, so the next Tab walks into it.
 */
export function MainMenu({ entries, tone }: { entries: MenuEntry[]; tone: Tone }) {
  const { t } = useTranslation();
  const color = tone === "dark" ? "white" : "gray.800";
  return (
    <Box as="nav" aria-label={t("nav.label")} display={{ base: "none", lg: "block" }} h="full">
      <Box as="ul" display="flex" gap="1" h="full" listStyleType="none" m="0" p="0">
        {entries.map((entry) => (
          <Box
            as="li"
            key={entry.key}
            position="relative"
            display="flex"
            alignItems="center"
            css={{ "&:hover > ul, &:focus-within > ul": { visibility: "visible", opacity: 1, transform: "translate(-50%, 0)" } }}
          >
            <ChakraLink
              asChild
              color={color}
              fontWeight="medium"
              px="3"
              py="2"
              borderRadius="md"
              _currentPage={{ textDecoration: "underline", textUnderlineOffset: "6px" }}
            >
              <NavLink to={entry.to} end={entry.key !== "consult"}>
                {entry.label}
              </NavLink>
            </ChakraLink>
            {entry.children.length > 0 && (
              <Box
                as="ul"
                aria-label={t("menu.subMenuOf", { name: entry.label })}
                position="absolute"
                top="100%"
                left="50%"
                minW="44"
                bg="white"
                boxShadow="lg"
                borderRadius="md"
                py="2"
                m="0"
                listStyleType="none"
                visibility="hidden"
                opacity={0}
                transform="translate(-50%, -4px)"
                transition="opacity 0.15s ease, transform 0.15s ease"
                zIndex="dropdown"
                data-submenu={entry.key}
              >
                {entry.children.map((child) => (
                  <li key={child.key}>
                    <ChakraLink
                      asChild
                      display="block"
                      px="4"
                      py="2"
                      color="gray.800"
                      whiteSpace="nowrap"
                      _hover={{ bg: "brand.50", color: "brand.700" }}
                      _focusVisible={{ bg: "brand.50" }}
                    >
                      <Link to={child.to}>{child.label}</Link>
                    </ChakraLink>
                  </li>
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
