// One process of a multi-process bench (bench/fan-out/run.ts): its own connection pool and
// services on the shared database, told when to fire so every process starts at once.
import { createDatabase } from "../../db/client";
import { parseEnv } from "../../server/env";
import { createServices } from "../../server/services";
import { engineOn } from "../../tests/setup/engine";
import { type Call, fire } from "./calls";

type Start = { databaseUrl: string; calls: Call[] };

const send = (message: unknown) => process.send?.(message);

process.once("message", async ({ databaseUrl, calls }: Start) => {
  const db = createDatabase(databaseUrl, 10);
  const now = () => new Date();
  const targets = {
    engine: engineOn(db, now).engine,
    services: createServices({
      db,
      env: parseEnv({ NODE_ENV: "test" }),
      mailer: { send: async () => {} },
    }),
  };
  process.once("message", async () => {
    const outcomes = await Promise.all(calls.map((call) => fire(targets, call)));
    send({ outcomes });
    await db.$client.end();
    process.exit(0);
  });
  send({ ready: true });
});
