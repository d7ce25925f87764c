import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { createApp } from "./app";
import { boot, onShutdown, printWelcome } from "./boot";

// Development: Vite serves modules with HMR; the server build is loaded through Vite on each request.
process.env.NODE_ENV ??= "development";
const { env, log, connection, services } = await boot();
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const app = createApp({
  services,
  log,
  vite,
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
});
const server = app.listen(env.PORT, env.HOST, () => printWelcome(env, connection.embedded));
onShutdown(async () => {
  server.close();
  await vite.close();
  await connection.close();
});
