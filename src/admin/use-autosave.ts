import { useCallback, useEffect, useRef, useState } from "react";
import { RESULT_CODES } from "../../schemas/codes";
import { PortalRequestError } from "../portal/portal-client";

export type SaveStatus = "saved" | "pending" | "saving" | "invalid" | "conflict" | "error";

/** How long typing may pause before the state is saved. */
export const AUTOSAVE_DELAY_MS = 1000;

export interface AutosaveOptions<T, R, C> {
  /** The revision the loaded state has: every save names the one it started from (the version check). */
  revision: number;
  /** The state as loaded (no save until it changes). */
  initial: T;
  /** Sends a state over `revision`; `explicit` when the editor pressed Save rather than paused. */
  save: (revision: number, state: T, explicit: boolean) => Promise<R>;
  /** The revision a save's answer names. */
  revisionOf: (result: R) => number;
  /** A state that could not even be sent (a half-typed field) is not: status `invalid`. */
  isValid: (state: T) => boolean;
  /** The newer revision a conflict's data names (for "keep mine"). */
  conflictRevision: (conflict: C) => number;
  onSaved?: (result: R) => void;
}

/**
 * Saves a state a moment after each change, one save at a time, always naming the revision it
 * started from; and at once when the editor leaves. A newer revision on the server stops saving
 * (status `conflict`, with the server's data) until the editor decides: nothing is overwritten
 * without that choice. The page editor and the news editor use it.
 */
export function useAutosave<T, R, C>({
  revision: initialRevision,
  initial,
  save,
  revisionOf,
  isValid,
  conflictRevision,
  onSaved,
}: AutosaveOptions<T, R, C>) {
  const [status, setStatus] = useState<SaveStatus>("saved");
  const [conflict, setConflict] = useState<C | null>(null);
  const revision = useRef(initialRevision);
  const latest = useRef<T>(initial);
  const savedJson = useRef(JSON.stringify(initial));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<R | null> | null>(null);
  const blocked = useRef(false);
  /** Whether the save the conflict stopped was an explicit one ("keep mine" sends it the same way). */
  const blockedExplicit = useRef(false);

  const clearTimer = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  /** One save; null when it failed (the status says why). */
  const send = useCallback(
    async (state: T, explicit: boolean): Promise<R | null> => {
      while (inFlight.current) await inFlight.current;
      if (blocked.current) return null;
      const json = JSON.stringify(state);
      setStatus("saving");
      const run = (async () => {
        try {
          const result = await save(revision.current, state, explicit);
          revision.current = revisionOf(result);
          savedJson.current = json;
          setStatus(JSON.stringify(latest.current) === json ? "saved" : "pending");
          onSaved?.(result);
          return result;
        } catch (err) {
          if (err instanceof PortalRequestError && err.code === RESULT_CODES.conflict) {
            blocked.current = true;
            blockedExplicit.current = explicit;
            setConflict(err.data as C);
            setStatus("conflict");
          } else setStatus("error");
          return null;
        }
      })();
      inFlight.current = run;
      try {
        return await run;
      } finally {
        if (inFlight.current === run) inFlight.current = null;
      }
    },
    [save, revisionOf, onSaved],
  );

  /** Saves the latest state now if it changed (before publishing, sharing, leaving). */
  const saveNow = useCallback(async (): Promise<boolean> => {
    clearTimer();
    if (inFlight.current) await inFlight.current;
    if (blocked.current) return false;
    const state = latest.current;
    if (!isValid(state)) {
      setStatus("invalid");
      return false;
    }
    if (JSON.stringify(state) === savedJson.current) {
      setStatus("saved");
      return true;
    }
    return (await send(state, false)) !== null;
  }, [clearTimer, isValid, send]);

  /** The editor pressed Save: this state, now, as an explicit save (after any save under way). */
  const commit = useCallback(
    async (state: T): Promise<boolean> => {
      clearTimer();
      latest.current = state;
      if (inFlight.current) await inFlight.current;
      if (blocked.current) return false;
      if (JSON.stringify(state) === savedJson.current) {
        setStatus("saved");
        return true;
      }
      return (await send(state, true)) !== null;
    },
    [clearTimer, send],
  );

  const changed = useCallback(
    (state: T) => {
      latest.current = state;
      if (blocked.current) return;
      // Back to what is stored (a reset, an undo) with nothing under way: nothing to save.
      if (!timer.current && !inFlight.current && JSON.stringify(state) === savedJson.current) {
        setStatus("saved");
        return;
      }
      setStatus("pending");
      clearTimer();
      timer.current = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    },
    [clearTimer, saveNow],
  );

  /** After a conflict: keep my state and save it over the newer one (the editor chose to). */
  const overwrite = useCallback(async () => {
    if (!conflict) return false;
    revision.current = conflictRevision(conflict);
    blocked.current = false;
    savedJson.current = "";
    setConflict(null);
    if (blockedExplicit.current) return (await send(latest.current, true)) !== null;
    return saveNow();
  }, [conflict, conflictRevision, saveNow, send]);

  /** A save made elsewhere (a restore) is now the state: it is the new starting point. */
  const rebase = useCallback(
    (next: number, state: T) => {
      clearTimer();
      revision.current = next;
      latest.current = state;
      savedJson.current = JSON.stringify(state);
      blocked.current = false;
      setConflict(null);
      setStatus("saved");
    },
    [clearTimer],
  );

  const saveNowRef = useRef(saveNow);
  saveNowRef.current = saveNow;
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (timer.current || inFlight.current) e.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => {
      window.removeEventListener("beforeunload", warn);
      // Leaving the editor (a link in the app) within the autosave delay: the last edit is saved now,
      // not dropped. The request outlives the editor; a conflict stays unsaved, as before.
      if (timer.current) void saveNowRef.current();
    };
  }, []);

  return {
    status,
    conflict,
    changed,
    saveNow,
    commit,
    overwrite,
    rebase,
    revision: () => revision.current,
    /** After a publish or restore the server names the revision. */
    setRevision: (r: number) => {
      revision.current = r;
    },
  };
}
