import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../tests/unit/render";
import { TOAST_TYPES, toastStore } from "./toast/toast-store";
import { notify, Toaster } from "./toaster";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const t of toastStore.getSnapshot()) toastStore.close(t.id);
  vi.useRealTimers();
});

const show = (...args: Parameters<typeof notify>) => act(() => notify(...args));
const region = () => screen.getByRole("region", { name: "Notifications" });

describe("toaster (spec §4, §9)", () => {
  it("shows the five types through two live regions present and empty from the start", () => {
    renderAt(<Toaster />, { path: "/toasts" });
    // In the page before any toast, empty: a region inserted already filled is often not read.
    expect(screen.getByRole("status")).toHaveTextContent(/^$/);
    expect(screen.getByRole("alert")).toHaveTextContent(/^$/);
    expect(screen.getByTestId("toast-alert")).toHaveAttribute("role", "alert");
    expect(screen.getByTestId("toast-status")).toHaveAttribute("role", "status");
    for (const type of TOAST_TYPES) {
      show({ type, message: `a ${type} message` });
      const live = screen.getByTestId(type === "error" ? "toast-alert" : "toast-status");
      expect(live).toHaveTextContent(`a ${type} message`);
    }
    const items = within(region())
      .getAllByText(/ message$/)
      .map((text) => text.closest("[data-type]") as HTMLElement | null)
      .filter((el) => el !== null);
    expect(items.map((el) => el.dataset.type)).toEqual([...TOAST_TYPES]);
    // The drawn toasts are no live regions themselves: a screen reader would announce each twice.
    expect(region().querySelectorAll("[data-type][role], [data-type] [role=status], [aria-live]")).toHaveLength(0);
  }, 15_000);

  it("pauses every toast while one is pointed at or focused, and gives it its whole time after", async () => {
    renderAt(<Toaster />, { path: "/toasts" });
    show({ type: "success", message: "Saved" });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    fireEvent.mouseEnter(region());
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(within(region()).getByText("Saved", { selector: "p" })).toBeInTheDocument();
    fireEvent.mouseLeave(region());
    act(() => within(region()).getByRole("button", { name: "Close" }).focus());
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(within(region()).getByText("Saved", { selector: "p" })).toBeInTheDocument();
    act(() => (document.activeElement as HTMLElement).blur());
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(within(region()).getByText("Saved", { selector: "p" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(within(region()).queryByText("Saved", { selector: "p" })).toBeNull();
  });

  it("closes after 3000 ms by default; duration 0 stays until closed", async () => {
    renderAt(<Toaster />, { path: "/toasts" });
    show({ type: "success", message: "Saved" });
    show({ type: "info", message: "Stays", duration: 0 });
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.getByText("Saved", { selector: "p" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText("Saved", { selector: "p" })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    fireEvent.click(
      within(screen.getByText("Stays", { selector: "p" }).closest("[data-type]") as HTMLElement).getByRole("button", { name: "Close" }),
    );
    expect(screen.queryByText("Stays", { selector: "p" })).toBeNull();
  });

  it("groups identical messages with a counter and Escape closes the newest", () => {
    renderAt(<Toaster />, { lang: "zh", path: "/toasts" });
    show({ type: "error", message: "请求失败" });
    show({ type: "warning", message: "注意" });
    show({ type: "error", message: "请求失败" });
    expect(screen.getAllByText("请求失败", { selector: "p" })).toHaveLength(1);
    expect(screen.getByTestId("toast-count")).toHaveTextContent("×2");
    // The repeat is new text in the alert region, so it is read again.
    expect(screen.getByRole("alert")).toHaveTextContent("请求失败 ×2");
    expect(screen.getByRole("region", { name: "通知" })).toBeInTheDocument();
    // The repeated error is the newest.
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByText("请求失败", { selector: "p" })).toBeNull();
    expect(screen.getByText("注意", { selector: "p" })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByText("注意", { selector: "p" })).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent(/^$/);
  });
});
