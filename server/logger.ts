import pino from "pino";

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ["req.headers.accesstoken", "req.headers.cookie", "password", "*.password"], remove: true },
  });
}
