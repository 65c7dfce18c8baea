import { useCallback, useEffect, useRef, useState } from "react";
import { RESULT_CODES } from "../../schemas/codes";
import { type PageDocument, PageDocumentSchema } from "../../schemas/page";
import type { DraftConflict, SaveDraftResult } from "../../schemas/page-admin";
import { PortalRequestError } from "../portal/portal-client";

export type SaveStatus = "saved" | "pending" | "saving" | "invalid" | "conflict" | "error";

/** How long typing may pause before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 1000;

/**
 * Saves the draft a moment after each change, one save at a time, always naming the revision it
 * started from. A newer draft on the server stops saving (status `conflict`) until the editor
 * decides; a document that does not even have the right shape (a half-typed anchor) is not sent.
 */
export function useAutosave({
  revision: initialRevision,
  initial,
  save,
  onSaved,
}: {
  revision: number;
  /** The draft as loaded (no save until it changes). */
  initial: PageDocument;
  save: (revision: number, doc: PageDocument) => Promise<SaveDraftResult>;
  onSaved?: (result: SaveDraftResult) => void;
}) {
  const [status, setStatus] = useState<SaveStatus>("saved");
  const [conflict, setConflict] = useState<DraftConflict | null>(null);
  const revision = useRef(initialRevision);
  const latest = useRef<PageDocument | null>(initial);
  const savedJson = useRef<string | null>(JSON.stringify(initial));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const blocked = useRef(false);

  const saveNow = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (inFlight.current) await inFlight.current;
    const doc = latest.current;
    if (!doc || blocked.current) return !blocked.current;
    if (!PageDocumentSchema.safeParse(doc).success) {
      setStatus("invalid");
      return false;
    }
    const json = JSON.stringify(doc);
    if (json === savedJson.current) {
      setStatus("saved");
      return true;
    }
    setStatus("saving");
    const run = (async () => {
      try {
        const result = await save(revision.current, doc);
        revision.current = result.revision;
        savedJson.current = json;
        setStatus(JSON.stringify(latest.current) === json ? "saved" : "pending");
        onSaved?.(result);
        return true;
      } catch (err) {
        if (err instanceof PortalRequestError && err.code === RESULT_CODES.conflict) {
          blocked.current = true;
          setConflict(err.data as DraftConflict);
          setStatus("conflict");
        } else setStatus("error");
        return false;
      }
    })();
    inFlight.current = run;
    const ok = await run;
    inFlight.current = null;
    return ok;
  }, [save, onSaved]);

  const changed = useCallback(
    (doc: PageDocument) => {
      latest.current = doc;
      if (blocked.current) return;
      setStatus("pending");
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    },
    [saveNow],
  );

  /** After a conflict: keep my draft and save it over the newer one (the editor chose to). */
  const overwrite = useCallback(async () => {
    if (!conflict) return false;
    revision.current = conflict.revision;
    blocked.current = false;
    savedJson.current = "";
    setConflict(null);
    return saveNow();
  }, [conflict, saveNow]);

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
    overwrite,
    revision: () => revision.current,
    /** After a publish or restore the server names the draft's revision. */
    setRevision: (r: number) => {
      revision.current = r;
    },
  };
}
