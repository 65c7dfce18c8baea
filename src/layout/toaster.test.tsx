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
  it("shows the five types; errors are alerts, the others status messages, each its only live region", () => {
    renderAt(<Toaster />, { path: "/toasts" });
    for (const type of TOAST_TYPES) show({ type, message: `a ${type} message` });
    const items = within(region())
      .getAllByText(/ message$/)
      .map((text) => text.closest("[data-type]") as HTMLElement);
    expect(items.map((el) => [el.dataset.type, el.getAttribute("role")])).toEqual([
      ["primary", "status"],
      ["success", "status"],
      ["info", "status"],
      ["warning", "status"],
      ["error", "alert"],
    ]);
    // No live region around the toasts: a screen reader would announce each message twice.
    expect(region().querySelectorAll("[aria-live]")).toHaveLength(0);
    expect(region().closest("[aria-live]")).toBeNull();
  });

  it("closes after 3000 ms by default; duration 0 stays until closed", async () => {
    renderAt(<Toaster />, { path: "/toasts" });
    show({ type: "success", message: "Saved" });
    show({ type: "info", message: "Stays", duration: 0 });
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.getByText("Saved")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText("Saved")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    fireEvent.click(within(screen.getByText("Stays").closest("[data-type]") as HTMLElement).getByRole("button", { name: "Close" }));
    expect(screen.queryByText("Stays")).toBeNull();
  });

  it("groups identical messages with a counter and Escape closes the newest", () => {
    renderAt(<Toaster />, { lang: "zh", path: "/toasts" });
    show({ type: "error", message: "请求失败" });
    show({ type: "warning", message: "注意" });
    show({ type: "error", message: "请求失败" });
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(within(screen.getByRole("alert")).getByTestId("toast-count")).toHaveTextContent("×2");
    expect(screen.getByRole("region", { name: "通知" })).toBeInTheDocument();
    // The repeated error is the newest.
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("注意");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("status")).toBeNull();
  });
});
