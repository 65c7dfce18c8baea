import { Box, Link as ChakraLink, SimpleGrid, Stack } from "@chakra-ui/react";
import { Link } from "react-router";
import type { MenuEntry } from "./menu-items";

/** The menu with every sub-link visible, for the drawers. */
export function MenuTree({ entries, columns = 1 }: { entries: MenuEntry[]; columns?: number | Record<string, number> }) {
  return (
    <SimpleGrid as="ul" columns={columns} gap="6" listStyleType="none" m="0" p="0">
      {entries.map((entry) => (
        <li key={entry.key}>
          <ChakraLink asChild fontWeight="bold" fontSize="lg" color="gray.900">
            <Link to={entry.to}>{entry.label}</Link>
          </ChakraLink>
          <Stack as="ul" gap="1" mt="2" listStyleType="none" p="0">
            {entry.children.map((child) => (
              <Box as="li" key={child.key}>
                <ChakraLink asChild color="gray.700">
                  <Link to={child.to}>{child.label}</Link>
                </ChakraLink>
              </Box>
            ))}
          </Stack>
        </li>
      ))}
    </SimpleGrid>
  );
}
