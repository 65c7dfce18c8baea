import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RESULT_CODES } from "../../schemas/codes";
import { PortalRequestError } from "../portal/portal-client";
import { AUTOSAVE_DELAY_MS, useAutosave } from "./use-autosave";

type State = { title: string };
type Saved = { revision: number };
type Conflict = { revision: number; by: string };

function setUp(save: (revision: number, state: State, explicit: boolean) => Promise<Saved>) {
  return renderHook(() =>
    useAutosave<State, Saved, Conflict>({
      revision: 3,
      initial: { title: "a" },
      save,
      revisionOf: (r) => r.revision,
      isValid: (s) => s.title !== "",
      conflictRevision: (c) => c.revision,
    }),
  );
}

describe("useAutosave (the page editor's and the news editor's)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("saves a second after the last change, naming the revision it started from, then the next one", async () => {
    const save = vi.fn(async (revision: number) => ({ revision: revision + 1 }));
    const { result } = setUp(save);
    act(() => result.current.changed({ title: "ab" }));
    act(() => result.current.changed({ title: "abc" }));
    expect(result.current.status).toBe("pending");
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(save.mock.calls).toEqual([[3, { title: "abc" }, false]]);
    expect(result.current.status).toBe("saved");
    act(() => result.current.changed({ title: "abcd" }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(save.mock.calls[1]).toEqual([4, { title: "abcd" }, false]);
    expect(result.current.revision()).toBe(5);
  });

  it("sends nothing for a state that cannot be sent, nor for one already stored", async () => {
    const save = vi.fn(async () => ({ revision: 4 }));
    const { result } = setUp(save);
    act(() => result.current.changed({ title: "" }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(result.current.status).toBe("invalid");
    act(() => result.current.changed({ title: "a" }));
    expect(result.current.status).toBe("saved");
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(save).not.toHaveBeenCalled();
  });

  it("a conflict stops saving until the editor keeps their state, which is then sent over the newer revision the same way", async () => {
    const save = vi.fn(async (revision: number, _state: State, _explicit: boolean): Promise<Saved> => {
      if (revision === 3) throw new PortalRequestError(RESULT_CODES.conflict, "stale", { revision: 7, by: "Chen" });
      return { revision: revision + 1 };
    });
    const { result } = setUp(save);
    let ok = true;
    await act(async () => {
      ok = await result.current.commit({ title: "mine" });
    });
    expect(ok).toBe(false);
    expect(result.current.status).toBe("conflict");
    expect(result.current.conflict).toEqual({ revision: 7, by: "Chen" });
    act(() => result.current.changed({ title: "mine, more" }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3));
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => {
      ok = await result.current.overwrite();
    });
    expect(ok).toBe(true);
    expect(save.mock.calls[1]).toEqual([7, { title: "mine, more" }, true]);
    expect(result.current.status).toBe("saved");
  });

  it("rebase makes a state saved elsewhere the starting point; leaving within the delay saves at once", async () => {
    const save = vi.fn(async (revision: number) => ({ revision: revision + 1 }));
    const { result, unmount } = setUp(save);
    act(() => result.current.changed({ title: "typed" }));
    act(() => result.current.rebase(9, { title: "restored" }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(save).not.toHaveBeenCalled();
    act(() => result.current.changed({ title: "restored, then edited" }));
    unmount();
    await vi.advanceTimersByTimeAsync(0);
    expect(save.mock.calls).toEqual([[9, { title: "restored, then edited" }, false]]);
  });
});
