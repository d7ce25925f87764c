/** A minute and a day in milliseconds, for moving a test clock. */
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/**
 * A clock the test moves (decision 032): `now` for the services, `advance` to let time pass.
 * Every integration test that needs time to pass uses this one (decision 076).
 */
export function fakeClock(start: string | Date) {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
      return current;
    },
  };
}

export type FakeClock = ReturnType<typeof fakeClock>;
