import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { birthdayParts, birthYearChoices, profileSettingsSchema } from "#modules/users";
import { requireUser } from "~/auth/session.server";
import styles from "~/components/account/account.module.css";
import { Page } from "~/components/layout/page";
import { ProfileImageUpload } from "~/components/profile-image/profile-image-upload";
import { Button } from "~/components/ui/button";
import {
  FieldRow,
  FormError,
  FormSuccess,
  SelectField,
  TextArea,
  TextField,
} from "~/components/ui/field";
import { failure, parseForm } from "~/forms/parse-form";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import { routeFailure } from "../route-error.server";
import type { Route } from "./+types/profile-settings";
import pageStyles from "./profile-settings.module.css";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return {
    id: user.id,
    profileImage: await context.services.images.profileImageOf(user.id),
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.displayName,
    bio: user.bio ?? "",
    postalCode: user.publicData.postalCode ?? "",
    country: user.publicData.country ?? "NL",
    postalPlace: user.publicData.postalPlace ?? "",
    website: user.publicData.website ?? "",
    ...birthdayFields(user.privateData.birthDate),
    birthYears: birthYearChoices(context.services.now()),
    minAge: context.services.env.MIN_AGE,
    seo: seo(context, request, "ProfileSettingsPage.title", "ProfileSettingsPage.title", {
      noIndex: true,
    }),
  };
}

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

function birthdayFields(birthDate: unknown) {
  const { day, month, year } = birthdayParts(typeof birthDate === "string" ? birthDate : null);
  return { birthDay: day, birthMonth: month, birthYear: year };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const formData = await request.formData();
  const parsed = parseForm(profileSettingsSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  try {
    await context.services.users.updateProfile(user.id, parsed.data);
    return { ok: true as const };
  } catch (error) {
    // The age check, said at the birthday field; nothing typed is lost.
    const failed = routeFailure(error, context, "update-profile-failed", { accessInForm: true });
    const birthday = failed.kind === "expected" ? failed.fieldErrors.birthday : undefined;
    if (birthday) return data(failure(formData, undefined, { birthday }), { status: 400 });
    return data(failure(formData, "ProfileSettingsPage.updateProfileFailed"), { status: 500 });
  }
}

export default function ProfileSettingsPage() {
  const t = useT();
  const message = useMessage();
  const profile = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const errors = result && !result.ok ? result : null;
  const locale = useRootData()?.locale ?? "nl";
  const value = (name: keyof typeof profile) => errors?.values[name] ?? String(profile[name]);
  return (
    <Page className={pageStyles.page}>
      <div className={pageStyles.header}>
        <h1>{t("ProfileSettingsPage.heading")}</h1>
        <Link to={`/u/${profile.id}`}>{t("ProfileSettingsPage.viewProfileLink")}</Link>
      </div>
      <div className={styles.card}>
        <ProfileImageUpload
          image={profile.profileImage}
          firstName={profile.firstName}
          lastName={profile.lastName}
          displayName={profile.displayName}
        />
        <Form method="post" noValidate>
          {result?.ok ? <FormSuccess>{t("ProfileSettingsForm.saved")}</FormSuccess> : null}
          <FormError>{message(errors?.formError)}</FormError>
          <FieldRow>
            <TextField
              label={t("ProfileSettingsForm.firstNameLabel")}
              name="firstName"
              autoComplete="given-name"
              required
              defaultValue={value("firstName")}
              error={message(errors?.fieldErrors.firstName)}
            />
            <TextField
              label={t("ProfileSettingsForm.lastNameLabel")}
              name="lastName"
              autoComplete="family-name"
              required
              defaultValue={value("lastName")}
              error={message(errors?.fieldErrors.lastName)}
            />
          </FieldRow>
          <TextField
            label={t("ProfileSettingsForm.displayNameLabel")}
            name="displayName"
            required
            defaultValue={value("displayName")}
            help={t("ProfileSettingsForm.displayNameHelp")}
            error={message(errors?.fieldErrors.displayName)}
          />
          <TextArea
            label={t("ProfileSettingsForm.bioLabel")}
            name="bio"
            maxLength={5000}
            defaultValue={value("bio")}
            placeholder={t("ProfileSettingsForm.bioPlaceholder")}
            help={t("ProfileSettingsForm.bioHelp")}
            error={message(errors?.fieldErrors.bio)}
          />
          <FieldRow>
            <TextField
              label={t("ProfileSettingsForm.postalCodeLabel")}
              name="postalCode"
              autoComplete="postal-code"
              defaultValue={value("postalCode")}
              placeholder="3511 AB"
              help={
                profile.postalPlace
                  ? t("ProfileSettingsForm.postalPlace", { place: profile.postalPlace })
                  : undefined
              }
              error={message(errors?.fieldErrors.postalCode)}
            />
            <SelectField
              label={t("ProfileSettingsForm.countryLabel")}
              name="country"
              defaultValue={value("country")}
              error={message(errors?.fieldErrors.country)}
            >
              <option value="NL">{t("Countries.NL")}</option>
              <option value="BE">{t("Countries.BE")}</option>
            </SelectField>
          </FieldRow>
          <TextField
            label={t("ProfileSettingsForm.websiteLabel")}
            name="website"
            type="url"
            inputMode="url"
            autoComplete="url"
            defaultValue={value("website")}
            placeholder="https://"
            error={message(errors?.fieldErrors.website)}
          />
          <fieldset className={pageStyles.birthday} aria-describedby="birthday-help">
            <legend>{t("ProfileSettingsForm.birthdayLabel")}</legend>
            <FieldRow>
              <SelectField
                label={t("ProfileSettingsForm.birthDayLabel")}
                name="birthDay"
                defaultValue={value("birthDay")}
                error={message(errors?.fieldErrors.birthday)}
              >
                <option value="">–</option>
                {DAYS.map((day) => (
                  <option key={day} value={String(day)}>
                    {day}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t("ProfileSettingsForm.birthMonthLabel")}
                name="birthMonth"
                defaultValue={value("birthMonth")}
              >
                <option value="">–</option>
                {MONTHS.map((month) => (
                  <option key={month} value={String(month)}>
                    {new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" }).format(
                      new Date(Date.UTC(2024, month - 1, 1)),
                    )}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t("ProfileSettingsForm.birthYearLabel")}
                name="birthYear"
                defaultValue={value("birthYear")}
              >
                <option value="">–</option>
                {profile.birthYears.map((year) => (
                  <option key={year} value={String(year)}>
                    {year}
                  </option>
                ))}
              </SelectField>
            </FieldRow>
            <p id="birthday-help" className={pageStyles.help}>
              {t("ProfileSettingsForm.birthdayHelp", { minAge: profile.minAge })}
            </p>
          </fieldset>
          <Button inProgress={navigation.state === "submitting"}>
            {t("ProfileSettingsForm.saveChanges")}
          </Button>
        </Form>
      </div>
    </Page>
  );
}
