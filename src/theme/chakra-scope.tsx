import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ClientCacheProvider } from "../emotion/emotion-client";
import { system } from "./system";

/**
 * Chakra for the pages built with it: the back office and the page editor. Visitors' and customers'
 * pages do without it, and without its runtime styles (decisions 115 and 210): this wrapper, and with
 * it Chakra, emotion and the theme, is only in those routes' code.
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  return (
    <ClientCacheProvider>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </ClientCacheProvider>
  );
}
