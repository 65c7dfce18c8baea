import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../tests/unit/render";
import { NotFoundView } from "./not-found-view";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("404 page", () => {
  it("shows the message, tip, image and home button, counts 3-2-1 and then goes home", async () => {
    renderAt(<NotFoundView path="/nope" />, { path: "/nope" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Page not found: /nope");
    expect(screen.getByRole("img", { name: "404 illustration" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("timer")).toHaveTextContent("in 3 s");
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole("timer")).toHaveTextContent("in 2 s");
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole("timer")).toHaveTextContent("in 1 s");
    expect(screen.queryByText("home page")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText("home page")).toBeInTheDocument();
  });

  it("speaks Chinese in Chinese", () => {
    renderAt(<NotFoundView path="/没有" />, { lang: "zh", path: "/x" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("页面不存在：/没有");
  });

  it("shows a non-ASCII path decoded, and a malformed escape as it came, without throwing", () => {
    renderAt(<NotFoundView path="/%E4%B8%8D%E5%AD%98%E5%9C%A8/a%20b" />, { path: "/x" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Page not found: /不存在/a b");
    cleanup();
    renderAt(<NotFoundView path="/bad%E4%zz" />, { path: "/x" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Page not found: /bad%E4%zz");
  });
});
