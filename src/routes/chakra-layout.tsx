import { Outlet } from "react-router";
import { ChakraScope } from "../theme/chakra-scope";

/** The routes built with Chakra (back office, editor, the customer's pages): a layout without a path (decision 115). */
export default function ChakraLayout() {
  return (
    <ChakraScope>
      <Outlet />
    </ChakraScope>
  );
}
