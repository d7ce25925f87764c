import { useT } from "~/hooks/use-t";
import { ButtonLink } from "../ui/button";
import { Modal } from "../ui/modal";
import styles from "./added-to-cart-dialog.module.css";

/** Spec §2: the item is in the cart; continue shopping, or go to the cart. */
export function AddedToCartDialog({
  quantity,
  title,
  onClose,
  onContinueShopping,
}: {
  quantity: number;
  title: string;
  onClose: () => void;
  onContinueShopping: (event: React.MouseEvent) => void;
}) {
  const t = useT();
  return (
    <Modal open onClose={onClose} title={t("ProductOrderForm.addedTitle")}>
      <div className={styles.addedBody}>
        <p>{t("ProductOrderForm.addedBody", { quantity, title })}</p>
        <div className={styles.addedActions}>
          <ButtonLink to="/s" variant="secondary" onClick={onContinueShopping}>
            {t("ProductOrderForm.continueShopping")}
          </ButtonLink>
          <ButtonLink to="/cart">{t("ProductOrderForm.goToCart")}</ButtonLink>
        </div>
      </div>
    </Modal>
  );
}
