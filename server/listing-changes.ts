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
/** The names of `T`'s async methods. */
type WriteName<T> = { [K in keyof T]: T[K] extends Method ? K : never }[keyof T];

/**
 * `service` with each of `writes` calling `notify` once it has settled, failed ones too: a
 * write that fails half-way (photos saved, publishing refused) may have changed a page.
 */
export function notifyingWrites<T extends object>(
  service: T,
  writes: ReadonlyArray<WriteName<T>>,
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

/** What a write method's promise settles to. */
// biome-ignore lint/suspicious/noExplicitAny: only the result's type is taken
type Settled<F> = F extends (...args: any[]) => Promise<infer R> ? R : never;

/**
 * `service` with `write` calling `notify` only when its result says it changed what pages
 * show (`changed`). For a write that runs often and mostly changes nothing shown — a checkout
 * taking one of a listing's units — so that a rush of them does not make every cached page
 * render again. A failed one notifies nothing: it must be one database transaction, so
 * failing wrote nothing.
 */
export function notifyingWhen<T extends object, K extends WriteName<T>>(
  service: T,
  write: K,
  changed: (result: Settled<T[K]>) => boolean,
  notify: () => void,
): T {
  const method = service[write] as Method;
  return {
    ...service,
    [write]: async function (this: unknown, ...args: unknown[]) {
      const result = (await method.apply(this, args)) as Settled<T[K]>;
      if (changed(result)) notify();
      return result;
    },
  };
}
