import { useState } from "react";
import { FieldRow, TextField } from "~/components/ui/field";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { CheckboxField } from "./checkbox-field";
import styles from "./edit-listing.module.css";
import type { TabFormProps } from "./tab-form";

type Place = { name: string; lat: number; lng: number };
type Props = TabFormProps & { places: Place[]; savedAddress: string };

const fold = (s: string) => s.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().trim();

/**
 * Delivery tab: pick-up at a place and/or shipping with fees. The place input
 * suggests known towns; choosing one fills the coordinates, typing anything
 * else clears them and the server resolves the town in the address.
 */
export function DeliveryFields({ values, errors, places, savedAddress }: Props) {
  const t = useT();
  const message = useMessage();
  const [pickup, setPickup] = useState(values.pickupEnabled === "on");
  const [shipping, setShipping] = useState(values.shippingEnabled === "on");
  const [coords, setCoords] = useState({ lat: values.lat ?? "", lng: values.lng ?? "" });

  const onAddress = (address: string) => {
    const place = places.find((p) => fold(p.name) === fold(address));
    if (place) setCoords({ lat: String(place.lat), lng: String(place.lng) });
    else if (address.trim() !== savedAddress.trim()) setCoords({ lat: "", lng: "" });
  };

  return (
    <>
      {errors.pickupEnabled ? (
        <p className={styles.groupError} role="alert">
          {message(errors.pickupEnabled)}
        </p>
      ) : null}
      <fieldset className={`${styles.option} ${pickup ? styles.optionOn : ""}`}>
        <legend className="visually-hidden">{t("EditListingDeliveryForm.pickupLabel")}</legend>
        <CheckboxField
          name="pickupEnabled"
          label={t("EditListingDeliveryForm.pickupLabel")}
          help={t("EditListingDeliveryForm.pickupHelp")}
          checked={pickup}
          onChange={(e) => setPickup(e.currentTarget.checked)}
        />
        <div className={styles.optionBody} hidden={!pickup}>
          <TextField
            label={t("EditListingDeliveryForm.addressLabel")}
            name="address"
            list="edit-listing-places"
            autoComplete="off"
            placeholder={t("EditListingDeliveryForm.addressPlaceholder")}
            defaultValue={values.address ?? ""}
            onChange={(e) => onAddress(e.currentTarget.value)}
            help={t("EditListingDeliveryForm.addressHelp")}
            error={message(errors.address)}
          />
          <datalist id="edit-listing-places">
            {places.map((p) => (
              <option key={p.name} value={p.name} />
            ))}
          </datalist>
          <input type="hidden" name="lat" value={coords.lat} />
          <input type="hidden" name="lng" value={coords.lng} />
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
      <fieldset className={`${styles.option} ${shipping ? styles.optionOn : ""}`}>
        <legend className="visually-hidden">{t("EditListingDeliveryForm.shippingLabel")}</legend>
        <CheckboxField
          name="shippingEnabled"
          label={t("EditListingDeliveryForm.shippingLabel")}
          help={t("EditListingDeliveryForm.shippingHelp")}
          checked={shipping}
          onChange={(e) => setShipping(e.currentTarget.checked)}
        />
        <div className={styles.optionBody} hidden={!shipping}>
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
