/**
 * A fixed-window counter in this process's memory, for cheap, frequent requests where a
 * database round trip per request would cost more than the work it guards (place suggestions
 * while typing). Counts reset when the process restarts; each app process counts on its own.
 */
export function createMemoryWindow(options: {
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Keys kept at most; the oldest window is dropped past this, so memory stays bounded. */
  maxKeys?: number;
}) {
  const { limit, windowMs, now = Date.now, maxKeys = 10_000 } = options;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one request for `key`; false when the key is over the limit in this window. */
    hit(key: string): boolean {
      const t = now();
      let w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        windows.delete(key);
        if (windows.size >= maxKeys) {
          const oldest = windows.keys().next().value;
          if (oldest !== undefined) windows.delete(oldest);
        }
        w = { start: t, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      return w.count <= limit;
    },
  };
}
