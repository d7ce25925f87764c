import { Writable } from "node:stream";
import type { Request, Response } from "express";

// How long the client of a refused body gets to read the answer before the socket goes.
const LINGER_MS = 2000;

/**
 * When we answer before the body has been read (401, 413, 429…), the rest of
 * the body must not be read. Left alone, Node drains an unread body after
 * the answer (to keep the connection alive), at full speed; `req.pause()` does
 * not stop that. So the body is piped into a sink that never takes a chunk:
 * reading stalls after a few kilobytes. The connection stays open for
 * LINGER_MS at most, time for the client to read the answer and give up
 * sending, and is then destroyed. The answer says `Connection: close`: a
 * client that had already handed a small body to the kernel would otherwise
 * send its next request on this doomed connection and get a reset.
 */
export function closeAfterResponse(req: Request, res: Response) {
  if (req.complete) return;
  if (!res.headersSent) res.setHeader("Connection", "close");
  req.unpipe();
  req.pipe(new Writable({ highWaterMark: 1, write() {} }));
  const socket = req.socket;
  // With `Connection: close`, Node destroys the socket as soon as the answer is written; with
  // unread bytes still arriving the kernel then sends a reset, which can discard the answer
  // before the client reads it. Half-close instead (FIN after the answer) and let the timer
  // below destroy the socket once the client had time to read.
  socket.destroySoon = () => {
    socket.end();
  };
  res.once("finish", () => {
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
  });
}
