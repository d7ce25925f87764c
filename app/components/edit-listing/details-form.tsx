import {
  BRANDS,
  CATEGORIES,
  DESCRIPTION_MAX,
  DISCLAIMER_MAX,
  SIZES,
  TITLE_MAX,
  UNITS,
} from "#modules/listings";
import { FieldRow, SelectField, TextArea, TextField } from "~/components/ui/field";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { BRAND_LABELS, SIZE_LABELS } from "./labels";
import type { TabFormProps } from "./tab-form";

/** Details tab: the fields of listingDetailsSchema. */
export function DetailsFields({ values, errors }: TabFormProps) {
  const t = useT();
  const message = useMessage();
  const choose = (
    <option value="" disabled>
      {t("EditListingDetailsForm.choose")}
    </option>
  );
  return (
    <>
      <TextField
        label={t("EditListingDetailsForm.titleLabel")}
        name="title"
        required
        maxLength={TITLE_MAX}
        autoComplete="off"
        placeholder={t("EditListingDetailsForm.titlePlaceholder")}
        defaultValue={values.title ?? ""}
        error={message(errors.title)}
      />
      <TextArea
        label={t("EditListingDetailsForm.descriptionLabel")}
        name="description"
        required
        maxLength={DESCRIPTION_MAX}
        rows={6}
        placeholder={t("EditListingDetailsForm.descriptionPlaceholder")}
        defaultValue={values.description ?? ""}
        error={message(errors.description)}
      />
      <FieldRow>
        <SelectField
          label={t("EditListingDetailsForm.categoryLabel")}
          name="category"
          required
          defaultValue={values.category ?? ""}
          error={message(errors.category)}
        >
          {choose}
          {CATEGORIES.map((c) => (
            <option key={c.id} value={c.id}>
              {t(`Categories.${c.key}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("EditListingDetailsForm.unitLabel")}
          name="unit"
          required
          defaultValue={values.unit ?? ""}
          help={t("EditListingDetailsForm.unitHelp")}
          error={message(errors.unit)}
        >
          {choose}
          {UNITS.map((u) => (
            <option key={u} value={u}>
              {t(`Units.${u}`)}
            </option>
          ))}
        </SelectField>
      </FieldRow>
      <FieldRow>
        <SelectField
          label={t("EditListingDetailsForm.brandLabel")}
          name="brand"
          required
          defaultValue={values.brand ?? ""}
          error={message(errors.brand)}
        >
          {choose}
          {BRANDS.map((b) => (
            <option key={b} value={b}>
              {t(BRAND_LABELS[b])}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("EditListingDetailsForm.sizeLabel")}
          name="size"
          required
          defaultValue={values.size ?? ""}
          error={message(errors.size)}
        >
          {choose}
          {SIZES.map((s) => (
            <option key={s} value={s}>
              {t(SIZE_LABELS[s])}
            </option>
          ))}
        </SelectField>
      </FieldRow>
      <TextField
        label={t("EditListingDetailsForm.availableUntilLabel")}
        name="availableUntil"
        type="date"
        defaultValue={values.availableUntil ?? ""}
        help={t("EditListingDetailsForm.availableUntilHelp")}
        error={message(errors.availableUntil)}
      />
      <TextArea
        label={t("EditListingDetailsForm.disclaimerLabel")}
        name="disclaimer"
        maxLength={DISCLAIMER_MAX}
        rows={3}
        placeholder={t("EditListingDetailsForm.disclaimerPlaceholder")}
        defaultValue={values.disclaimer ?? ""}
        help={t("EditListingDetailsForm.disclaimerHelp")}
        error={message(errors.disclaimer)}
      />
    </>
  );
}
