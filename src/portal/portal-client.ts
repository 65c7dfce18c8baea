import { RESULT_CODES } from "../../schemas/codes";
import { HTML_LANG, type Lang } from "../../schemas/lang";

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface PortalClientOptions {
  /** Empty string: same origin. */
  baseUrl: string;
  fetch: FetchLike;
  lang: () => Lang;
  token: () => string | null;
  /** Code 000004: the caller clears the session and goes to /login. */
  onSessionExpired: () => void;
  /** Any other failure: the caller shows this (already translated) message as an error toast. */
  onError: (message: string) => void;
  /** "Request failed, please retry" in the current language. */
  fallbackMessage: () => string;
  /** 0 = no timeout (spec §9). */
  timeoutMs?: number;
}

export class PortalRequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = "PortalRequestError";
  }
}

/**
 * The envelope `{ code, message, data }` read without zod (its schema, schemas/envelope.ts, is for
 * the server and tests): zod would add ~25 KB to every page for these two shape checks.
 */
function readEnvelope(body: unknown): { code: string; message: string | null | undefined; data: unknown } | null {
  if (body === null || typeof body !== "object") return null;
  const { code, message, data } = body as Record<string, unknown>;
  if (typeof code !== "string" || (message != null && typeof message !== "string")) return null;
  return { code, message: message as string | null | undefined, data };
}

function readSuccessFlag(body: unknown): { success: boolean; data: unknown } | null {
  if (body === null || typeof body !== "object") return null;
  const { success, data } = body as Record<string, unknown>;
  return typeof success === "boolean" ? { success, data } : null;
}

/** Code used when no envelope arrived at all (network failure, non-JSON answer). */
export const NETWORK_FAILURE = "network";

export interface UploadOptions {
  fieldName?: string;
  fileName?: string;
  /** Upload progress from 0 to 1 (uses XMLHttpRequest, which reports it; fetch does not). */
  onProgress?: (fraction: number) => void;
}

/** The portal client of spec §7: one place that knows the envelope, the headers and the codes. */
export function createPortalClient(o: PortalClientOptions) {
  const url = (path: string) => `${o.baseUrl.replace(/\/$/, "")}${path}`;
  const signal = () => (o.timeoutMs && o.timeoutMs > 0 ? AbortSignal.timeout(o.timeoutMs) : undefined);

  function headers(json: boolean): Record<string, string> {
    const h: Record<string, string> = { lang: HTML_LANG[o.lang()] };
    if (json) h["content-type"] = "application/json";
    const token = o.token();
    if (token) h.accessToken = token;
    return h;
  }

  function failWith(code: string, message: string | null | undefined, data: unknown = null): never {
    const text = message?.trim() ? message : o.fallbackMessage();
    o.onError(text);
    throw new PortalRequestError(code, text, data);
  }

  async function send(path: string, init: RequestInit): Promise<unknown> {
    let body: unknown;
    try {
      const res = await o.fetch(url(path), { ...init, signal: signal() });
      body = await res.json();
    } catch {
      return failWith(NETWORK_FAILURE, null);
    }
    return unwrap(body);
  }

  function unwrap(body: unknown): unknown {
    const envelope = readEnvelope(body);
    if (!envelope) return failWith(NETWORK_FAILURE, null);
    const { code, message, data } = envelope;
    if (code === RESULT_CODES.ok) return data;
    if (code === RESULT_CODES.notLoggedIn) {
      o.onSessionExpired();
      throw new PortalRequestError(code, message || o.fallbackMessage(), data);
    }
    return failWith(code, message, data);
  }

  return {
    /** POST JSON; the body also carries `lang`. Resolves with `data` on 000000. */
    post<T>(path: string, body: Record<string, unknown> = {}): Promise<T> {
      const lang = HTML_LANG[o.lang()];
      return send(path, { method: "POST", headers: headers(true), body: JSON.stringify({ ...body, lang }) }) as Promise<T>;
    },

    /** POST JSON for a file (a report PDF): the bytes on success, the envelope's error otherwise. */
    async postForFile(path: string, body: Record<string, unknown> = {}): Promise<Blob> {
      const lang = HTML_LANG[o.lang()];
      let res: Response;
      try {
        res = await o.fetch(url(path), {
          method: "POST",
          headers: headers(true),
          body: JSON.stringify({ ...body, lang }),
          signal: signal(),
        });
      } catch {
        return failWith(NETWORK_FAILURE, null);
      }
      if (res.ok && !(res.headers.get("content-type") ?? "").includes("json")) return res.blob();
      let envelope: unknown;
      try {
        envelope = await res.json();
      } catch {
        return failWith(NETWORK_FAILURE, null);
      }
      unwrap(envelope);
      return failWith(NETWORK_FAILURE, null);
    },

    /** GET helper: expects `{ success, data }`. */
    async get<T>(path: string, query: Record<string, string> = {}): Promise<T> {
      const qs = new URLSearchParams(query).toString();
      let body: unknown;
      try {
        const res = await o.fetch(url(qs ? `${path}?${qs}` : path), { method: "GET", headers: headers(false), signal: signal() });
        body = await res.json();
      } catch {
        return failWith(NETWORK_FAILURE, null);
      }
      const flagged = readSuccessFlag(body);
      if (!flagged?.success) {
        const message = (body as { message?: unknown } | null)?.message;
        return failWith(NETWORK_FAILURE, typeof message === "string" ? message : null);
      }
      return flagged.data as T;
    },

    /** Multipart upload with one file field and the accessToken header. */
    upload<T>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> {
      const form = new FormData();
      const name = options.fileName ?? (file instanceof File ? file.name : "file");
      form.append(options.fieldName ?? "file", file, name);
      const onProgress = options.onProgress;
      if (onProgress && typeof XMLHttpRequest !== "undefined") {
        return new Promise<unknown>((resolve, reject) => {
          const xhr = new XMLHttpRequest();
          xhr.open("POST", url(path));
          for (const [k, v] of Object.entries(headers(false))) xhr.setRequestHeader(k, v);
          xhr.upload.onprogress = (e) => {
            if (e.lengthComputable) onProgress(e.loaded / e.total);
          };
          xhr.onload = () => {
            try {
              resolve(unwrap(JSON.parse(xhr.responseText)));
            } catch (err) {
              reject(err);
            }
          };
          xhr.onerror = () => {
            try {
              failWith(NETWORK_FAILURE, null);
            } catch (err) {
              reject(err);
            }
          };
          xhr.send(form);
        }) as Promise<T>;
      }
      return send(path, { method: "POST", headers: headers(false), body: form }) as Promise<T>;
    },
  };
}

export type PortalClient = ReturnType<typeof createPortalClient>;
