import { useRouteLoaderData } from "react-router";
import type { RootData } from "./root-data.server";

export type { RootData };

/**
 * The root loader's data (user, locale, config) for any component. It lives here, not in
 * root.tsx, so components do not import the root route that renders them (an import cycle).
 */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
