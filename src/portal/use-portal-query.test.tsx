import { act, render, screen } from "@testing-library/react";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../i18n/i18n";
import { I18nextProvider } from "../i18n/react";
import { usePortalQuery } from "./use-portal-query";

afterEach(() => vi.unstubAllGlobals());

function Banner({ path }: { path: string | null }) {
  const { data, error } = usePortalQuery<{ title: string }>(path, { position: "index" });
  return <p>{error ? "failed" : (data?.title ?? "loading")}</p>;
}

function mount(path: string | null, lang: "zh" | "en" = "en") {
  const i18n = createI18n(lang);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Banner path={path} />
      </SWRConfig>
    </I18nextProvider>,
  );
  return { i18n, view };
}

describe("usePortalQuery", () => {
  it("posts the body with the page language and gives the envelope's data", async () => {
    document.documentElement.lang = "en-US";
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ code: "000000", message: "", data: { title: "Hello" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    mount("/api/portal/content/banner/getList");
    expect(await screen.findByText("Hello")).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/portal/content/banner/getList");
    expect(JSON.parse(String(init?.body))).toEqual({ position: "index", lang: "en-US" });
  });

  it("fetches nothing without a path (a query that waits, e.g. for a logged-in user)", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    mount(null);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fetches again when the language changes (the language is part of the key)", async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ code: "000000", message: "", data: { title: `call ${fetchMock.mock.calls.length}` } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { i18n } = mount("/api/portal/content/banner/getList");
    expect(await screen.findByText("call 1")).toBeInTheDocument();
    await act(() => i18n.changeLanguage("zh"));
    expect(await screen.findByText("call 2")).toBeInTheDocument();
  });

  it("reports a portal failure as an error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ code: "000002", message: "not there", data: null })),
    );
    mount("/api/portal/content/banner/getList");
    expect(await screen.findByText("failed")).toBeInTheDocument();
  });
});
