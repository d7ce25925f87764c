import { isUnit } from "#modules/listings";
import { FieldRow, TextField } from "~/components/ui/field";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import type { TabFormProps } from "./tab-form";

type Props = TabFormProps & {
  allowFree: boolean;
  stockManaged: boolean;
  unit: string | null;
};

/**
 * Pricing and stock tab: price in euros (0 is "Gratis" where allowed), stock
 * when stock is managed, optional minimum order fee. The stock total the form
 * was shown travels along, for the compare-and-set in edit mode.
 */
export function PricingFields({ values, errors, allowFree, stockManaged, unit }: Props) {
  const t = useT();
  const message = useMessage();
  const perUnit = isUnit(unit) ? t(`Units.${unit}`) : null;
  return (
    <>
      <FieldRow>
        <TextField
          label={
            perUnit
              ? t("EditListingPricingForm.priceLabelPerUnit", { unit: perUnit })
              : t("EditListingPricingForm.priceLabel")
          }
          name="price"
          inputMode="decimal"
          autoComplete="off"
          required
          placeholder="3,50"
          defaultValue={values.price ?? ""}
          help={allowFree ? t("EditListingPricingForm.priceFreeHint") : undefined}
          error={message(errors.price)}
        />
        {stockManaged ? (
          <TextField
            label={t("EditListingPricingForm.stockLabel")}
            name="stock"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            required
            placeholder="10"
            defaultValue={values.stock ?? ""}
            help={t("EditListingPricingForm.stockHelp")}
            error={message(errors.stock)}
          />
        ) : null}
      </FieldRow>
      {stockManaged ? (
        <input type="hidden" name="oldStockTotal" value={values.oldStockTotal ?? ""} />
      ) : null}
      <TextField
        label={t("EditListingPricingForm.minimumOrderFeeLabel")}
        name="minimumOrderFee"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,50"
        defaultValue={values.minimumOrderFee ?? ""}
        help={t("EditListingPricingForm.minimumOrderFeeHelp")}
        error={message(errors.minimumOrderFee)}
      />
    </>
  );
}
