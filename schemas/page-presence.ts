import { z } from "zod";
import { PageSlugSchema } from "./page";

/**
 * Who else has a page open in the editor (decision 195). Each browser tab sends a heartbeat naming
 * itself (a random id it keeps while open); `leaving` when the editor closes.
 */
export const PRESENCE_HEARTBEAT_MS = 15_000;
/** A tab not heard from for this long has left (three missed heartbeats). */
export const PRESENCE_TIMEOUT_MS = 45_000;

export const AdminPagePresenceRequestSchema = z.object({
  slug: PageSlugSchema,
  tab: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  leaving: z.boolean().default(false),
});
export type AdminPagePresenceRequest = z.infer<typeof AdminPagePresenceRequestSchema>;

export const PresentEditorSchema = z.object({
  name: z.string(),
  /** The same account in another tab or browser. */
  you: z.boolean(),
  openedAt: z.string(),
});
export type PresentEditor = z.infer<typeof PresentEditorSchema>;
export const PagePresenceSchema = z.object({ others: z.array(PresentEditorSchema) });
export type PagePresence = z.infer<typeof PagePresenceSchema>;
