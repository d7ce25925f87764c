// npm run operator:create -- <email>
// Gives an existing account the operator role (approve listings, mark affiliates) on this installation.
import { eq, sql } from "drizzle-orm";
import { connect } from "../db/connect";
import { users } from "../db/schema";
import { parseEnv } from "../server/env";

const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error("Usage: npm run operator:create -- <email of an existing account>");
  process.exit(1);
}
const env = parseEnv();
const connection = await connect({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  embeddedPort: env.EMBEDDED_PG_PORT,
});
try {
  const [user] = await connection.db
    .update(users)
    .set({ isOperator: true, updatedAt: new Date() })
    .where(eq(sql`lower(${users.email})`, email))
    .returning({ id: users.id, displayName: users.displayName });
  if (!user) {
    console.error(`No account with e-mail ${email}. Sign up first, then run this again.`);
    process.exitCode = 1;
  } else {
    console.log(`${user.displayName} <${email}> is now an operator (see /operator).`);
  }
} finally {
  await connection.close();
}
