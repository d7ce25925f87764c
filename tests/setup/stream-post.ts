import http from "node:http";

export type Sent = { status: number; body: string; ms: number; sent: number };

/**
 * Streams `total` bytes of form data to `path` (with Content-Length, or chunked) and
 * resolves on the answer, however much of the body was written by then.
 */
export function post(
  origin: string,
  path: string,
  total: number,
  options: { chunked?: boolean; headers?: Record<string, string> } = {},
): Promise<Sent> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin}${path}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        ...(options.chunked ? {} : { "Content-Length": String(total) }),
        ...options.headers,
      },
    });
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, "a");
    const pump = () => {
      while (!answered && sent < total) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    req.on("response", (res) => {
      answered = true;
      const ms = Date.now() - started;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => {
        body += d;
      });
      res.on("end", () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body, ms, sent });
      });
    });
    // Once the server has answered it may close the socket under the rest of the body.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    pump();
  });
}
