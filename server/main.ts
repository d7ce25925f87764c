import path from "node:path";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { boot, onShutdown, printWelcome } from "./boot";

const { env, log, connection, services } = await boot();
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
const app = createApp({ services, log, build, clientDir: path.join(buildDir, "client") });

const server = app.listen(env.PORT, env.HOST, () => printWelcome(env, connection.embedded));
server.on("error", async (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === "EADDRINUSE"
      ? `Port ${env.PORT} is already in use. Set PORT to a free port.`
      : error.message,
  );
  await connection.close();
  process.exit(1);
});
onShutdown(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await connection.close();
});
