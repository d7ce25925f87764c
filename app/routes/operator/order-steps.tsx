import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormError, FormSuccess, TextArea } from "~/components/ui/field";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import type { OrderStepResult } from "./order.server";
import { STEP_HELP_TEXT, STEP_TEXT, textOf } from "./order-texts";
import own from "./orders.module.css";

/**
 * The operator's steps on this order (decision 084), one form each: a reason both parties
 * read, and the state the operator saw, so a second click is refused rather than run again.
 * Plain posts: they work without JavaScript.
 */
export function OrderSteps({
  steps,
  state,
  result,
}: {
  steps: readonly string[];
  state: string;
  result: OrderStepResult | undefined;
}) {
  const t = useT();
  const message = useMessage();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <section className={own.card} aria-labelledby="order-steps">
      <h3 id="order-steps">{t("OperatorOrders.stepsTitle")}</h3>
      {result?.ok ? <FormSuccess>{t(result.message)}</FormSuccess> : null}
      {result && !result.ok && result.formError && !result.fieldErrors.reason ? (
        <FormError>{message(result.formError)}</FormError>
      ) : null}
      {steps.length === 0 ? <p>{t("OperatorOrders.noSteps")}</p> : null}
      <div className={own.steps}>
        {steps.map((step) => {
          const failed = result && !result.ok && result.transition === step ? result : null;
          const short = step.replace("transition/", "");
          return (
            <Form method="post" key={step} className={own.step} aria-labelledby={`step-${short}`}>
              <h4 id={`step-${short}`}>{t(textOf(STEP_TEXT, short))}</h4>
              <p>{t(textOf(STEP_HELP_TEXT, short))}</p>
              <input type="hidden" name="transition" value={step} />
              <input type="hidden" name="fromState" value={state} />
              <TextArea
                label={t("OperatorOrders.reasonLabel")}
                name="reason"
                required
                maxLength={1000}
                rows={3}
                defaultValue={failed?.values.reason}
                error={message(failed?.fieldErrors.reason)}
              />
              <Button inProgress={busy && navigation.formData?.get("transition") === step}>
                {t(textOf(STEP_TEXT, short))}
              </Button>
            </Form>
          );
        })}
      </div>
    </section>
  );
}
