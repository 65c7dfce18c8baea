// `npm run dev`: the whole site on PORT (default 3000) with Vite's hot reload for pages and blocks.
// Server code (server/, the portal) is loaded once: restart the command after changing it.
import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createServer } from "vite";

process.env.NODE_ENV ||= "development";

const server = http.createServer();
const vite = await createServer({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" });
const { createDevSite } = await vite.ssrLoadModule("/server/dev.ts");
const site = await createDevSite(() => vite.ssrLoadModule("virtual:react-router/server-build"));
const listener = getRequestListener(site.app.fetch);
server.on("request", (req, res) => vite.middlewares(req, res, () => listener(req, res)));
server.listen(site.config.PORT, site.config.HOST, () => {
  const host = ["0.0.0.0", "::"].includes(site.config.HOST) ? "localhost" : site.config.HOST;
  site.logger.info(`Developing on http://${host}:${site.config.PORT} (hot reload; restart after server changes)`);
});

const stop = async () => {
  server.close();
  await vite.close();
  await site.close();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
