import { useEffect, useState } from "react";
import { useT } from "~/hooks/use-t";
import styles from "./banners.module.css";

/** The top bar's generic error: shown while the browser is offline or when a page failed to load. */
export function GenericErrorBanner({ force = false }: { force?: boolean }) {
  const t = useT();
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  if (!force && !offline) return null;
  return (
    <div className={styles.genericError} role="alert">
      {t("Topbar.genericError")}
    </div>
  );
}
