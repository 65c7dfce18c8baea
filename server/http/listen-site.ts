import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { slowRequestLimits } from "./request-timeouts";

/** The Node server `server/main.ts` starts: the site on HOST:PORT, with slow requests cut after 30 s. */
export function listenSite(
  config: { PORT: number; HOST: string },
  fetch: Parameters<typeof serve>[0]["fetch"],
  onListening?: (info: AddressInfo) => void,
): ServerType {
  return serve({ fetch, port: config.PORT, hostname: config.HOST, serverOptions: slowRequestLimits() }, onListening);
}
