import { useT } from "~/hooks/use-t";
import { Modal } from "../ui/modal";
import { TopbarSearchForm } from "./topbar-search-form";

/** Search below 1024 px, opened by ?mobilesearch=open. Going to /s drops the parameter, closing it. */
export function MobileSearch({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  if (!open) return null;
  return (
    <Modal open={open} onClose={onClose} title={t("Topbar.searchTitle")} variant="sheet">
      <TopbarSearchForm idPrefix="mobile" variant="sheet" autoFocus />
    </Modal>
  );
}
