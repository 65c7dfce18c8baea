import pino from "pino";

export type Logger = pino.Logger;

/** JSON lines on stdout; tests pass a destination to read what was logged. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    redact: { paths: ["req.headers.accesstoken", "req.headers.cookie", "password", "*.password"], remove: true },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A logger that keeps each record in memory (tests read what a request logged). */
export function memoryLogger(level = "info"): { logger: Logger; records: Array<Record<string, unknown>> } {
  const records: Array<Record<string, unknown>> = [];
  const logger = createLogger(level, { write: (line: string) => records.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, records };
}
