import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
// biome-ignore lint/style/noRestrictedImports: checks the texts parse and format as plain ICU
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import en from "./en.json";
import nl from "./nl.json";

const catalogues: Record<"nl" | "en", Record<string, string>> = { nl, en };

/** Argument names used in an ICU message, including those inside plural/select branches. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      names.add(el.type === TYPE.tag ? `<${el.value}>` : el.value);
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        for (const option of Object.values(el.options)) visit(option.value);
      }
      if (el.type === TYPE.tag) visit(el.children);
    }
  };
  visit(parse(message));
  return [...names].sort();
}

// Texts the product specification fixes word for word.
const SPEC_EN: Record<string, string> = {
  "LoginForm.loginFailed":
    "The email and password you entered did not match our records. Please double-check and try again.",
  "Auth.loginOrLogoutInProgress": "Login or logout already in progress",
  "Auth.tooManyVerificationRequests":
    "The maximum of 5 verification emails has been reached. Please try again tomorrow.",
  "SignupForm.emailRequired": "You need to add an email.",
  "SignupForm.emailInvalid": "A valid email address is required",
  "SignupForm.signupFailed":
    "Signup failed. Please make sure all the information you entered is correct and try again.",
  "SignupForm.emailTaken":
    "An account with this email address already exists. Try logging in instead?",
  "Validators.maxLength": "Must be {maxLength} characters or less",
  "NotFoundPage.description": "Sorry, we couldn't find that page.",
  "ChunkLoadError.heading": "Oops, we couldn't fetch the page.",
  "Topbar.genericError": "Oh no, something went wrong; check your network connection.",
  "EmailVerificationForm.verificationFailed": "Could not verify the email address.",
  "EmailVerificationForm.inProgress": "Email verification already in progress",
  "Money.unsupportedCurrency": "Unsupported currency ({currency})",
  "LimitedAccessBanner.message":
    "You are logged in as {firstName} {lastName}. You have limited rights for actions.",
  "SearchPage.searchError": "Search failed. Please try again.",
  "PasswordRecoveryForm.emailNotFound":
    "Hmm. We didn't find an account with that email address. Please double-check and try again.",
  "SignupForm.passwordTooShort": "The password should be at least {minLength} characters.",
  "SignupForm.passwordTooLong": "The password should be at most {maxLength} characters.",
  "PasswordResetForm.passwordTooShort": "The password should be at least {minLength} characters.",
  "PasswordResetForm.passwordTooLong": "The password should be at most {maxLength} characters.",
  "PasswordChangeForm.passwordTooShort": "The password should be at least {minLength} characters.",
  "PasswordChangeForm.passwordTooLong": "The password should be at most {maxLength} characters.",
};

describe("message catalogues", () => {
  it("have the same keys in nl and en", () => {
    expect(Object.keys(nl).sort()).toEqual(Object.keys(en).sort());
  });

  it("list their keys alphabetically", () => {
    for (const catalogue of Object.values(catalogues)) {
      const keys = Object.keys(catalogue);
      expect(keys).toEqual([...keys].sort());
    }
  });

  it("have no empty texts", () => {
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text.trim(), `${locale} ${key}`).not.toBe("");
      }
    }
  });

  it("use the same placeholders in nl and en", () => {
    for (const key of Object.keys(nl)) {
      expect(placeholders(en[key as keyof typeof en]), key).toEqual(
        placeholders(nl[key as keyof typeof nl]),
      );
    }
  });

  it("parse and format as ICU messages", () => {
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      for (const [key, text] of Object.entries(catalogue)) {
        const format = () => new IntlMessageFormat(text, locale);
        expect(format, `${locale} ${key}`).not.toThrow();
        const values = Object.fromEntries(placeholders(text).map((name) => [name, 2]));
        expect(typeof format().format(values), `${locale} ${key}`).toBe("string");
      }
    }
  });

  it("format plurals per language", () => {
    const cart = (locale: "nl" | "en", count: number) =>
      new IntlMessageFormat(catalogues[locale]["Topbar.cartLabel"]!, locale).format({ count });
    expect(cart("nl", 0)).toBe("Winkelwagen, leeg");
    expect(cart("nl", 1)).toBe("Winkelwagen, 1 artikel");
    expect(cart("en", 3)).toBe("Cart, 3 items");
  });

  it("carry the specified English texts verbatim", () => {
    for (const [key, text] of Object.entries(SPEC_EN)) {
      expect(en[key as keyof typeof en], key).toBe(text);
    }
  });

  it("keep the landing page description short enough for search results", () => {
    expect(nl["LandingPage.schemaDescription"].length).toBeLessThanOrEqual(160);
    expect(en["LandingPage.schemaDescription"].length).toBeLessThanOrEqual(160);
  });
});
