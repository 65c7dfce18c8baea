import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ClientCacheProvider } from "../emotion/emotion-client";
import { system } from "./system";

/**
 * Chakra for the pages built with it: the back office, the page editor and the customer's pages
 * (login, sample testing, personal centre, data comparison). Visitors' pages do without it, and
 * without its runtime styles (decision 115): this wrapper, and with it Chakra, emotion and the
 * theme, is only in those routes' code.
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  return (
    <ClientCacheProvider>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </ClientCacheProvider>
  );
}
