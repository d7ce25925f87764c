import type { SavedCardView } from "#modules/saved-cards";
import { useT } from "~/hooks/use-t";
import styles from "./saved-cards.module.css";

const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
};

/** "Visa eindigend op 4242": a saved card's name in a sentence. */
export function useCardName() {
  const t = useT();
  return (card: SavedCardView) =>
    t("SavedCard.summary", {
      brand: BRANDS[card.brand] ?? card.brand,
      last4: card.last4Digits,
    });
}

/** A saved card: brand, last four digits and expiry, marked when it has expired. */
export function SavedCardLine({ card, expired }: { card: SavedCardView; expired: boolean }) {
  const t = useT();
  const name = useCardName();
  return (
    <span className={styles.card}>
      <span className={styles.cardName}>{name(card)}</span>
      <span className={styles.expiry}>
        {t("SavedCard.expires", {
          month: String(card.expirationMonth).padStart(2, "0"),
          year: String(card.expirationYear),
        })}
      </span>
      {expired ? <span className={styles.expired}>{t("SavedCard.expired")}</span> : null}
    </span>
  );
}
