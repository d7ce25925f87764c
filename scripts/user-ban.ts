// npm run user:ban -- <email>      bans an account: logged out everywhere, cannot log in or act
// npm run user:unban -- <email>    lifts the ban; the account logs in again as before
// Until the operator console exists (decision 065). Others see the account as "Banned user".
import { createAccountBans } from "#modules/auth/server";
import { connect } from "../db/connect";
import { parseEnv } from "../server/env";

const mode = process.argv[2];
const email = process.argv[3]?.trim().toLowerCase();
if ((mode !== "ban" && mode !== "unban") || !email) {
  console.error("Usage: npm run user:ban -- <email>   or   npm run user:unban -- <email>");
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
  const user = mode === "ban" ? await bans.ban(email) : await bans.unban(email);
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
