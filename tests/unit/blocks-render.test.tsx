import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { banner } from "../../blocks/banner";
import { bannerSample } from "../../blocks/banner/sample-data";
import { blockRegistry } from "../../blocks/index";
import { newsList } from "../../blocks/news-list";
import { richText } from "../../blocks/rich-text";
import { RenderBlocks } from "../../src/blocks/render-blocks";
import { watchBlockFailures } from "../support/block-failures";
import { renderAt } from "./render";

const one = (type: string, props: unknown, data: Record<string, unknown> = {}) => [
  { id: type, type, props: props as Record<string, unknown>, data },
];

describe("every registered block", () => {
  it.each(blockRegistry.map((r) => [r.type, r] as const))(
    "%s renders its defaults and its sample data in Chinese and English",
    async (type, r) => {
      const sample = ((await r.sample?.()) ?? {}) as Record<string, unknown>;
      const watch = watchBlockFailures();
      try {
        for (const lang of ["zh", "en"] as const) {
          // Heavy blocks (the contact form) load on demand: the page waits for their code, so the
          // render is awaited (React's act) and then checked.
          const { container, unmount } = await act(async () =>
            renderAt(<RenderBlocks blocks={one(type, r.defaults, sample)} />, { lang, path: "/blocks" }),
          );
          // A component that threw fails the test with its own error, not with a wait that runs out.
          await waitFor(() => {
            if (watch.failures.length > 0) return;
            expect(container.querySelector(`[data-block-type="${type}"]`), `${type} ${lang}`).not.toBeNull();
            expect(container.textContent?.trim().length, `${type} ${lang}`).toBeGreaterThan(0);
          });
          watch.rethrow();
          unmount();
        }
      } finally {
        watch.restore();
      }
    },
  );

  it("data blocks render nothing (not a crash) when their portal data failed", () => {
    for (const r of blockRegistry.filter((b) => b.data)) {
      const dataKeys = Object.keys(r.data?.(r.defaults) ?? {});
      // A block whose data only adds to its props (media-text reads an uploaded image's alt text) asks nothing for its defaults.
      if (dataKeys.length === 0) continue;
      const failed = Object.fromEntries(dataKeys.map((k) => [k, null]));
      const { container, unmount } = renderAt(<RenderBlocks blocks={one(r.type, r.defaults, failed)} />, { path: "/blocks" });
      const wrapper = container.querySelector(`[data-block-type="${r.type}"]`);
      expect(wrapper, r.type).not.toBeNull();
      expect(wrapper?.textContent, r.type).toBe("");
      unmount();
    }
  });
});

describe("banner carousel", () => {
  const slides = () => screen.getAllByRole("group", { hidden: true });
  // The page's h1 stays put (WCAG 2.4.6); the current slide's title is the one h2.
  const visibleTitle = () => screen.getByRole("heading", { level: 2 }).textContent;
  const pageHeading = () => screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent);

  it("moves with the buttons, the dots and the arrow keys on its own controls, with one h1 that does not change", () => {
    renderAt(<RenderBlocks blocks={one("banner", { ...(banner.defaults as object), autoplaySeconds: 0 }, bannerSample)} />, {
      path: "/blocks",
    });
    expect(slides()).toHaveLength(2);
    const h1 = pageHeading();
    expect(h1).toHaveLength(1);
    expect(visibleTitle()).toBe("High-Activity Lactoferrin, Naturally from Milk");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(visibleTitle()).toBe("Professional Lactoferrin Testing");
    expect(pageHeading()).toEqual(h1);
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 1" }));
    expect(visibleTitle()).toBe("High-Activity Lactoferrin, Naturally from Milk");
    fireEvent.keyDown(screen.getByRole("button", { name: "Next slide" }), { key: "ArrowLeft" });
    expect(visibleTitle()).toBe("Professional Lactoferrin Testing");
    expect(screen.queryByRole("button", { name: "Pause" })).toBeNull();
  });

  it("autoplays, and the pause button stops it", () => {
    vi.useFakeTimers();
    try {
      renderAt(<RenderBlocks blocks={one("banner", { ...(banner.defaults as object), autoplaySeconds: 5 }, bannerSample)} />, {
        path: "/blocks",
      });
      act(() => vi.advanceTimersByTime(5_000));
      expect(visibleTitle()).toBe("Professional Lactoferrin Testing");
      fireEvent.click(screen.getByRole("button", { name: "Pause" }));
      act(() => vi.advanceTimersByTime(20_000));
      expect(visibleTitle()).toBe("Professional Lactoferrin Testing");
      expect(screen.getByRole("button", { name: "Play" })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("follows a swipe", () => {
    renderAt(<RenderBlocks blocks={one("banner", { ...(banner.defaults as object), autoplaySeconds: 0 }, bannerSample)} />, {
      path: "/blocks",
    });
    const region = screen.getByRole("region", { name: "Highlights" });
    fireEvent.pointerDown(region, { pointerType: "touch", clientX: 300 });
    fireEvent.pointerUp(region, { pointerType: "touch", clientX: 100 });
    expect(visibleTitle()).toBe("Professional Lactoferrin Testing");
  });
});

describe("renderer isolation in the browser", () => {
  it("a block whose component throws shows nothing; the blocks around it render and the error names the block", () => {
    const cta = blockRegistry.find((r) => r.type === "callToAction")?.defaults as Record<string, unknown>;
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { container } = renderAt(
        <RenderBlocks
          blocks={[
            { id: "before", type: "callToAction", props: cta, data: {} },
            // The portal answered an unexpected shape: `list` is not a list, so the component throws.
            { id: "broken-news", type: "newsList", props: newsList.defaults as Record<string, unknown>, data: { news: { list: "oops" } } },
            { id: "after", type: "richText", props: richText.defaults as Record<string, unknown>, data: {} },
          ]}
        />,
        { path: "/blocks" },
      );
      expect(container.querySelector('[data-block-type="callToAction"]')?.textContent).toContain("Need your lactoferrin sample tested?");
      expect(container.querySelector('[data-block-type="richText"]')?.textContent).toContain("Lactoferrin is an iron-binding");
      expect(container.querySelector('[data-block-type="newsList"]')?.textContent).toBe("");
      expect(errors.mock.calls.some((c) => String(c[0]).includes('block "broken-news" (newsList)'))).toBe(true);
    } finally {
      errors.mockRestore();
    }
  });
});

describe("rich text in English", () => {
  it("falls back to the Chinese when the English shows nothing", () => {
    const props = { heading: { zh: "标题", en: "Heading" }, body: { zh: "<p>中文正文</p>", en: "<p>&nbsp;</p>" } };
    const { container } = renderAt(<RenderBlocks blocks={one("richText", props)} />, { lang: "en", path: "/blocks" });
    expect(container.querySelector(".rich-text")?.textContent).toBe("中文正文");
  });
});

describe("a registered block without a component in blocks/components.ts", () => {
  it("is reported (once) instead of vanishing from visitors' pages in silence", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { unmount } = renderAt(<RenderBlocks blocks={[...one("quoteWithoutView", {}), ...one("quoteWithoutView", {})]} />, {
        path: "/blocks",
      });
      const reports = spy.mock.calls.filter((c) => String(c[0]).includes('"quoteWithoutView" has no component in blocks/components.ts'));
      expect(reports).toHaveLength(1);
      unmount();
    } finally {
      spy.mockRestore();
    }
  });
});
