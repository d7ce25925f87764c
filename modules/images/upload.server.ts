import type { IncomingMessage } from "node:http";
import busboy from "busboy";
import { imageMissing, uploadOverLimit } from "./errors";

export type UploadOptions = {
  /** The multipart field that carries the file. */
  field: string;
  maxBytes: number;
};

// Multipart headers and boundaries around one file take far less than this.
const ENVELOPE_SLACK = 64 * 1024;

/**
 * Reads one file from a multipart/form-data request into memory, stopping at
 * `maxBytes + 1`: an oversized upload costs at most the limit in memory and
 * is cut off on the byte that breaks it, whatever Content-Length claims (or
 * when there is none, with chunked encoding). A Content-Length that is
 * already too big is refused before a byte is read.
 *
 * On failure the request is left paused and unread; the caller answers and
 * closes the connection (see `closeAfterResponse` in server/close-after-response.ts).
 * Throws AppErrors: request-upload-over-limit (413), or a missing/invalid file (400).
 */
export function readUpload(req: IncomingMessage, options: UploadOptions): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > options.maxBytes + ENVELOPE_SLACK) {
    req.pause();
    return Promise.reject(uploadOverLimit());
  }

  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // busboy signals `limit` on reaching fileSize, so a file of exactly maxBytes passes
        // and the byte after it stops the reading.
        limits: {
          fileSize: options.maxBytes + 1,
          files: 5,
          fields: 20,
          fieldSize: 1024,
          parts: 25,
        },
      });
    } catch {
      // Not multipart/form-data, or no boundary.
      req.pause();
      reject(imageMissing());
      return;
    }

    const chunks: Buffer[] = [];
    let size = 0;
    let found = false;
    let settled = false;

    const stop = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.pause();
      chunks.length = 0;
      reject(error);
    };

    parser.on("file", (name, stream) => {
      if (name !== options.field || found) {
        stream.resume();
        return;
      }
      found = true;
      stream.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
      });
      stream.on("limit", () => stop(uploadOverLimit()));
      stream.on("error", () => stop(imageMissing()));
    });
    parser.on("error", () => stop(imageMissing()));
    parser.on("close", () => {
      if (settled) return;
      if (!found || size === 0) return stop(imageMissing());
      settled = true;
      resolve(Buffer.concat(chunks, size));
    });
    req.on("error", () => stop(imageMissing()));
    // A client that goes away mid-upload: busboy would wait for the rest forever.
    req.on("close", () => {
      if (!req.complete) stop(imageMissing());
    });
    req.pipe(parser);
  });
}
