// What the link, the dialog and the page's action share, in a file apart so the dialog (loaded
// when it opens, decision 060) does not import the link that loads it.

/** The contact form opens with `?contact=open`, so it works before hydration and after login. */
export const CONTACT_PARAM = "contact";

/** The refused post the page's action hands back (app/routes/enquire-action.server.ts). */
export type EnquiryFormResult = {
  intent: "enquire";
  ok: false;
  formError: string | null;
  fieldErrors: Record<string, string>;
  values: { listingId: string; message: string };
};

export function openPath(pathname: string) {
  return `${pathname}?${CONTACT_PARAM}=open`;
}

export type ContactSellerModalProps = {
  sellerName: string;
  /** The listing page's listing. */
  listingId?: string;
  /** The profile page's listings to choose from. */
  listings?: ReadonlyArray<{ id: string; title: string }>;
  result: EnquiryFormResult | null;
};
