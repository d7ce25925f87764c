// Serves the bare app's production build the same way the real app is served: Express 5 + compression.
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";

const dir = import.meta.dirname;
const build = await import(path.join(dir, "build/server/index.js"));
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use(
  "/assets",
  express.static(path.join(dir, "build/client/assets"), { immutable: true, maxAge: "1y" }),
);
app.use(express.static(path.join(dir, "build/client")));
app.all("/{*splat}", createRequestHandler({ build, mode: "production" }));
const port = Number(process.env.PORT ?? 3999);
app.listen(port, "127.0.0.1", () => console.log(`bare app on ${port}`));
