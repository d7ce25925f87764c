/**
 * A signal that some listing changed what public pages show of it: created, edited, published,
 * closed, opened, moderated. The page cache listens, so a grower or buyer sees the change at
 * once in this process (decision 087). The listings module stays free of it: the wiring wraps
 * its write methods.
 */
export function createChangeSignal() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}
export type ChangeSignal = ReturnType<typeof createChangeSignal>;

// biome-ignore lint/suspicious/noExplicitAny: any method's arguments pass through unchanged
type Method = (...args: any[]) => Promise<unknown>;

/**
 * `service` with each of `writes` calling `notify` once it has settled, failed ones too: a
 * write that fails half-way (photos saved, publishing refused) may have changed a page.
 */
export function notifyingWrites<T extends object>(
  service: T,
  writes: ReadonlyArray<{ [K in keyof T]: T[K] extends Method ? K : never }[keyof T]>,
  notify: () => void,
): T {
  const wrapped = { ...service };
  for (const name of writes) {
    const method = service[name] as Method;
    // `this` stays the wrapped service: a write that calls another (publishWithPhotos) notifies too.
    wrapped[name] = async function (this: unknown, ...args: unknown[]) {
      try {
        return await method.apply(this, args);
      } finally {
        notify();
      }
    } as T[typeof name];
  }
  return wrapped;
}
