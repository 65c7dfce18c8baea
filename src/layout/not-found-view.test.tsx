import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../tests/unit/render";
import { NotFoundCountdown } from "./not-found/countdown";
import { StayControl } from "./not-found/stay-control";
import { NotFoundView } from "./not-found-view";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The 404 page as root.tsx composes it: the Stay control first, then the view. */
function Page({ path }: { path: string }) {
  return (
    <NotFoundCountdown active path={path}>
      <StayControl />
      <NotFoundView path={path} />
    </NotFoundCountdown>
  );
}

describe("404 page", () => {
  it("shows the message, tip, image and home button, counts 3-2-1 and then goes home", async () => {
    renderAt(<Page path="/nope" />, { path: "/nope" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Page not found: /nope");
    expect(screen.getByRole("img", { name: "404 illustration" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("timer")).toHaveTextContent("in 3 s");
    // A timer is not read out each second; the status region starts empty.
    expect(screen.getByRole("timer")).not.toHaveAttribute("aria-live");
    expect(screen.getByRole("status")).toHaveTextContent("");
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole("timer")).toHaveTextContent("in 2 s");
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole("timer")).toHaveTextContent("in 1 s");
    expect(screen.queryByText("home page")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText("home page")).toBeInTheDocument();
  });

  it.each([
    ["a key press", () => fireEvent.keyDown(document.body, { key: "Shift" })],
    ["a pointer press", () => fireEvent.pointerDown(document.body)],
    ["focus", () => screen.getByRole("link", { name: "Back to home" }).focus()],
  ])("stops on %s, says so, and stays", async (_, interact) => {
    renderAt(<Page path="/nope" />, { path: "/nope" });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    act(interact);
    expect(screen.getByRole("status")).toHaveTextContent("Countdown stopped: you stay on this page.");
    expect(screen.queryByRole("timer")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.queryByText("home page")).toBeNull();
  });

  it("has a Stay button that stops the countdown and moves focus to the message", async () => {
    renderAt(<Page path="/nope" />, { path: "/nope" });
    act(() => screen.getByRole("button", { name: "Stay on this page" }).click());
    expect(screen.getByRole("status")).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("you stay on this page");
  });

  it("speaks Chinese in Chinese", () => {
    renderAt(<Page path="/没有" />, { lang: "zh", path: "/x" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("页面不存在：/没有");
    expect(screen.getByRole("button", { name: "留在此页" })).toBeInTheDocument();
  });

  it("shows a non-ASCII path decoded, and a malformed escape as it came, without throwing", () => {
    renderAt(<NotFoundView path="/%E4%B8%8D%E5%AD%98%E5%9C%A8/a%20b" />, { path: "/x" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Page not found: /不存在/a b");
    cleanup();
    renderAt(<NotFoundView path="/bad%E4%zz" />, { path: "/x" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Page not found: /bad%E4%zz");
  });
});
