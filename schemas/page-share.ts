import { z } from "zod";
import { PageDocumentSchema, PageSlugSchema } from "./page";

/**
 * Shared previews of a draft (decision 194): a link signed with the server's key that shows the page's
 * latest saved draft to anyone holding it, until it expires.
 */
export const SHARE_LINK_DAYS = [1, 7] as const;
export type ShareLinkDays = (typeof SHARE_LINK_DAYS)[number];

export const AdminPageShareRequestSchema = z.object({
  slug: PageSlugSchema,
  days: z.union([z.literal(1), z.literal(7)]),
});
export type AdminPageShareRequest = z.infer<typeof AdminPageShareRequestSchema>;

export const PageShareLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
});
export type PageShareLink = z.infer<typeof PageShareLinkSchema>;

/** `{slug}.{expiry in Unix seconds}.{signature}`; slugs hold no dots. */
export const ShareTokenSchema = z.string().regex(/^[A-Za-z0-9-]{1,80}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/);
export const PagePreviewRequestSchema = z.object({ token: z.string().max(200) });

/** What a shared link shows: the page's latest saved draft, its sections in their current content. */
export const PagePreviewSchema = z.object({
  slug: z.string(),
  document: PageDocumentSchema,
  draftUpdatedAt: z.string(),
  /** When the link stops working. */
  expiresAt: z.string(),
});
export type PagePreview = z.infer<typeof PagePreviewSchema>;
