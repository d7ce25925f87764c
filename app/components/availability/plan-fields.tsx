import { DAYS_OF_WEEK, END_HOURS, START_HOURS } from "#modules/listings";
import { SelectField, TextField } from "~/components/ui/field";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import styles from "./availability.module.css";
import {
  DAY_LABEL_IDS,
  MAX_SEATS,
  PLAN_TYPES,
  seatsField,
  TIME_ROWS,
  timeField,
} from "./plan-form";

const TIME_ZONE_LABELS = {
  "Europe/Amsterdam": "EditListingAvailabilityForm.tzAmsterdam",
  "Europe/Brussels": "EditListingAvailabilityForm.tzBrussels",
} as const;
const PLAN_TYPE_LABELS = {
  day: "EditListingAvailabilityForm.planTypeDay",
  time: "EditListingAvailabilityForm.planTypeTime",
} as const;

type FieldsProps = { values: Record<string, string>; errors: Record<string, string> };

/** Day plan: seats per weekday. */
function DayPlanFields({ values, errors }: FieldsProps) {
  const t = useT();
  const message = useMessage();
  return (
    <div className={styles.dayPlan}>
      <p className={styles.help}>{t("EditListingAvailabilityForm.planHelp")}</p>
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
    </div>
  );
}

/** Time plan: per weekday up to three rows of start, end (on the hour) and seats. */
function TimePlanFields({ values, errors }: FieldsProps) {
  const t = useT();
  const message = useMessage();
  const hourOptions = (hours: readonly string[]) => [
    <option key="" value="">
      –
    </option>,
    ...hours.map((h) => (
      <option key={h} value={h}>
        {h}
      </option>
    )),
  ];
  return (
    <div className={styles.timePlan}>
      <p className={styles.help}>{t("EditListingAvailabilityForm.timeHelp")}</p>
      {DAYS_OF_WEEK.map((day) => (
        <fieldset key={day} className={styles.timeDay}>
          <legend className={styles.timeDayName}>{t(DAY_LABEL_IDS[day])}</legend>
          {TIME_ROWS.map((row) => {
            const start = timeField(day, row, "start");
            const end = timeField(day, row, "end");
            const seats = timeField(day, row, "seats");
            return (
              <div key={row} className={styles.timeRow} data-first-row={row === 0 || undefined}>
                <SelectField
                  name={start}
                  label={t("EditListingAvailabilityForm.entryStart")}
                  defaultValue={values[start] ?? ""}
                  error={message(errors[start])}
                >
                  {hourOptions(START_HOURS)}
                </SelectField>
                <SelectField
                  name={end}
                  label={t("EditListingAvailabilityForm.entryEnd")}
                  defaultValue={values[end] ?? ""}
                >
                  {hourOptions(END_HOURS)}
                </SelectField>
                <TextField
                  name={seats}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_SEATS}
                  step={1}
                  label={t("EditListingAvailabilityForm.timeSeats")}
                  defaultValue={values[seats] ?? "1"}
                  error={message(errors[seats])}
                />
              </div>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}

/**
 * The weekly plan (spec §3): a time zone, and either seats per weekday (availability-plan/day)
 * or times of day per weekday (availability-plan/time). Both sets of fields are in the page;
 * CSS shows the chosen one, so the switch works before and without JavaScript (decision 059).
 */
export function AvailabilityPlanFields({ values, errors }: FieldsProps) {
  const t = useT();
  const message = useMessage();
  const planType = values.planType === "time" ? "time" : "day";
  return (
    <fieldset className={styles.plan}>
      <legend className={styles.heading}>{t("EditListingAvailabilityForm.planHeading")}</legend>
      <input type="hidden" name="intent" value="plan" />
      <fieldset className={styles.planTypes}>
        <legend className={styles.planTypesLabel}>
          {t("EditListingAvailabilityForm.planType")}
        </legend>
        {PLAN_TYPES.map((type) => (
          <label key={type} className={styles.planTypeOption}>
            <input type="radio" name="planType" value={type} defaultChecked={planType === type} />
            {t(PLAN_TYPE_LABELS[type])}
          </label>
        ))}
      </fieldset>
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
      <DayPlanFields values={values} errors={errors} />
      <TimePlanFields values={values} errors={errors} />
    </fieldset>
  );
}
