/** The billing address the checkout tests pay with, as the checkout service takes it. */
export const billing = {
  name: "Anna de Vries",
  line1: "Oudegracht 1",
  line2: undefined,
  postalCode: "3511 AA",
  city: "Utrecht",
  country: "NL" as const,
};

/** The same address as the checkout pages' form fields; `name` for whom the page shows. */
export const billingFields = (name = billing.name) => ({
  billingName: name,
  billingLine1: billing.line1,
  billingPostalCode: billing.postalCode,
  billingCity: billing.city,
  billingCountry: billing.country,
});
