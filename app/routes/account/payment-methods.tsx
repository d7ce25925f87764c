import { type FormEvent, useRef, useState } from "react";
import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useSubmit,
} from "react-router";
import { CARD_ERROR_MESSAGES, PAYMENT_METHOD_ID } from "#modules/payments";
import { isSavedCardExpired } from "#modules/saved-cards";
import type { SaveErrors } from "#modules/saved-cards/server";
import { requireUser } from "~/auth/session.server";
import styles from "~/components/account/account.module.css";
import { AccountLayout } from "~/components/account/account-layout";
import {
  CardFields,
  createTestPaymentMethod,
  readCardFields,
} from "~/components/checkout/card-fields";
import { useHydrated } from "~/components/location/use-hydrated";
import { SavedCardLine, useCardName } from "~/components/saved-cards/saved-card";
import own from "~/components/saved-cards/saved-cards.module.css";
import { Button } from "~/components/ui/button";
import { FormError, FormSuccess } from "~/components/ui/field";
import { Modal } from "~/components/ui/modal";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import type { Route } from "./+types/payment-methods";

/**
 * The buyer's saved card (spec §2 /account/payment-methods; decision 081): add one, replace it,
 * remove it after a confirmation. A card is saved through a setup intent: with JavaScript the
 * card is tokenised in the browser and only its payment method id is posted; without, the
 * processor's hosted page takes it. A save answers its create, add and delete errors together
 * (spec §8). `?remove=1` is the confirmation, so it works without JavaScript too.
 */
const PATH = "/account/payment-methods";
const SETUP_ID = /^seti_\w{1,80}$/;
const CARD_FORM_ERRORS: ReadonlySet<string> = new Set(Object.values(CARD_ERROR_MESSAGES));
const NO_ERRORS: SaveErrors = {
  createCustomer: null,
  addPaymentMethod: null,
  deletePaymentMethod: null,
};

type Result = { ok: boolean; saved?: boolean; removed?: boolean; errors: SaveErrors };

const buyerOf = (user: ReturnType<typeof requireUser>) => ({
  id: user.id,
  email: user.email,
  name: `${user.firstName} ${user.lastName}`.trim(),
});

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const url = new URL(request.url);
  const savedCards = context.services.savedCards;
  // The return from 3-D Secure or the hosted card page: this buyer's setup only (404 otherwise).
  const setupId = url.searchParams.get("setup_intent");
  let returned: Result | null = null;
  if (setupId && SETUP_ID.test(setupId)) {
    const outcome = await savedCards.finishSetup(user.id, setupId).catch(() => {
      throw data(null, { status: 404 });
    });
    if (outcome.kind === "redirect") throw redirect(outcome.url);
    returned = {
      ok: outcome.kind === "saved",
      saved: outcome.kind === "saved",
      errors: outcome.errors,
    };
  }
  let fetchError: string | null = null;
  const card = await savedCards.defaultCard(user.id).catch(() => {
    fetchError = "PaymentMethodsPage.fetchFailed";
    return null;
  });
  return {
    seo: seo(context, request, "PaymentMethodsPage.title", "PaymentMethodsPage.title", {
      noIndex: true,
    }),
    card: card
      ? {
          brand: card.brand,
          last4Digits: card.last4Digits,
          expirationMonth: card.expirationMonth,
          expirationYear: card.expirationYear,
        }
      : null,
    expired: card ? isSavedCardExpired(card, context.services.now()) : false,
    fetchError,
    returned,
    confirmRemove: url.searchParams.get("remove") === "1" && card !== null,
    testMode: context.services.testPayments !== null,
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const savedCards = context.services.savedCards;
  if (field("intent") === "remove") {
    const errors = await savedCards.remove(user.id);
    const ok = !errors.deletePaymentMethod;
    return data<Result>({ ok, removed: ok, errors }, { status: ok ? 200 : 502 });
  }
  if (field("intent") !== "save") {
    return data<Result>(
      { ok: false, errors: { ...NO_ERRORS, addPaymentMethod: "Errors.invalidParams" } },
      { status: 400 },
    );
  }
  // The card form's own error (its script posts it instead of a payment method).
  const cardError = field("cardError");
  if (cardError) {
    const messageId = CARD_FORM_ERRORS.has(cardError) ? cardError : "StripePaymentForm.missingCard";
    return data<Result>(
      { ok: false, errors: { ...NO_ERRORS, addPaymentMethod: messageId } },
      { status: 400 },
    );
  }
  const paymentMethod = field("paymentMethod");
  if (paymentMethod && !PAYMENT_METHOD_ID.test(paymentMethod)) {
    return data<Result>(
      { ok: false, errors: { ...NO_ERRORS, addPaymentMethod: "StripePaymentForm.missingCard" } },
      { status: 400 },
    );
  }
  const outcome = await savedCards.save(buyerOf(user), {
    ...(paymentMethod ? { paymentMethod } : {}),
    returnUrl: PATH,
  });
  if (outcome.kind === "redirect") return redirect(outcome.url);
  const ok = outcome.kind === "saved";
  return data<Result>({ ok, saved: ok, errors: outcome.errors }, { status: ok ? 200 : 402 });
}

function SaveCardForm({ replacing, testMode }: { replacing: boolean; testMode: boolean }) {
  const t = useT();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const cardRef = useRef<HTMLDivElement>(null);
  const paymentMethodRef = useRef<HTMLInputElement>(null);
  const cardErrorRef = useRef<HTMLInputElement>(null);
  const [tokenising, setTokenising] = useState(false);
  async function tokenise(event: FormEvent<HTMLFormElement>) {
    const fields = cardRef.current;
    if (!fields) return; // without JavaScript the processor's page takes the card
    event.preventDefault();
    if (tokenising) return;
    const form = event.currentTarget;
    setTokenising(true);
    const made = await createTestPaymentMethod(readCardFields(fields));
    setTokenising(false);
    paymentMethodRef.current!.value = "id" in made ? made.id : "";
    cardErrorRef.current!.value = "id" in made ? "" : made.messageId;
    submit(form);
  }
  const busy =
    tokenising || (navigation.state !== "idle" && navigation.formData?.get("intent") === "save");
  return (
    <Form method="post" action={PATH} noValidate onSubmit={tokenise}>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="paymentMethod" defaultValue="" ref={paymentMethodRef} />
      <input type="hidden" name="cardError" defaultValue="" ref={cardErrorRef} />
      <h2>
        {t(replacing ? "PaymentMethodsPage.replaceHeading" : "PaymentMethodsPage.addHeading")}
      </h2>
      {testMode ? <p className={own.expiry}>{t("PaymentMethodsPage.testModeNotice")}</p> : null}
      {hydrated && testMode ? (
        <div ref={cardRef}>
          <CardFields />
        </div>
      ) : (
        <p>{t("PaymentMethodsPage.cardNextPageNote")}</p>
      )}
      <div className={own.actions}>
        <Button inProgress={busy}>
          {t(replacing ? "PaymentMethodsPage.replaceButton" : "PaymentMethodsPage.addButton")}
        </Button>
      </div>
    </Form>
  );
}

export default function PaymentMethodsPage() {
  const t = useT();
  const message = useMessage();
  const cardName = useCardName();
  const { card, expired, fetchError, returned, confirmRemove, testMode } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() ?? returned;
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const errors = result?.errors ?? NO_ERRORS;
  // Spec §8: the create, add and delete errors are shown together.
  const shown = [
    errors.createCustomer,
    errors.addPaymentMethod,
    errors.deletePaymentMethod,
    fetchError,
  ]
    .filter((id): id is string => Boolean(id))
    .map((id) => message(id));
  const closeModal = () => navigate(location.pathname, { replace: true, preventScrollReset: true });
  const removing = navigation.state !== "idle" && navigation.formData?.get("intent") === "remove";
  return (
    <AccountLayout>
      <h1>{t("PaymentMethodsPage.title")}</h1>
      <div className={styles.card}>
        <p>{t("PaymentMethodsPage.intro")}</p>
        {result?.saved ? <FormSuccess>{t("PaymentMethodsPage.saved")}</FormSuccess> : null}
        {result?.removed ? <FormSuccess>{t("PaymentMethodsPage.removed")}</FormSuccess> : null}
        <FormError>
          {shown.length > 0 ? shown.map((text) => <p key={text}>{text}</p>) : null}
        </FormError>
        <section className={own.section} aria-labelledby="saved-card">
          <h2 id="saved-card">{t("PaymentMethodsPage.savedHeading")}</h2>
          {card ? (
            <>
              <p>
                <SavedCardLine card={card} expired={expired} />
              </p>
              <Link to={`${PATH}?remove=1`} preventScrollReset>
                {t("PaymentMethodsPage.removeButton")}
              </Link>
            </>
          ) : (
            <p>{t("PaymentMethodsPage.noCard")}</p>
          )}
        </section>
        <section className={own.section}>
          {/* The key empties the card fields once a card is saved. */}
          <SaveCardForm
            key={result?.saved ? `saved-${card?.last4Digits}-${card?.expirationYear}` : "form"}
            replacing={card !== null}
            testMode={testMode}
          />
        </section>
      </div>
      {card ? (
        <Modal
          open={confirmRemove}
          onClose={closeModal}
          title={t("PaymentMethodsPage.removeTitle")}
        >
          <Form method="post" action={PATH}>
            <input type="hidden" name="intent" value="remove" />
            <p>{t("PaymentMethodsPage.removeText", { card: cardName(card) })}</p>
            <div className={own.actions}>
              <Button inProgress={removing} variant="primary">
                {t("PaymentMethodsPage.removeConfirm")}
              </Button>
              <Link to={PATH} replace preventScrollReset>
                {t("PaymentMethodsPage.removeCancel")}
              </Link>
            </div>
          </Form>
        </Modal>
      ) : null}
    </AccountLayout>
  );
}
