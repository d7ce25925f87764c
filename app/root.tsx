import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import { ChunkLoadErrorPage, isChunkLoadError } from "./components/errors/chunk-load-error";
import {
  CHUNK_RELOAD_KEY,
  ChunkLoadErrorTemplate,
  ChunkLoadGuardScript,
} from "./components/errors/chunk-load-guard";
import {
  isLimitedSessionRefusal,
  LazyLimitedSessionRefusalPage,
} from "./components/errors/limited-session-refusal-lazy";
import { LazyNotFoundPage } from "./components/errors/not-found-lazy";
import { ServerErrorPage } from "./components/errors/server-error";
import { useReportBoundaryError } from "./components/errors/use-report-boundary-error";
import { AppShell } from "./components/layout/app-shell";
import { conversationOf } from "./conversation-path";
import { useFocusFirstError } from "./hooks/use-focus-first-error";
import { RawIntlProvider } from "./i18n/intl-context";
import { DEFAULT_LOCALE } from "./i18n/locales";
import { catalogueFallbackHref, getIntl, MESSAGES_ELEMENT_ID } from "./i18n/messages";
import { noScriptHref } from "./member-shell";
import { useRootData } from "./root-data";
import { loadRootDataOrFail } from "./root-data.server";
import { siteJsonLd } from "./seo/page-meta";
import "./styles/global.css";
import { ViewerShellProvider } from "./viewer-shell";

export async function loader({ context, request }: LoaderFunctionArgs) {
  return loadRootDataOrFail(context, conversationOf(new URL(request.url).pathname));
}

/** The dot counts unread conversations: opening or leaving one changes it (decision 067). */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  defaultShouldRevalidate ||
  conversationOf(currentUrl.pathname) !== null ||
  conversationOf(nextUrl.pathname) !== null;

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/static/logo-512.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/** Dropping a file outside an upload field would make the browser navigate away from the page. */
function useBlockFileDrop() {
  useEffect(() => {
    const block = (event: DragEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest?.("[data-dropzone], input[type=file]")) return;
      event.preventDefault();
    };
    window.addEventListener("dragover", block);
    window.addEventListener("drop", block);
    return () => {
      window.removeEventListener("dragover", block);
      window.removeEventListener("drop", block);
    };
  }, []);
}

/**
 * Marks the document once React has taken over; browser tests wait for it before typing, and
 * the bundle benchmark counts scripts requested before the "hydrated" mark as first load.
 */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    // The page's scripts all loaded: a later chunk failure may reload once again.
    try {
      sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    } catch {}
    performance.mark("hydrated");
    // The error reporter is not needed to show the page; it arrives once the page is idle, so a
    // boundary error after that (a later chunk failure included) finds it loaded (decision 060).
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    whenIdle(() => {
      import("./components/errors/report-client-error").catch(() => {});
    });
  }, []);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const { pathname, search } = useLocation();
  const locale = data?.locale ?? DEFAULT_LOCALE;
  useBlockFileDrop();
  useHydratedMarker();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <ChunkLoadGuardScript />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f5d3a" />
        {data?.shell === "member" ? (
          // A member's shared page is filled in by JavaScript (decision 087): without it, the
          // browser takes a cookie that has every page rendered for them, and comes back.
          <noscript>
            <meta httpEquiv="refresh" content={`0;url=${noScriptHref(pathname + search)}`} />
          </noscript>
        ) : null}
        <Meta />
        <Links />
        {/* The catalogue downloads beside the scripts; entry.client waits for it (decision 015).
            Low priority: it must not hold back the stylesheets and the first image (093). */}
        <link
          rel="preload"
          as="fetch"
          fetchPriority="low"
          crossOrigin="anonymous"
          id={MESSAGES_ELEMENT_ID}
          href={data?.catalogueHref ?? catalogueFallbackHref(locale)}
        />
        {data ? (
          <script
            type="application/ld+json"
            // JSON-LD is data, not script; "<" is escaped so user text cannot close the tag.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised structured data
            dangerouslySetInnerHTML={{
              __html: JSON.stringify(siteJsonLd(data.config.appUrl, locale)).replace(
                /</g,
                "\\u003c",
              ),
            }}
          />
        ) : null}
      </head>
      <body>
        <RawIntlProvider value={getIntl(locale)}>
          <ViewerShellProvider>{children}</ViewerShellProvider>
          <ChunkLoadErrorTemplate />
        </RawIntlProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useFocusFirstError();
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Render failures and a failed current user reach the server log and Sentry (decision 057).
  useReportBoundaryError(error);
  if (isRouteErrorResponse(error) && error.status === 404) return <LazyNotFoundPage />;
  if (isLimitedSessionRefusal(error)) return <LazyLimitedSessionRefusalPage />;
  if (isChunkLoadError(error)) return <ChunkLoadErrorPage />;
  if (import.meta.env.DEV) console.error(error);
  // A loader or action that failed unexpectedly answers its request id (route-error.server.ts).
  const requestId =
    isRouteErrorResponse(error) && typeof error.data?.requestId === "string"
      ? error.data.requestId
      : undefined;
  return <ServerErrorPage requestId={requestId} />;
}
