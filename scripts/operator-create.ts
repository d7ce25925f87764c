// npm run operator:create -- <email>
// Gives an existing account the operator role (approve listings, mark affiliates) on this
// installation and sets up its second factor (decision 085): the authenticator app's secret
// and the recovery codes are printed once, here, and stored only as the app needs them (the
// secret) and hashed (the codes). Run again to reset a lost second factor.
import { eq, sql } from "drizzle-orm";
import { auditOn } from "#modules/audit/server";
import { secondFactorsOn } from "#modules/auth/server";
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
// A script's own clock: it runs once, now.
const now = () => new Date();
const commandLine = { id: null, label: "command line" };
try {
  const made = await connection.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ isOperator: true, updatedAt: now() })
      .where(eq(sql`lower(${users.email})`, email))
      .returning({ id: users.id, displayName: users.displayName, email: users.email });
    if (!user) return null;
    const factor = await secondFactorsOn(tx, now).setUp(user);
    const audit = auditOn(tx, now);
    await audit.record({
      actor: commandLine,
      action: "operator.create",
      targetType: "user",
      targetId: user.id,
      targetLabel: user.email,
    });
    await audit.record({
      actor: commandLine,
      action: "operator.second-factor",
      targetType: "user",
      targetId: user.id,
      targetLabel: user.email,
      details: { event: factor.replaced ? "reset" : "set-up" },
    });
    return { user, factor };
  });
  if (!made) {
    console.error(`No account with e-mail ${email}. Sign up first, then run this again.`);
    process.exitCode = 1;
  } else {
    const { user, factor } = made;
    console.log(`${user.displayName} <${user.email}> is now an operator (see /operator).`);
    console.log(
      factor.replaced
        ? "\nThe earlier second factor and recovery codes no longer work."
        : "\nSigning in asks for a verification code after the password.",
    );
    console.log("Add this to an authenticator app (scan it as a QR code, or type the secret):");
    console.log(`  ${factor.uri}`);
    console.log(`  secret: ${factor.secret}`);
    console.log("\nRecovery codes (each works once; shown only now, keep them safe):");
    for (const code of factor.recoveryCodes) console.log(`  ${code}`);
  }
} finally {
  await connection.close();
}
