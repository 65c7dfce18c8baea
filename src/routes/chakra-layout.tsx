import { Outlet } from "react-router";
import { ChakraScope } from "../theme/chakra-scope";

/** The routes built with Chakra (the back office and the page editor): a layout without a path (decisions 115, 210). */
export default function ChakraLayout() {
  return (
    <ChakraScope>
      <Outlet />
    </ChakraScope>
  );
}
