import { type ReactNode, useEffect, useRef, useState } from "react";
import { useT } from "~/hooks/use-t";
import { CloseIcon } from "./icons";
import styles from "./modal.module.css";

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Hide the visible heading (the title still names the dialog). */
  hideTitle?: boolean;
  /** The visible heading when it differs from the title (a shortened listing title). */
  heading?: ReactNode;
  variant?: "center" | "sheet";
  children: ReactNode;
};

/**
 * Native <dialog>: focus trapping, Escape to close and the inert background
 * come from the browser. Without JavaScript an open modal renders in place.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle,
  heading,
  variant = "center",
  children,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  // A close() of our own (reopening a server-rendered dialog as modal, or closing it because
  // `open` went false) fires a `close` event that is not the user's.
  const ownClose = useRef(false);
  // The `open` attribute is React's only for the server render (no JavaScript: the dialog shows
  // in place). After that the browser owns it through showModal() and close(): React removing
  // the attribute itself hides a modal dialog but leaves it in the top layer, with everything
  // behind it inert and close() no longer able to end it (decision 065).
  const [serverOpen] = useState(open);
  const t = useT();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
    } else if (open && dialog.open && !dialog.matches(":modal")) {
      // Server-rendered with `open`: reopen as a real modal once hydrated.
      ownClose.current = true;
      dialog.close();
      dialog.showModal();
    } else if (!open && dialog.open) {
      ownClose.current = true;
      dialog.close();
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      open={serverOpen || undefined}
      className={`${styles.dialog} ${variant === "sheet" ? styles.sheet : ""}`}
      aria-label={title}
      onClose={() => {
        if (ownClose.current) {
          ownClose.current = false;
          return;
        }
        onClose();
      }}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className={styles.header}>
        {hideTitle ? null : <h2 className={styles.title}>{heading ?? title}</h2>}
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={t("Modal.close")}
        >
          <CloseIcon />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
