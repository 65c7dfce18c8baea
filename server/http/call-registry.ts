import type { z } from "zod";
import type { Role } from "../../schemas/account";
import type { ResultCodeName } from "../../schemas/codes";

/**
 * Who may make a call: anyone, any logged-in user (then scoped to their own records), or staff roles.
 * The call binders enforce it before the body is read; tests walk the registry to prove it.
 */
export type Access = "public" | "user" | readonly Role[];

/** What a call answers on success: the JSON envelope, or a file (PDF, zip, CSV, image). */
export type Answer = "envelope" | "file";

interface CallBase {
  path: string;
  access: Access;
  /** The JSON body's schema; `null` for multipart uploads. */
  schema: z.ZodType | null;
  /**
   * The codes its records can answer beyond the common ones and its access's (`notFound`, `conflict`,
   * `rateLimited`). The API suite fails on any answer whose code is not declared.
   */
  codes?: readonly ResultCodeName[];
}

/** A call answering the envelope: `data` is the envelope's `data` on success (`z.null()` for none). */
export interface EnvelopeCall extends CallBase {
  answers: "envelope";
  data: z.ZodType;
}

/** A call answering a file on success: the media types it may send. */
export interface FileCall extends CallBase {
  answers: "file";
  mediaTypes: readonly string[];
}

export type CallInfo = EnvelopeCall | FileCall;

const calls = new Map<string, CallInfo>();

/** Records a call (idempotent: every API app built registers the same calls). */
export function registerCall(info: CallInfo): void {
  calls.set(info.path, info);
}

/** The call registered at `path`, if any. */
export function callAt(path: string): CallInfo | undefined {
  return calls.get(path);
}

/** Every call of every API app built so far in this process, in registration order. */
export function listCalls(): CallInfo[] {
  return [...calls.values()];
}
