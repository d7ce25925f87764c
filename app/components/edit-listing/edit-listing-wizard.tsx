import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigation } from "react-router";
import { AvailabilityPlanFields } from "~/components/availability/plan-fields";
import { Page } from "~/components/layout/page";
import { Button } from "~/components/ui/button";
import { FormError, FormSuccess } from "~/components/ui/field";
import { formValues } from "~/forms/parse-form";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { RequireTimeZones } from "../availability/time-zone-support";
import { DeliveryFields } from "./delivery-form";
import { DetailsFields } from "./details-form";
import styles from "./edit-listing.module.css";
import { LazyExceptionsCalendar } from "./exceptions-calendar-lazy";
import { focusFirstError } from "./focus-first-error";
import { tabLabelId } from "./labels";
import { PhotosFields } from "./photos-form";
import { PricingFields } from "./pricing-form";
import { PayoutLink, PublishBlockers } from "./publish-blockers";
import { TabForm } from "./tab-form";
import type { WizardActionResult, WizardPageData } from "./types";
import { useTabCheck } from "./use-tab-check";
import { listingPagePath, nextTab, type WizardTab } from "./wizard";
import { WizardNav } from "./wizard-nav";

const INTRO_IDS: Record<WizardTab, string> = {
  details: "EditListingWizard.introDetails",
  pricing: "EditListingWizard.introPricing",
  availability: "EditListingWizard.introAvailability",
  delivery: "EditListingWizard.introDelivery",
  photos: "EditListingWizard.introPhotos",
};

const HEADING_IDS = {
  new: "EditListingPage.headingNew",
  draft: "EditListingPage.headingDraft",
  edit: "EditListingPage.headingEdit",
} as const;

/**
 * The edit-listing wizard (spec §2): step navigation, one tab's form, and in
 * edit mode a "saved" marker per tab saved during this visit.
 */
export function EditListingWizard({
  loaded,
  result,
}: {
  loaded: WizardPageData;
  result: WizardActionResult | null;
}) {
  const t = useT();
  const message = useMessage();
  const navigation = useNavigation();
  const { params, tabs, listing, config } = loaded;

  const [savedTabs, setSavedTabs] = useState<WizardTab[]>(() => (result?.ok ? [result.tab] : []));
  useEffect(() => {
    if (result?.ok) {
      setSavedTabs((prev) => (prev.includes(result.tab) ? prev : [...prev, result.tab]));
    }
  }, [result]);

  const tab = params.tab;
  const tabResult = result && !result.ok && result.tab === tab ? result : null;
  const values = tabResult?.values ?? loaded.values;

  // What the form holds now, once the grower edits it after a refused save: errors that are
  // fixed go at once (live-errors.ts). A new answer from the server starts over.
  const formRef = useRef<HTMLFormElement>(null);
  const [current, setCurrent] = useState<Record<string, string> | null>(null);
  const [seenResult, setSeenResult] = useState(result);
  if (seenResult !== result) {
    setSeenResult(result);
    setCurrent(null);
  }
  const live = useTabCheck(tab, config, Boolean(tabResult));
  const serverErrors = tabResult?.fieldErrors ?? {};
  const errors =
    tabResult && current && live
      ? live.liveErrors({
          server: serverErrors,
          sent: tabResult.values,
          current,
          tabCheck: live.check,
        })
      : serverErrors;
  const recheck = useCallback(() => {
    if (formRef.current) setCurrent(formValues(new FormData(formRef.current)));
  }, []);
  // A refused save: the grower lands on the first field to fix, not at the button below.
  useEffect(() => {
    if (result && !result.ok && result.tab === tab && formRef.current) {
      focusFirstError(formRef.current);
    }
  }, [result, tab]);
  // Only a refused tab has errors to follow; otherwise typing re-renders nothing.
  const formProps = { formRef, onChange: tabResult ? recheck : undefined };
  const savedNow = Boolean(result?.ok && result.tab === tab);
  const submitting = navigation.state === "submitting";
  const label = (id: WizardTab) => t(tabLabelId(id, config.stockManaged));
  const order = tabs.map((s) => s.tab);
  const next = nextTab(order, tab);
  const stepIndex = order.indexOf(tab);

  const submitLabel =
    params.type === "edit"
      ? t("EditListingWizard.saveChanges")
      : tab === "photos"
        ? t("EditListingWizard.publishListing")
        : next
          ? t("EditListingWizard.saveAndContinue", { tab: label(next) })
          : t("EditListingWizard.saveChanges");
  const submit = (
    <Button
      inProgress={submitting}
      variant={tab === "photos" && params.type !== "edit" ? "accent" : "primary"}
    >
      {submitLabel}
    </Button>
  );
  const status = (
    <>
      {savedNow ? (
        <FormSuccess>{t("EditListingWizard.tabUpdated", { tab: label(tab) })}</FormSuccess>
      ) : null}
      {tabResult?.blockers || !tabResult?.formError ? null : (
        <FormError>
          {message(tabResult?.formError)}
          <PayoutLink messageId={tabResult?.formError} />
        </FormError>
      )}
    </>
  );

  let body: ReactNode;
  if (loaded.loadError) {
    body = <FormError>{message(loaded.loadError)}</FormError>;
  } else if (tab === "details") {
    body = (
      <TabForm status={status} submit={submit} {...formProps}>
        <DetailsFields values={values} errors={errors} />
      </TabForm>
    );
  } else if (tab === "pricing") {
    body = (
      <TabForm status={status} submit={submit} {...formProps}>
        <PricingFields
          values={values}
          errors={errors}
          allowFree={config.allowFree}
          stockManaged={config.stockManaged}
          unit={listing?.unit ?? null}
        />
      </TabForm>
    );
  } else if (tab === "availability") {
    body = (
      <>
        <TabForm status={status} submit={submit} {...formProps}>
          <AvailabilityPlanFields values={values} errors={errors} />
        </TabForm>
        {listing ? (
          <RequireTimeZones zone={loaded.values.timezone ?? "Europe/Amsterdam"}>
            <LazyExceptionsCalendar
              listingId={listing.id}
              timeZone={loaded.values.timezone ?? "Europe/Amsterdam"}
            />
          </RequireTimeZones>
        ) : null}
      </>
    );
  } else if (tab === "delivery") {
    body = (
      <TabForm status={status} submit={submit} {...formProps}>
        <DeliveryFields
          values={values}
          errors={errors}
          // A chosen place is set after the click: check once it is in the form.
          onPlaceChosen={() => setTimeout(recheck, 0)}
        />
      </TabForm>
    );
  } else {
    const refused = tabResult?.blockers ?? null;
    body = (
      <TabForm
        {...formProps}
        status={
          <>
            {status}
            <PublishBlockers
              blockers={refused ?? (params.type === "draft" ? loaded.blockers : [])}
              kind={refused ? "refused" : "upcoming"}
              params={params}
              tabs={tabs}
              stockManaged={config.stockManaged}
            />
          </>
        }
        submit={submit}
      >
        <PhotosFields images={listing?.images ?? []} errors={errors} />
      </TabForm>
    );
  }

  return (
    <Page className={styles.page}>
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>
            {t("EditListingWizard.stepOf", { step: stepIndex + 1, total: order.length })}
          </p>
          <h1 className={styles.heading}>{t(HEADING_IDS[params.type])}</h1>
          {listing && params.type !== "new" ? (
            <p className={styles.listingTitle}>{listing.title}</p>
          ) : null}
        </div>
        {listing ? (
          <div className={styles.headerLinks}>
            {params.type === "edit" ? (
              <Link to={listingPagePath({ slug: params.slug, id: listing.id }, listing.state)}>
                {t("EditListingWizard.viewListing")}
              </Link>
            ) : null}
            <Link to="/listings">{t("EditListingWizard.yourListings")}</Link>
          </div>
        ) : null}
      </header>
      <div className={styles.layout}>
        <WizardNav
          params={params}
          tabs={tabs}
          stockManaged={config.stockManaged}
          savedTabs={savedNow && !savedTabs.includes(tab) ? [...savedTabs, tab] : savedTabs}
        />
        <section className={styles.card} aria-labelledby="wizard-tab-title">
          <h2 id="wizard-tab-title" className={styles.tabTitle}>
            {label(tab)}
          </h2>
          <p className={styles.intro}>{t(INTRO_IDS[tab])}</p>
          {body}
        </section>
      </div>
    </Page>
  );
}
