import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * The order and sale pages read the order again after a step refused because the order moved
 * on (409): the page then shows where it is now beside the message saying so (decision 068),
 * as a post without JavaScript does. Other refusals keep React Router's default (no reload on
 * a 4xx), so a form's typed text stays as it was.
 */
export function transactionShouldRevalidate({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return actionStatus === 409 || defaultShouldRevalidate;
}
