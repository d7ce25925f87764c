import { describe, expect, it } from "vitest";
import { emailVerifiedFor, idpSignupSchema, profileFromClaims } from "./idp-claims";

describe("profileFromClaims", () => {
  it("takes names and e-mail from the standard claims", () => {
    expect(
      profileFromClaims({
        sub: "1",
        email: " Sanne@Example.NL ",
        email_verified: true,
        given_name: "Sanne",
        family_name: "de Vries",
        name: "Ignored Name",
      }),
    ).toEqual({
      email: "sanne@example.nl",
      firstName: "Sanne",
      lastName: "de Vries",
      emailVerified: true,
    });
  });

  it("splits the display name when given and family name are missing", () => {
    expect(profileFromClaims({ sub: "1", name: "Jan  van der Berg" })).toMatchObject({
      firstName: "Jan",
      lastName: "van der Berg",
    });
    expect(profileFromClaims({ sub: "1", name: "Cher" })).toMatchObject({
      firstName: "Cher",
      lastName: "",
    });
  });

  it("verifies the e-mail only when the provider says so", () => {
    const base = { sub: "1", email: "a@example.nl" };
    expect(profileFromClaims(base).emailVerified).toBe(false);
    expect(profileFromClaims({ ...base, email_verified: false }).emailVerified).toBe(false);
    expect(profileFromClaims({ ...base, email_verified: "true" }).emailVerified).toBe(true);
    expect(profileFromClaims({ ...base, email_verified: "yes" }).emailVerified).toBe(false);
  });

  it("leaves an unusable e-mail and non-string claims for the user to fill in", () => {
    expect(
      profileFromClaims({ sub: "1", email: "not-an-address", email_verified: true, name: 42 }),
    ).toEqual({ email: "", firstName: "", lastName: "", emailVerified: false });
  });

  it("cuts overlong names to the signup form's maximum", () => {
    const profile = profileFromClaims({ sub: "1", given_name: "x".repeat(300) });
    expect(profile.firstName).toHaveLength(100);
  });
});

describe("emailVerifiedFor", () => {
  const profile = profileFromClaims({ sub: "1", email: "a@example.nl", email_verified: true });
  it("holds for the provider's own address only", () => {
    expect(emailVerifiedFor(profile, "A@example.nl")).toBe(true);
    expect(emailVerifiedFor(profile, "b@example.nl")).toBe(false);
  });
});

describe("idpSignupSchema", () => {
  const valid = { email: "a@example.nl", firstName: "Sanne", lastName: "de Vries" };
  it("requires accepting the terms, as a ticked box or JSON true", () => {
    expect(idpSignupSchema.safeParse({ ...valid, termsAccepted: "on" }).success).toBe(true);
    expect(idpSignupSchema.safeParse({ ...valid, termsAccepted: true }).success).toBe(true);
    const refused = idpSignupSchema.safeParse(valid);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("IdpSignupForm.termsRequired");
  });
  it("requires the signup form's names and e-mail", () => {
    const refused = idpSignupSchema.safeParse({
      termsAccepted: true,
      email: "x",
      firstName: " ",
      lastName: "",
    });
    expect(refused.error?.issues.map((i) => i.message).sort()).toEqual([
      "SignupForm.emailInvalid",
      "SignupForm.firstNameRequired",
      "SignupForm.lastNameRequired",
    ]);
  });
});
