import { type PageDocument, PageDocumentSchema } from "../../schemas/page";
import type { DraftConflict, SaveDraftResult } from "../../schemas/page-admin";
import { useAutosave as useStateAutosave } from "../admin/use-autosave";

export type { SaveStatus } from "../admin/use-autosave";

const revisionOf = (result: SaveDraftResult) => result.revision;
const conflictRevision = (conflict: DraftConflict) => conflict.revision;
/** A document that does not even have the right shape (a half-typed anchor) is not sent. */
const isValid = (doc: PageDocument) => PageDocumentSchema.safeParse(doc).success;

/** The page editor's draft, saved a second after each change (see `src/admin/use-autosave.ts`). */
export function useAutosave({
  revision,
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
  return useStateAutosave<PageDocument, SaveDraftResult, DraftConflict>({
    revision,
    initial,
    save,
    onSaved,
    revisionOf,
    isValid,
    conflictRevision,
  });
}
