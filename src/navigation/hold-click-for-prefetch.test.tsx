import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { holdClicksForPendingPrefetch } from "./hold-click-for-prefetch";

let release: () => void = () => {};
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  release();
  vi.useRealTimers();
});

function setup(pending: (a: HTMLAnchorElement) => Promise<unknown> | null) {
  const router = createMemoryRouter(
    [
      {
        path: "/a",
        element: (
          <Link to="/b" replace state={{ from: "a" }} preventScrollReset>
            <span>to b</span>
          </Link>
        ),
      },
      { path: "/b", element: <p>page b</p> },
    ],
    { initialEntries: ["/start", "/a"], initialIndex: 1 },
  );
  release = holdClicksForPendingPrefetch(window, pending);
  render(<RouterProvider router={router} />);
  return router;
}

describe("a click on a link whose module is still prefetching", () => {
  it("waits at most 100 ms, then navigates with the link's replace, state and preventScrollReset", async () => {
    const router = setup(() => new Promise(() => {}));
    fireEvent.click(screen.getByText("to b"));
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(router.state.location.pathname).toBe("/a");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe("/b");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(router.state.location.state).toEqual({ from: "a" });
    expect(router.state.preventScrollReset).toBe(true);
    expect(screen.getByText("page b")).toBeInTheDocument();
  });

  it("goes on as soon as the module has loaded", async () => {
    const router = setup(() => new Promise((resolve) => setTimeout(resolve, 30)));
    fireEvent.click(screen.getByText("to b"));
    await act(() => vi.advanceTimersByTimeAsync(29));
    expect(router.state.location.pathname).toBe("/a");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe("/b");
  });

  it("leaves other clicks alone: nothing pending, or a modified click", async () => {
    const pending = vi.fn<(a: HTMLAnchorElement) => Promise<unknown> | null>(() => null);
    const router = setup(pending);
    fireEvent.click(screen.getByText("to b"), { ctrlKey: true });
    expect(pending).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText("to b"));
    expect(pending).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(router.state.location.pathname).toBe("/b");
  });
});
