import { Box, Link as ChakraLink, Flex, IconButton, Stack } from "@chakra-ui/react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/react";
import type { MenuEntry } from "../header/menu-items";
import { ChevronDownIcon } from "../icons";

/** Wide screens with a pointer that hovers: sub-links open on hover and on keyboard focus. */
const HOVER_SCREEN = "@media (hover: hover) and (min-width: 64rem)";
const linkColor = { color: "gray.100", _hover: { color: "white" } } as const;

/**
 * One entry of the footer's menu tree. Where nothing hovers (touch screens) or the screen is
 * small, a disclosure button beside the entry opens its sub-links: tapping the entry itself
 * follows its link.
 */
function FooterMenuEntry({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const hasChildren = entry.children.length > 0;
  return (
    <Box
      as="li"
      position="relative"
      data-open={open || undefined}
      css={{
        "& > ul": { display: "none" },
        "&[data-open] > ul": { display: "flex" },
        [HOVER_SCREEN]: {
          // Always laid out, only invisible: opening moves nothing.
          "& > ul": { display: "flex", visibility: "hidden", opacity: 0 },
          "&:hover > ul, &:focus-within > ul, &[data-open] > ul": { visibility: "visible", opacity: 1 },
        },
      }}
    >
      <Flex align="center" gap="1">
        <ChakraLink asChild fontWeight="bold" {...linkColor}>
          <Link to={entry.to}>{entry.label}</Link>
        </ChakraLink>
        {hasChildren && (
          <IconButton
            aria-label={t("menu.showSubMenu", { name: entry.label })}
            aria-expanded={open}
            aria-controls={listId}
            size="2xs"
            variant="ghost"
            color="gray.100"
            _hover={{ bg: "whiteAlpha.200" }}
            onClick={() => setOpen((o) => !o)}
            data-footer-disclosure={entry.key}
            css={{ "& svg": { transform: open ? "rotate(180deg)" : "none" }, [HOVER_SCREEN]: { display: "none" } }}
          >
            <ChevronDownIcon />
          </IconButton>
        )}
      </Flex>
      {hasChildren && (
        <Stack
          as="ul"
          id={listId}
          aria-label={t("menu.subMenuOf", { name: entry.label })}
          gap="1"
          mt="2"
          p="0"
          listStyleType="none"
          transition="opacity 0.15s ease"
          fontSize="sm"
          data-footer-submenu={entry.key}
        >
          {entry.children.map((child) => (
            <li key={child.key}>
              <ChakraLink asChild color="gray.300" _hover={{ color: "white" }}>
                <Link to={child.to}>{child.label}</Link>
              </ChakraLink>
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The footer's menu tree: the header's entries with their sub-links. */
export function FooterMenu({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  return (
    <Box as="nav" aria-label={t("footer.menu")}>
      <Flex as="ul" listStyleType="none" m="0" p="0" gap={{ base: "4", md: "8" }} wrap="wrap" align="start">
        {entries.map((entry) => (
          <FooterMenuEntry key={entry.key} entry={entry} />
        ))}
      </Flex>
    </Box>
  );
}
