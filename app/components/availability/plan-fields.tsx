import { SelectField, TextField } from "~/components/ui/field";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { DAYS_OF_WEEK } from "../../../modules/listings/availability";
import styles from "./availability.module.css";
import { DAY_LABEL_IDS, MAX_SEATS, seatsField } from "./plan-form";

const TIME_ZONE_LABELS = {
  "Europe/Amsterdam": "EditListingAvailabilityForm.tzAmsterdam",
  "Europe/Brussels": "EditListingAvailabilityForm.tzBrussels",
} as const;

/** The weekly plan (spec §3, availability-plan/day): a time zone and seats per weekday. */
export function AvailabilityPlanFields({
  values,
  errors,
}: {
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const t = useT();
  const message = useMessage();
  return (
    <fieldset className={styles.plan}>
      <legend className={styles.heading}>{t("EditListingAvailabilityForm.planHeading")}</legend>
      <p className={styles.help}>{t("EditListingAvailabilityForm.planHelp")}</p>
      <input type="hidden" name="intent" value="plan" />
      <SelectField
        name="timezone"
        label={t("EditListingAvailabilityForm.timezone")}
        defaultValue={values.timezone ?? "Europe/Amsterdam"}
        error={message(errors.timezone)}
      >
        {Object.entries(TIME_ZONE_LABELS).map(([zone, id]) => (
          <option key={zone} value={zone}>
            {t(id)}
          </option>
        ))}
      </SelectField>
      <div className={styles.days}>
        {DAYS_OF_WEEK.map((day) => (
          <TextField
            key={day}
            name={seatsField(day)}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_SEATS}
            step={1}
            label={t(DAY_LABEL_IDS[day])}
            defaultValue={values[seatsField(day)] ?? "0"}
            error={message(errors[seatsField(day)])}
          />
        ))}
      </div>
    </fieldset>
  );
}
