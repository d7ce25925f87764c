// The server's own start-up (server/boot.ts: env, database, services) without a page build, then
// one HTTP endpoint that answers from the database. Tests spawn this to kill a server hard.
import http from "node:http";
import { boot, onShutdown } from "../../server/boot";

const { env, connection } = await boot();
const server = http.createServer((_req, res) => {
  connection.db.$client.query("SELECT 1 AS up").then(
    ({ rows }) => res.end(JSON.stringify(rows[0])),
    (error: Error) => {
      res.statusCode = 503;
      res.end(error.message);
    },
  );
});
server.listen(env.PORT, "127.0.0.1", () => console.log(`serving on ${env.PORT}`));
onShutdown(async () => {
  server.close();
  await connection.close();
});
