import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { compileCatalogue } from "./i18n/compile.server";
import { LOCALES } from "./i18n/locales";
import { setMessages } from "./i18n/messages";
import { messagesFor } from "./i18n/messages.server";
import { WHOLE_BODY_HEADER } from "./whole-body";

for (const locale of LOCALES) setMessages(locale, compileCatalogue(messagesFor(locale)));

export const streamTimeout = 5_000;

/** Errors loaders and actions let through go to the one logger, with the request id (not stderr). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  (context as AppLoadContext).log?.error({ err: error, url: request.url }, "unhandled route error");
};

/** Deferred loader data (promises) is the only reason to stream a document. */
function hasDeferredData(context: EntryContext): boolean {
  return Object.values(context.staticHandlerContext.loaderData ?? {}).some(
    (data) =>
      typeof data === "object" &&
      data !== null &&
      Object.values(data).some((value) => value instanceof Promise),
  );
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const stream = hasDeferredData(routerContext) && !isbot(request.headers.get("user-agent") ?? "");
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />,
      {
        nonce: loadContext.nonce,
        // Rendered whole, a page goes out as it reads: past this size React would send a
        // finished boundary's HTML hidden, for a script to reveal, and without JavaScript it
        // stayed hidden (the contact form of ?contact=open).
        ...(stream ? {} : { progressiveChunkSize: Number.POSITIVE_INFINITY }),
        onShellReady() {
          if (!stream) return;
          // Pages with deferred data: send the shell now, the rest as it resolves.
          const body = new PassThrough();
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
          pipe(body);
        },
        onAllReady() {
          if (stream) return;
          // Everything else is rendered whole and sent as one body: far fewer
          // chunks through compression and the socket than streaming would cost.
          const chunks: Buffer[] = [];
          pipe(
            new Writable({
              write(chunk: Buffer, _encoding, callback) {
                chunks.push(chunk);
                callback();
              },
              final(callback) {
                clearTimeout(timer);
                responseHeaders.set(WHOLE_BODY_HEADER, "1");
                resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status }));
                callback();
              },
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          loadContext.log?.error({ err: error }, "render error");
        },
      },
    );
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}
