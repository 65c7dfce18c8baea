import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { resources } from "../../locales/index";
import { createI18n } from "./i18n";
import { I18nextProvider, useTranslation } from "./react";

/**
 * Translation keys are typed from the locale files (src/i18n/i18next-types.d.ts): each
 * `@ts-expect-error` below fails `npm run typecheck` the day that key stops being an error.
 */
describe("typed translation keys", () => {
  it("a key the locale files lack does not compile, and shows as its key at run time", () => {
    const { t } = createI18n("en");
    // @ts-expect-error: pages.json has no `missing`
    expect(t("pages:missing")).toBe("missing");
    // @ts-expect-error: there is no namespace `nowhere`
    expect(t("nowhere:title")).toBe("title");
    // @ts-expect-error: common (the default namespace) has no `error.message`; pages has
    expect(t("error.message")).toBe("error.message");
    expect(t("pages:error.message")).toBe(resources.en.pages.error.message);
    expect(t("errors:summary", { count: 2 })).toBe("2 fields need attention");
  });
});

/** The hook's `t` knows the namespaces it was asked for: bare keys of the first, the others named. */
function HookKeys() {
  const { t } = useTranslation(["pages", "errors"]);
  // @ts-expect-error: neither pages nor errors has `nope`
  const missing = t("nope");
  return <p>{`${t("error.message")} | ${t("errors:requestFailed")} | ${missing}`}</p>;
}

describe("typed keys through react-i18next", () => {
  it("renders the texts its typed keys name", () => {
    render(
      <I18nextProvider i18n={createI18n("en")}>
        <HookKeys />
      </I18nextProvider>,
    );
    expect(screen.getByText(`${resources.en.pages.error.message} | ${resources.en.errors.requestFailed} | nope`)).toBeTruthy();
  });
});
