import { useState } from "react";
import { FieldRow, TextField } from "~/components/ui/field";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { coordinateHiddenFields } from "../location/hidden-fields";
import { LocationSearchField } from "../location/location-search-field";
import { pickupPlaceFromValues } from "../location/pickup-place";
import { CheckboxField } from "./checkbox-field";
import styles from "./edit-listing.module.css";
import type { TabFormProps } from "./tab-form";

type Props = TabFormProps & {
  /** A place was chosen from the suggestions. */
  onPlaceChosen?: () => void;
};

const GROUP_ERROR_ID = "edit-listing-delivery-error";

/**
 * Delivery tab: pick-up at a place and/or shipping with fees. The place field
 * suggests places from the geocoder; choosing one fills the hidden `lat`/`lng`
 * (spec §5: a location needs a selected place with address and origin). Text typed
 * without choosing, or sent without JavaScript, is resolved by the server.
 */
export function DeliveryFields({ values, errors, onPlaceChosen }: Props) {
  const t = useT();
  const message = useMessage();
  const [pickup, setPickup] = useState(values.pickupEnabled === "on");
  const [shipping, setShipping] = useState(values.shippingEnabled === "on");
  const optionClass = (on: boolean) =>
    [styles.option, on ? styles.optionOn : errors.pickupEnabled ? styles.optionInvalid : ""].join(
      " ",
    );

  return (
    <>
      {errors.pickupEnabled ? (
        <p id={GROUP_ERROR_ID} className={styles.groupError} role="alert">
          {message(errors.pickupEnabled)}
        </p>
      ) : null}
      <fieldset className={optionClass(pickup)}>
        <legend className="visually-hidden">{t("EditListingDeliveryForm.pickupLabel")}</legend>
        <CheckboxField
          name="pickupEnabled"
          label={t("EditListingDeliveryForm.pickupLabel")}
          help={t("EditListingDeliveryForm.pickupHelp")}
          checked={pickup}
          onChange={(e) => setPickup(e.currentTarget.checked)}
          // Where a refused save puts the focus when neither option was ticked.
          id="edit-listing-pickup"
          aria-invalid={errors.pickupEnabled ? true : undefined}
          aria-describedby={
            errors.pickupEnabled ? `edit-listing-pickup-help ${GROUP_ERROR_ID}` : undefined
          }
        />
        <div className={styles.optionBody}>
          <LocationSearchField
            id="edit-listing-address"
            className={styles.pickupPlace}
            label={t("EditListingDeliveryForm.addressLabel")}
            placeholder={t("EditListingDeliveryForm.addressPlaceholder")}
            defaultValue={values.address ?? ""}
            defaultPlace={pickupPlaceFromValues(values)}
            // A pickup address is a real place; "current location" would save no address.
            currentLocation={false}
            hiddenFields={coordinateHiddenFields}
            onPlaceSelected={onPlaceChosen}
            help={t("EditListingDeliveryForm.addressHelp")}
            error={message(errors.address)}
          />
          <TextField
            label={t("EditListingDeliveryForm.buildingLabel")}
            name="building"
            autoComplete="off"
            placeholder={t("EditListingDeliveryForm.buildingPlaceholder")}
            defaultValue={values.building ?? ""}
            error={message(errors.building)}
          />
        </div>
      </fieldset>
      <fieldset className={optionClass(shipping)}>
        <legend className="visually-hidden">{t("EditListingDeliveryForm.shippingLabel")}</legend>
        <CheckboxField
          name="shippingEnabled"
          label={t("EditListingDeliveryForm.shippingLabel")}
          help={t("EditListingDeliveryForm.shippingHelp")}
          checked={shipping}
          onChange={(e) => setShipping(e.currentTarget.checked)}
        />
        <div className={styles.optionBody}>
          <FieldRow>
            <TextField
              label={t("EditListingDeliveryForm.shippingOneItemLabel")}
              name="shippingPriceOneItem"
              inputMode="decimal"
              autoComplete="off"
              placeholder="4,95"
              defaultValue={values.shippingPriceOneItem ?? ""}
              error={message(errors.shippingPriceOneItem)}
            />
            <TextField
              label={t("EditListingDeliveryForm.shippingAdditionalItemsLabel")}
              name="shippingPriceAdditionalItems"
              inputMode="decimal"
              autoComplete="off"
              placeholder="1,00"
              defaultValue={values.shippingPriceAdditionalItems ?? ""}
              error={message(errors.shippingPriceAdditionalItems)}
            />
          </FieldRow>
        </div>
      </fieldset>
    </>
  );
}
