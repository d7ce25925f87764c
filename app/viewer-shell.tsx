import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { SHELL_API_PATH } from "./member-shell";
import { useRootData } from "./root-data";
import type { Viewer, ViewerShell } from "./root-data.server";

export type { Viewer };

/** The shell's personal parts; `pending` while a shared page's are on their way. */
export type ViewerShellState = ViewerShell & { pending: boolean };

const Fetched = createContext<ViewerShell | null>(null);

/**
 * A member's shared page (decision 087) holds nobody's data: once hydrated it asks
 * `/api/me/shell` for the viewer and the inbox dot, once per document. A fresh page's root
 * data has them already, and after any action the root loader runs fresh and has them again.
 */
export function ViewerShellProvider({ children }: { children: ReactNode }) {
  const member = useRootData()?.shell === "member";
  const [fetched, setFetched] = useState<ViewerShell | null>(null);
  useEffect(() => {
    if (!member || fetched) return;
    let live = true;
    fetch(SHELL_API_PATH, { headers: { Accept: "application/json" } })
      .then(async (response) => {
        // Signed out meanwhile: the page is a visitor's.
        if (response.status === 401) return { viewer: null, notificationCount: 0 };
        return response.ok ? ((await response.json()) as { data: ViewerShell }).data : null;
      })
      .then((shell) => {
        if (live && shell) setFetched(shell);
      })
      // Left as placeholders: the next navigation that revalidates fills them in.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [member, fetched]);
  return <Fetched.Provider value={fetched}>{children}</Fetched.Provider>;
}

/** Who is signed in and their inbox dot, for the top bar, menus and banners. */
export function useViewerShell(): ViewerShellState {
  const data = useRootData();
  const fetched = useContext(Fetched);
  if (data?.viewer) {
    return { viewer: data.viewer, notificationCount: data.notificationCount, pending: false };
  }
  if (data?.shell === "member") {
    return fetched
      ? { ...fetched, pending: false }
      : { viewer: null, notificationCount: 0, pending: true };
  }
  return { viewer: null, notificationCount: 0, pending: false };
}
