/**
 * Why a download task failed, as a translation key the browser shows (`portal:downloadTask.*`).
 * Each step of building the zip names its own reason; anything else gets `unexpected`.
 */
export const TASK_FAILURE = {
  /** The inspection is gone or no longer completed (no report to zip). */
  notCompleted: "portal:downloadTask.notCompleted",
  /** The report is on record but its file is not in storage. */
  reportMissing: "portal:downloadTask.reportMissing",
  /** Storage could not be read. */
  readFailed: "portal:downloadTask.readFailed",
  /** The zip could not be built. */
  zipFailed: "portal:downloadTask.zipFailed",
  /** The zip could not be written to storage. */
  writeFailed: "portal:downloadTask.writeFailed",
  unexpected: "portal:downloadTask.unexpected",
} as const;
export type TaskFailureKey = (typeof TASK_FAILURE)[keyof typeof TASK_FAILURE];

export class TaskFailure extends Error {
  constructor(
    readonly key: TaskFailureKey,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Runs one step; a failure that is not already a TaskFailure becomes one with this step's reason. */
export async function step<T>(key: TaskFailureKey, what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof TaskFailure) throw err;
    throw new TaskFailure(key, `${what}: ${String(err)}`, { cause: err });
  }
}

/** The key stored on the failed task. */
export const failureKey = (err: unknown): TaskFailureKey => (err instanceof TaskFailure ? err.key : TASK_FAILURE.unexpected);
