import { z } from "zod";
import { companyEnvShape, companyWarnings } from "./company-env";
import { oidcEnvShape, oidcRefusals } from "./oidc-env";
import { payoutEnvShape, timerEnvShape } from "./timer-env";
import { trustProxySchema } from "./trust-proxy";

const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");
const optionalUrl = z
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined));

/** The README's webhook secret: anyone can sign events with it, so a public site refuses it. */
export const DEFAULT_WEBHOOK_SECRET = "whsec_buurtoogst_test_mode";

/**
 * Every setting the server reads. Checked once at start so a typo fails fast
 * with the variable's name instead of surfacing as a strange runtime error.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Unset: http://localhost:PORT, so links in mails and logs follow the port (see parseEnv). */
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default(".data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  SEED_ON_START: bool.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().default("Buurtoogst <hallo@buurtoogst.nl>"),
  DEV_MAILBOX: bool.optional(),
  /** How long an anonymous page may be served from the page cache; 0 turns the cache off. */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Failed logins per client address in 15 minutes, whatever the e-mail (decision 023). */
  LOGIN_IP_RATE_LIMIT: z.coerce.number().int().min(1).default(50),
  /** Proxies whose X-Forwarded-For is believed; unset: none (decision 023). */
  TRUST_PROXY: trustProxySchema,
  /**
   * Signs the payment events the webhook receives (Stripe's scheme). Test mode, the only
   * processor so far, signs its own events with it; set it in production either way.
   */
  STRIPE_WEBHOOK_SECRET: z.string().min(8).default(DEFAULT_WEBHOOK_SECRET),
  /**
   * Stripe's keys choose Stripe over the built-in test mode; set them with both webhook
   * secrets or none (createPaymentProcessor refuses part, decisions 071 and 080).
   */
  STRIPE_SECRET_KEY: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  PUBLIC_STRIPE_PUBLISHABLE_KEY: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The old name of PUBLIC_STRIPE_PUBLISHABLE_KEY, still read when the new one is unset. */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Signs the Connect endpoint's events (/webhooks/stripe-connect); Stripe gives it its own. */
  STRIPE_CONNECT_WEBHOOK_SECRET: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Tests only: the fake Stripe server the SDK talks to instead of api.stripe.com. */
  STRIPE_API_BASE: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * Offers Wero as its own payment method (decision 081), for when Stripe opens it to Dutch and
   * Belgian buyers; off, Wero is reached through "iDEAL | Wero".
   */
  PAYMENT_METHODS_WERO: z
    .enum(["on", "off", "true", "false", "1", "0"])
    .default("off")
    .transform((v) => v === "on" || v === "true" || v === "1"),
  /** Listings: "stock" (quantities) or "availability" (a weekly plan with seats, exceptions, time slots). */
  /** Spec §5 age check: a birthday given in the profile is at least this many years ago. */
  MIN_AGE: z.coerce.number().int().min(0).max(120).default(18),
  /** Listings: "stock" (quantities) or "availability" (a weekly plan with seats, exceptions, time slots). */
  LISTING_MANAGEMENT_TYPE: z.enum(["stock", "availability"]).default("stock"),
  /** With availability: what a day plan books (time plans book hours; decision 058). */
  BOOKING_UNIT_TYPE: z.enum(["day", "night"]).default("day"),
  /** Published listings wait for an operator when true. */
  LISTING_APPROVAL_REQUIRED: bool.default(false),
  /** Listing page layout (spec §2). */
  LISTING_PAGE_LAYOUT: z.enum(["default", "full-image"]).default("default"),
  /** Price 0 ("Gratis") allowed for listings. */
  ALLOW_FREE_LISTINGS: bool.default(true),
  /** Where uploaded images live: the local disk under DATA_DIR/uploads, or an S3-compatible bucket. */
  IMAGE_STORAGE: z.enum(["disk", "s3"]).default("disk"),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default("auto"),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Public base URL of the bucket (or its CDN); images are linked as `${PUBLIC_IMAGE_BASE_URL}/${key}`. */
  PUBLIC_IMAGE_BASE_URL: optionalUrl,
  /** Map: "maplibre" (vector, Mapbox-style) or "google" (Maps JavaScript API); style URL for MapLibre. */
  PUBLIC_MAP_PROVIDER: z.enum(["maplibre", "google"]).default("maplibre"),
  PUBLIC_MAP_STYLE_URL: z.string().default("https://tiles.openfreemap.org/styles/liberty"),
  /** A browser key (restrict it to your domain in the Google Cloud console): it is public. */
  PUBLIC_GOOGLE_MAPS_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((key) => key || undefined),
  /** Static map image by URL template with {lat}, {lng}, {zoom}, {width}, {height}; empty: interactive map. */
  PUBLIC_STATIC_MAP_URL_TEMPLATE: z.string().optional(),
  /** Search (spec §3/§9): which field leads in the top bar, and the /s page variant. */
  PUBLIC_SEARCH_MAIN_TYPE: z.enum(["keywords", "location"]).default("keywords"),
  PUBLIC_SEARCH_PAGE_VARIANT: z.enum(["map", "list"]).default("map"),
  /** With an origin and no explicit sort, nearest listings first. */
  SORT_SEARCH_BY_DISTANCE: bool.default(true),
  /** Place suggestions: the built-in offline gazetteer, Mapbox, or a Nominatim server. */
  GEOCODER: z.enum(["offline", "mapbox", "nominatim"]).default("offline"),
  MAPBOX_ACCESS_TOKEN: z.string().optional(),
  NOMINATIM_URL: z.url().default("https://nominatim.openstreetmap.org"),
  /** Fuzzy listing locations: show a circle around an offset centre instead of the exact spot. */
  PUBLIC_MAP_FUZZY: bool.default(false),
  PUBLIC_MAP_FUZZY_OFFSET_M: z.coerce.number().int().min(0).max(10_000).default(500),
  PUBLIC_MAP_FUZZY_CIRCLE_COLOR: z.string().default("#c8432a"),
  /** Custom 32×32 marker image URL; empty: the default marker. */
  PUBLIC_MAP_CUSTOM_MARKER_URL: z.string().optional(),
  /**
   * Error reporting to Sentry or a Sentry-compatible service (decision 057): server errors
   * through @sentry/node, browser errors through @sentry/browser, loaded only when one happens.
   * A DSN is public by design (it only lets one send events), so the browser gets it too.
   */
  SENTRY_DSN: z
    .url()
    .refine((dsn) => {
      const url = new URL(dsn);
      return url.username !== "" && /^\/(.+\/)?\d+$/.test(url.pathname);
    }, "must be a Sentry DSN: https://<public key>@<host>/<project id>")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PUBLIC_FACEBOOK_URL: optionalUrl,
  PUBLIC_INSTAGRAM_URL: optionalUrl,
  PUBLIC_TWITTER_URL: optionalUrl,
  ...companyEnvShape,
  ...timerEnvShape,
  ...payoutEnvShape,
  ...oidcEnvShape,
});

export type Env = Omit<z.infer<typeof envSchema>, "APP_URL"> & { APP_URL: string };

export class EnvError extends Error {}

/** Only this machine can reach the site: `npm start` tried out locally (decision 064). */
function isLoopback(appUrl: string): boolean {
  const host = new URL(appUrl).hostname;
  return host === "localhost" || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * Settings a production site must not start with (decision 064): the published webhook
 * secret would let anyone sign payment events. A production build tried out on this
 * machine (APP_URL on localhost, as `npm start` without settings) only warns.
 */
function productionRefusals(env: Env): string[] {
  if (env.NODE_ENV !== "production" || env.STRIPE_WEBHOOK_SECRET !== DEFAULT_WEBHOOK_SECRET)
    return [];
  if (isLoopback(env.APP_URL)) return [];
  return [
    `  STRIPE_WEBHOOK_SECRET: is the published default (${DEFAULT_WEBHOOK_SECRET}); in production set your own secret (Stripe's "whsec_…" for the webhook endpoint)`,
  ];
}

/**
 * Settings that are valid but leave a feature out. They are reported, not refused: the app
 * runs fine without the feature, and the pages fall back as if it could not load.
 */
export function envWarnings(env: Env): string[] {
  const warnings: string[] = companyWarnings(env);
  if (env.NODE_ENV === "production" && env.STRIPE_WEBHOOK_SECRET === DEFAULT_WEBHOOK_SECRET) {
    warnings.push(
      `STRIPE_WEBHOOK_SECRET is the published default: fine on this machine (${env.APP_URL}), refused on a public APP_URL.`,
    );
  }
  if (env.PUBLIC_MAP_PROVIDER === "google" && !env.PUBLIC_GOOGLE_MAPS_API_KEY) {
    warnings.push(
      "PUBLIC_MAP_PROVIDER=google needs PUBLIC_GOOGLE_MAPS_API_KEY; until it is set, search shows its markers without a map and listing pages show no map.",
    );
  }
  return warnings;
}

/** Reads and checks the environment once at start; `warn` hears about features left out. */
export function parseEnv(
  source: NodeJS.ProcessEnv = process.env,
  warn: (message: string) => void = (message) => console.warn(`Warning: ${message}`),
): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) =>
        `  ${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(source[String(issue.path[0])])})`,
    );
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env = {
    ...result.data,
    APP_URL: result.data.APP_URL ?? `http://localhost:${result.data.PORT}`,
  };
  const refusals = [...productionRefusals(env), ...oidcRefusals(env)];
  if (refusals.length > 0) {
    throw new EnvError(`Invalid environment configuration:\n${refusals.join("\n")}`);
  }
  for (const warning of envWarnings(env)) warn(warning);
  return env;
}

/** The mailbox page exists only where mail is not really sent. */
export function mailboxEnabled(env: Env): boolean {
  return env.DEV_MAILBOX ?? !env.SMTP_URL;
}

/** Values safe to send to the browser. Nothing secret may be added here. */
/** Stripe's publishable key, under its new name or the old one (decision 080). */
const publishableKey = (env: Env) =>
  env.PUBLIC_STRIPE_PUBLISHABLE_KEY ?? env.STRIPE_PUBLISHABLE_KEY;

/** The settings createPaymentProcessor chooses the processor by. */
export function paymentConfig(env: Env) {
  return {
    STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
    PUBLIC_STRIPE_PUBLISHABLE_KEY: publishableKey(env),
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
    STRIPE_CONNECT_WEBHOOK_SECRET: env.STRIPE_CONNECT_WEBHOOK_SECRET,
    STRIPE_API_BASE: env.STRIPE_API_BASE,
    defaultWebhookSecret: DEFAULT_WEBHOOK_SECRET,
    appUrl: env.APP_URL,
  };
}

export function publicConfig(env: Env) {
  return {
    appUrl: env.APP_URL,
    social: {
      facebook: env.PUBLIC_FACEBOOK_URL,
      instagram: env.PUBLIC_INSTAGRAM_URL,
      twitter: env.PUBLIC_TWITTER_URL,
    },
    mailbox: mailboxEnabled(env),
    /** Browser errors go here too when set (app/errors/report.ts). */
    sentryDsn: env.SENTRY_DSN ?? null,
    /** Stripe.js's key (public by design); null in test mode (decision 080). */
    stripePublishableKey: env.STRIPE_SECRET_KEY ? (publishableKey(env) ?? null) : null,
    listingManagementType: env.LISTING_MANAGEMENT_TYPE,
    bookingUnitType: env.BOOKING_UNIT_TYPE,
    listingApprovalRequired: env.LISTING_APPROVAL_REQUIRED,
    listingPageLayout: env.LISTING_PAGE_LAYOUT,
    allowFreeListings: env.ALLOW_FREE_LISTINGS,
    /** Wero as its own payment method at checkout and on the test bank (decision 081). */
    weroEnabled: env.PAYMENT_METHODS_WERO,
    imageBaseUrl:
      env.IMAGE_STORAGE === "s3" && env.PUBLIC_IMAGE_BASE_URL
        ? env.PUBLIC_IMAGE_BASE_URL
        : "/images",
    map: {
      provider: env.PUBLIC_MAP_PROVIDER,
      styleUrl: env.PUBLIC_MAP_STYLE_URL,
      googleMapsApiKey: env.PUBLIC_GOOGLE_MAPS_API_KEY,
      staticMapUrlTemplate: env.PUBLIC_STATIC_MAP_URL_TEMPLATE,
      defaultZoom: 11,
      fuzzy: {
        enabled: env.PUBLIC_MAP_FUZZY,
        offsetMeters: env.PUBLIC_MAP_FUZZY_OFFSET_M,
        circleColor: env.PUBLIC_MAP_FUZZY_CIRCLE_COLOR,
      },
      customMarker: env.PUBLIC_MAP_CUSTOM_MARKER_URL
        ? {
            url: env.PUBLIC_MAP_CUSTOM_MARKER_URL,
            width: 32,
            height: 32,
            anchorX: 16,
            anchorY: 32,
          }
        : null,
    },
    search: {
      mainType: env.PUBLIC_SEARCH_MAIN_TYPE,
      pageVariant: env.PUBLIC_SEARCH_PAGE_VARIANT,
    },
  };
}
export type PublicConfig = ReturnType<typeof publicConfig>;
