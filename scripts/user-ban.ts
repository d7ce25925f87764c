// npm run user:ban -- <email> [reason]    bans an account: logged out everywhere, cannot log in or act
// npm run user:unban -- <email> [reason]  lifts the ban; the account logs in again as before
// The console's users section does the same (decision 083); both write an audit row (decision 082).
import { createAccountBans } from "#modules/auth/server";
import { connect } from "../db/connect";
import { parseEnv } from "../server/env";

const mode = process.argv[2];
const email = process.argv[3]?.trim().toLowerCase();
const reason = process.argv.slice(4).join(" ").trim().slice(0, 500);
if ((mode !== "ban" && mode !== "unban") || !email) {
  console.error(
    "Usage: npm run user:ban -- <email> [reason]   or   npm run user:unban -- <email> [reason]",
  );
  process.exit(1);
}
const env = parseEnv();
const connection = await connect({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  embeddedPort: env.EMBEDDED_PG_PORT,
});
try {
  const bans = createAccountBans({ db: connection.db, now: () => new Date() });
  const user = mode === "ban" ? await bans.ban(email, reason) : await bans.unban(email, reason);
  if (!user) {
    console.error(`No account with e-mail ${email}.`);
    process.exitCode = 1;
  } else if (mode === "ban") {
    console.log(`${user.displayName} <${email}> is banned and logged out everywhere.`);
  } else {
    console.log(`${user.displayName} <${email}> is no longer banned and can log in again.`);
  }
} finally {
  await connection.close();
}
