import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { ContentTag } from "../content/content-revision";
import type { Database } from "../db/types";
import { compress } from "../http/compression";
import { TIME_SENSITIVE_TAGS } from "./portal-call-tags";

/** One rendered page (or route data answer) and what it was built from. */
export interface CachedPage {
  key: string;
  status: number;
  /** Headers of the render worth replaying (content type); never Set-Cookie. */
  contentType: string;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** The CSP nonce the page was rendered with: its responses send it again (decision 047). */
  nonce: string;
  /** Revision of every tag the render read, as read before its first portal call. */
  revisions: ReadonlyMap<string, number>;
  /** When a scheduled news item becomes visible (epoch ms), or null. */
  expiresAt: number | null;
  bytes: number;
}

/** The entry's bytes in the given encoding (null: identity). */
export function entryBody(entry: CachedPage, encoding: "br" | "gzip" | null): Buffer {
  return encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.body;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
  stale: number;
}

/**
 * Rendered pages in memory, least recently used first out once `maxBytes` is reached. An entry is
 * served only while every content tag it read still has the revision it was built with: one query
 * per hit, and the revisions live in the database, so every instance sees every write at once.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly inflight = new Map<string, Promise<CachedPage | null>>();
  private bytes = 0;
  private readonly counts = { hits: 0, misses: 0, stale: 0 };
  private nextRead: Promise<Map<string, number>> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The fresh entry for `key`, or null (a stale one is dropped). */
  async lookup(key: string): Promise<CachedPage | null> {
    const entry = this.entries.get(key);
    if (!entry) {
      this.counts.misses++;
      return null;
    }
    const expired = entry.expiresAt !== null && entry.expiresAt <= this.now();
    const current = expired ? null : await this.revisionsNow();
    if (!current || [...entry.revisions].some(([tag, rev]) => (current.get(tag) ?? 0) !== rev)) {
      // Only this stale entry: a render that finished while the revisions were read may have stored a fresh one.
      if (this.entries.get(key) === entry) this.drop(key);
      this.counts.stale++;
      this.counts.misses++;
      return null;
    }
    // Most recently used goes last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.counts.hits++;
    return entry;
  }

  /**
   * Runs `render` once for concurrent misses of the same key; the others wait for its entry
   * (null when the render turned out not cacheable, and they render for themselves).
   */
  fill(key: string, render: () => Promise<CachedPage | null>): { entry: Promise<CachedPage | null>; leader: boolean } {
    const running = this.inflight.get(key);
    if (running) return { entry: running, leader: false };
    // A render of this key that finished between the caller's lookup and now: as fresh as a new one.
    const stored = this.entries.get(key);
    if (stored) return { entry: Promise.resolve(stored), leader: false };
    const entry = render().finally(() => this.inflight.delete(key));
    this.inflight.set(key, entry);
    return { entry, leader: true };
  }

  /** Every tag's revision now: taken before a render reads anything, so a write during it makes the entry stale. */
  snapshot(): Promise<Map<string, number>> {
    return this.revisionsNow();
  }

  /**
   * Every tag's revision, read by a query that starts after this call: callers arriving in the same
   * turn of the event loop share one query (under load, one per batch of hits instead of one per
   * hit), and none is answered by a read that began before it asked, so a committed write is
   * always seen.
   */
  private revisionsNow(): Promise<Map<string, number>> {
    if (!this.nextRead) {
      this.nextRead = new Promise((resolve, reject) => {
        setImmediate(() => {
          this.nextRead = null;
          this.db
            .selectFrom("contentRevision")
            .select(["tag", "revision"])
            .execute()
            .then((rows) => resolve(new Map(rows.map((r) => [r.tag, Number(r.revision)]))), reject);
        });
      });
    }
    return this.nextRead;
  }

  /** Compresses once (densest settings) and keeps the entry; returns it. */
  async store(
    key: string,
    page: { status: number; contentType: string; body: Buffer; nonce: string },
    tags: ReadonlySet<ContentTag>,
    snapshot: ReadonlyMap<string, number>,
  ): Promise<CachedPage | null> {
    if (this.maxBytes <= 0) return null;
    const [br, gzip, expiresAt] = await Promise.all([
      compress(page.body, "br", "dense"),
      compress(page.body, "gzip", "dense"),
      [...tags].some((t) => TIME_SENSITIVE_TAGS.has(t)) ? this.nextScheduledNews() : Promise.resolve(null),
    ]);
    const revisions = new Map([...tags].map((t) => [t, snapshot.get(t) ?? 0]));
    const hash = createHash("sha1").update(page.body).digest("base64url").slice(0, 22);
    const entry: CachedPage = {
      key,
      status: page.status,
      contentType: page.contentType,
      body: page.body,
      br,
      gzip,
      // Weak: the same page is sent in three encodings.
      etag: `W/"${hash}"`,
      nonce: page.nonce,
      revisions,
      expiresAt,
      bytes: page.body.byteLength + br.byteLength + gzip.byteLength + key.length * 2 + 256,
    };
    if (entry.bytes > this.maxBytes / 4) return entry; // served once, never kept: one page must not flush the rest
    this.drop(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
    return entry;
  }

  stats(): PageCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, maxBytes: this.maxBytes, ...this.counts };
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** The publish time of the next news item that is published but not yet visible. */
  private async nextScheduledNews(): Promise<number | null> {
    const row = await this.db
      .selectFrom("news")
      .select((eb) => eb.fn.min("publishTime").as("next"))
      .where("status", "=", "published")
      .where("publishTime", ">", new Date(this.now()).toISOString())
      .executeTakeFirst();
    return row?.next ? Date.parse(String(row.next)) : null;
  }
}
