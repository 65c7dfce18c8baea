import { ChakraProvider } from "@chakra-ui/react";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import type { Lang } from "../../schemas/lang";
import { createI18n } from "../../src/i18n/i18n";
import { I18nextProvider } from "../../src/i18n/react";
import { system } from "../../src/theme/system";

function HomeStub() {
  return <p>home page</p>;
}

/** Renders `ui` at `path` inside the providers the app uses, with a home route to land on. */
export function renderAt(ui: ReactNode, { lang = "en", path = "/" }: { lang?: Lang; path?: string } = {}) {
  const Stub = createRoutesStub([
    { path: "/", Component: HomeStub },
    { path: "*", Component: () => ui },
  ]);
  return render(
    <I18nextProvider i18n={createI18n(lang)}>
      <ChakraProvider value={system}>
        <Stub initialEntries={[path]} />
      </ChakraProvider>
    </I18nextProvider>,
  );
}
