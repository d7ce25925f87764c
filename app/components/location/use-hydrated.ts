import { useEffect, useState } from "react";

/**
 * False on the server and in the first client render, true after hydration: the
 * combobox roles appear only once JavaScript can keep their promises.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
