import type { Logger } from "../logger";

/** What each background runner gives the server: start polling, look for work now, stop. */
export interface PollLoop {
  start(): Promise<void>;
  /** Looks for work now instead of at the next poll. */
  kick(): void;
  /** Stops polling and waits for the run in progress. */
  stop(): Promise<void>;
  /** True once `stop()` was called: long runs check it between items. */
  readonly stopped: boolean;
}

/**
 * Calls `run` every `pollMs` (a timer that does not keep the process alive), once at start and on
 * each `kick()`, never twice at once. A kick during a run is dropped, or, with `rerunOnKick`, runs
 * once more after it (mail queued while the previous batch was being sent). A failed run is logged
 * under `name` and the loop goes on.
 */
export function pollLoop({
  name,
  pollMs,
  run,
  logger,
  rerunOnKick = false,
}: {
  name: string;
  pollMs: number;
  run: () => Promise<unknown>;
  logger: Logger;
  rerunOnKick?: boolean;
}): PollLoop {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  function kick() {
    if (stopped) return;
    if (running) {
      again = rerunOnKick;
      return;
    }
    running = run()
      .then(
        () => undefined,
        (err) => logger.error({ err }, name),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  return {
    async start() {
      timer = setInterval(kick, pollMs);
      timer.unref();
      kick();
    },
    kick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
    get stopped() {
      return stopped;
    },
  };
}
