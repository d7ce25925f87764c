import { isIP } from "node:net";
import path from "node:path";

/**
 * Who may read the mail outbox at /dev/mailbox (decision 022). It holds every user's
 * password-reset and verification links, so on a server others can reach it is shown only to
 * an operator, or to a browser on the machine itself talking to us directly — the newcomer who
 * ran `npm start` and opens http://localhost:3000/dev/mailbox.
 */
export type MailboxExposure =
  /** No outbox page at all. */
  | "off"
  /** Development server: everyone who reaches it, as before. */
  | "everyone"
  /** Production: operators, and direct requests from this machine. */
  | "operators-and-this-machine"
  /** Production behind a configured proxy (TRUST_PROXY): every request comes from the proxy. */
  | "operators";

type ExposureEnv = {
  NODE_ENV: string;
  SMTP_URL?: string;
  DEV_MAILBOX?: boolean;
  TRUST_PROXY?: false | number | string[];
};

export function mailboxExposure(env: ExposureEnv): MailboxExposure {
  if (!(env.DEV_MAILBOX ?? !env.SMTP_URL)) return "off";
  if (env.NODE_ENV === "development") return "everyone";
  return env.TRUST_PROXY ? "operators" : "operators-and-this-machine";
}

/** Headers a proxy adds; their presence means the loopback peer is not the reader. */
const PROXY_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-real-ip",
  "via",
  "cf-connecting-ip",
  "true-client-ip",
];

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith("::ffff:") ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith("127.");
  return plain === "::1";
}

/** A loopback name in the Host header: a page on another site re-pointed at 127.0.0.1 (DNS rebinding) has its own. */
function isLoopbackHost(host: string | null): boolean {
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  if (hostname === "localhost" || hostname.endsWith(".localhost")) return true;
  return isLoopbackAddress(hostname.replace(/^\[|\]$/g, ""));
}

/** A request from this machine that no proxy passed on. */
export function isDirectLocalRequest(peerAddress: string | undefined, headers: Headers): boolean {
  return (
    isLoopbackAddress(peerAddress) &&
    !PROXY_HEADERS.some((name) => headers.has(name)) &&
    isLoopbackHost(headers.get("host"))
  );
}

export function mayReadMailbox(
  exposure: MailboxExposure,
  request: { peerAddress: string | undefined; headers: Headers; isOperator: boolean },
): boolean {
  switch (exposure) {
    case "off":
      return false;
    case "everyone":
      return true;
    case "operators":
      return request.isOperator;
    case "operators-and-this-machine":
      return request.isOperator || isDirectLocalRequest(request.peerAddress, request.headers);
  }
}

/** The start-up lines on where mail goes and who can read the outbox. */
export function describeMail(env: ExposureEnv & { APP_URL: string; DATA_DIR: string }): string[] {
  const where = env.SMTP_URL
    ? "  Mail: sent over SMTP_URL"
    : `  Mail: written to ${path.join(env.DATA_DIR, "mail")}`;
  const page = `${env.APP_URL}/dev/mailbox`;
  const who: Record<MailboxExposure, string> = {
    off: "  Mailbox page: off",
    everyone: `  Mailbox page: ${page}, open to everyone who reaches this server (development)`,
    "operators-and-this-machine": `  Mailbox page: ${page}, only for operators and for a browser on this machine (not through a proxy)`,
    operators: `  Mailbox page: ${page}, only for operators (TRUST_PROXY is set)`,
  };
  return [where, who[mailboxExposure(env)]];
}
