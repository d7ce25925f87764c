import { useEffect } from "react";
import { RawIntlProvider } from "react-intl";
import {
  isRouteErrorResponse,
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ChunkLoadErrorPage, isChunkLoadError } from "./components/errors/chunk-load-error";
import { NotFoundPage } from "./components/errors/not-found-page";
import { ServerErrorPage } from "./components/errors/server-error";
import { AppShell } from "./components/layout/app-shell";
import { DEFAULT_LOCALE } from "./i18n/locales";
import { catalogueFallbackHref, getIntl, MESSAGES_ELEMENT_ID } from "./i18n/messages";
import { loadRootData, type RootData } from "./root-data.server";
import { siteJsonLd } from "./seo/page-meta";
import "./styles/global.css";

export async function loader({ context }: LoaderFunctionArgs) {
  return loadRootData(context);
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/static/logo-512.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

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
    performance.mark("hydrated");
  }, []);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const locale = data?.locale ?? DEFAULT_LOCALE;
  useBlockFileDrop();
  useHydratedMarker();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f5d3a" />
        <Meta />
        <Links />
        {/* The catalogue downloads beside the scripts; entry.client waits for it (decision 015). */}
        <link
          rel="preload"
          as="fetch"
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
        <RawIntlProvider value={getIntl(locale)}>{children}</RawIntlProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isChunkLoadError(error)) return <ChunkLoadErrorPage />;
  if (import.meta.env.DEV) console.error(error);
  return <ServerErrorPage />;
}
