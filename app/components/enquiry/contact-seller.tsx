import { lazy, type ReactNode, Suspense } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "../ui/button";
import { CONTACT_PARAM, type ContactSellerModalProps, openPath } from "./contact-seller-form";

export type { EnquiryFormResult } from "./contact-seller-form";

/**
 * "Contact the seller": opens the form on this page; a visitor who is not logged in goes to
 * login first and comes back to the open form (spec §2: the original path and query are kept).
 */
export function ContactSellerLink({
  signedIn,
  variant = "secondary",
  full,
  children,
}: {
  signedIn: boolean;
  variant?: "primary" | "secondary";
  full?: boolean;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const to = signedIn
    ? openPath(pathname)
    : `/login?from=${encodeURIComponent(openPath(pathname))}`;
  return (
    <ButtonLink
      to={to}
      variant={variant}
      full={full}
      preventScrollReset={signedIn}
      data-contact-seller
    >
      {children}
    </ButtonLink>
  );
}

// The form's code loads when the dialog opens; the pages that offer it do not carry it (060).
const ContactSellerDialog = lazy(() =>
  import("./contact-seller-dialog").then((module) => ({ default: module.ContactSellerDialog })),
);

/**
 * The enquiry form in a dialog (spec §5: message required, at most 5000 characters), shown while
 * the address says `?contact=open`. On the profile page the buyer picks which listing it is
 * about; on the listing page it is that one. The server renders it whole (works without
 * JavaScript); the browser hydrates it once its chunk is in.
 */
export function ContactSellerModal(props: ContactSellerModalProps) {
  const { search } = useLocation();
  if (new URLSearchParams(search).get(CONTACT_PARAM) !== "open") return null;
  return (
    <Suspense fallback={null}>
      <ContactSellerDialog {...props} />
    </Suspense>
  );
}
