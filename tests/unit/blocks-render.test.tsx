import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { banner } from "../../blocks/banner";
import { blockRegistry } from "../../blocks/index";
import { sampleDataByType } from "../../blocks/story-data";
import { RenderBlocks } from "../../src/blocks/render-blocks";
import { renderAt } from "./render";

const one = (type: string, props: unknown, data: Record<string, unknown> = sampleDataByType[type] ?? {}) => [
  { id: type, type, props: props as Record<string, unknown>, data },
];

describe("every registered block", () => {
  it.each(blockRegistry.map((r) => [r.type, r] as const))("%s renders its defaults in Chinese and English", async (type, r) => {
    for (const lang of ["zh", "en"] as const) {
      const { container, unmount } = renderAt(<RenderBlocks blocks={one(type, r.defaults)} />, { lang, path: "/blocks" });
      // Heavy blocks (the contact form) load on demand: wait for them.
      await waitFor(() => expect(container.querySelector(`[data-block-type="${type}"]`), `${type} ${lang}`).not.toBeNull());
      expect(container.textContent?.trim().length, `${type} ${lang}`).toBeGreaterThan(0);
      unmount();
    }
  });

  it("data blocks render nothing (not a crash) when their portal data failed", () => {
    for (const r of blockRegistry.filter((b) => b.data)) {
      const dataKeys = Object.keys(r.data?.(r.defaults) ?? {});
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
  const visibleTitle = () => screen.getByRole("heading", { level: 1 }).textContent;

  it("moves with the buttons, the dots and the arrow keys, with one visible h1", () => {
    renderAt(<RenderBlocks blocks={one("banner", { ...(banner.defaults as object), autoplaySeconds: 0 })} />, { path: "/blocks" });
    expect(slides()).toHaveLength(2);
    expect(visibleTitle()).toBe("High-Activity Lactoferrin, Naturally from Milk");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(visibleTitle()).toBe("Professional Lactoferrin Testing");
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 1" }));
    expect(visibleTitle()).toBe("High-Activity Lactoferrin, Naturally from Milk");
    fireEvent.keyDown(screen.getByRole("region", { name: "Highlights" }), { key: "ArrowLeft" });
    expect(visibleTitle()).toBe("Professional Lactoferrin Testing");
    expect(screen.queryByRole("button", { name: "Pause" })).toBeNull();
  });

  it("autoplays, and the pause button stops it", () => {
    vi.useFakeTimers();
    try {
      renderAt(<RenderBlocks blocks={one("banner", { ...(banner.defaults as object), autoplaySeconds: 5 })} />, { path: "/blocks" });
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
    renderAt(<RenderBlocks blocks={one("banner", { ...(banner.defaults as object), autoplaySeconds: 0 })} />, { path: "/blocks" });
    const region = screen.getByRole("region", { name: "Highlights" });
    fireEvent.pointerDown(region, { pointerType: "touch", clientX: 300 });
    fireEvent.pointerUp(region, { pointerType: "touch", clientX: 100 });
    expect(visibleTitle()).toBe("Professional Lactoferrin Testing");
  });
});
