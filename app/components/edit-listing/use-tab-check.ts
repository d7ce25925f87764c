import { useEffect, useState } from "react";
import type { TabCheck } from "./live-errors";
import type { WizardTab } from "./wizard";

type LiveErrorsModule = typeof import("./live-errors");

/**
 * The tab's own checks (live-errors.ts: the listing schemas and zod, ~25 KB gzip), downloaded
 * only once the server has refused the tab: only then are there errors to follow while the
 * grower types, and a wizard that saves at the first try never downloads zod. Until the chunk
 * has arrived the server's errors stand, as they do before the grower changes anything.
 */
export function useTabCheck(
  tab: WizardTab,
  config: { allowFree: boolean; stockManaged: boolean },
  refused: boolean,
): { check: TabCheck | null; liveErrors: LiveErrorsModule["liveErrors"] } | null {
  const [checks, setChecks] = useState<LiveErrorsModule | null>(null);
  useEffect(() => {
    if (!refused || checks) return;
    let live = true;
    import("./live-errors").then((module) => {
      if (live) setChecks(module);
    });
    return () => {
      live = false;
    };
  }, [refused, checks]);
  if (!checks) return null;
  return {
    check: checks.tabCheck(tab, { allowFree: config.allowFree, stockManaged: config.stockManaged }),
    liveErrors: checks.liveErrors,
  };
}
