import { describe, expect, it } from "vitest";
import { contactDetailsSchema, fieldErrors, profileSettingsSchema, signupSchema } from "./schemas";

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
  result.success ? {} : fieldErrors(result.error!);

describe("signupSchema", () => {
  const valid = {
    email: "Jan@Example.nl ",
    firstName: " Jan ",
    lastName: "Bakker",
    password: "12345678",
  };

  it("accepts a valid signup and normalises the e-mail", () => {
    const result = signupSchema.parse(valid);
    expect(result.email).toBe("jan@example.nl");
    expect(result.firstName).toBe("Jan");
  });

  it("uses the spec's messages", () => {
    expect(errorsOf(signupSchema.safeParse({ ...valid, email: "" })).email).toBe(
      "SignupForm.emailRequired",
    );
    expect(errorsOf(signupSchema.safeParse({ ...valid, email: "jan@" })).email).toBe(
      "SignupForm.emailInvalid",
    );
    expect(errorsOf(signupSchema.safeParse({ ...valid, firstName: "  " })).firstName).toBe(
      "SignupForm.firstNameRequired",
    );
    expect(errorsOf(signupSchema.safeParse({ ...valid, password: "" })).password).toBe(
      "SignupForm.passwordRequired",
    );
  });

  it("keeps passwords between 8 and 256 characters", () => {
    expect(errorsOf(signupSchema.safeParse({ ...valid, password: "1234567" })).password).toBe(
      "SignupForm.passwordTooShort?minLength=8",
    );
    expect(signupSchema.safeParse({ ...valid, password: "x".repeat(256) }).success).toBe(true);
    expect(errorsOf(signupSchema.safeParse({ ...valid, password: "x".repeat(257) })).password).toBe(
      "SignupForm.passwordTooLong?maxLength=256",
    );
  });
});

describe("contactDetailsSchema", () => {
  it("strips spaces from the phone number", () => {
    expect(
      contactDetailsSchema.parse({ email: "a@b.nl", phoneNumber: "06 123 456 78" }).phoneNumber,
    ).toBe("0612345678");
  });
  it("allows an empty phone number and rejects letters", () => {
    expect(contactDetailsSchema.safeParse({ email: "a@b.nl", phoneNumber: "" }).success).toBe(true);
    expect(
      errorsOf(contactDetailsSchema.safeParse({ email: "a@b.nl", phoneNumber: "call me" }))
        .phoneNumber,
    ).toBe("ContactDetailsForm.phoneInvalid");
  });
});

describe("profileSettingsSchema", () => {
  const valid = {
    firstName: "Jan",
    lastName: "Bakker",
    displayName: "Moestuin Bakker",
    bio: "",
    postalCode: "",
    country: "NL",
  };

  it("requires first, last and display name", () => {
    const errors = errorsOf(
      profileSettingsSchema.safeParse({ ...valid, firstName: "", lastName: "", displayName: "" }),
    );
    expect(errors).toMatchObject({
      firstName: "ProfileSettingsForm.firstNameRequired",
      lastName: "ProfileSettingsForm.lastNameRequired",
      displayName: "ProfileSettingsForm.displayNameRequired",
    });
  });

  it("applies the postal code rules and normalises Dutch codes", () => {
    expect(profileSettingsSchema.parse({ ...valid, postalCode: "8011ab" }).postalCode).toBe(
      "8011 AB",
    );
    expect(
      profileSettingsSchema.parse({ ...valid, country: "BE", postalCode: "9000" }).postalCode,
    ).toBe("9000");
    expect(
      errorsOf(profileSettingsSchema.safeParse({ ...valid, postalCode: "AB12" })).postalCode,
    ).toBe("ProfileSettingsForm.postalCodeInvalid");
  });

  it("accepts only the Netherlands and Belgium", () => {
    expect(profileSettingsSchema.safeParse({ ...valid, country: "DE" }).success).toBe(false);
  });

  it("limits the bio to 5000 characters", () => {
    expect(errorsOf(profileSettingsSchema.safeParse({ ...valid, bio: "x".repeat(5001) })).bio).toBe(
      "Validators.maxLength?maxLength=5000",
    );
  });
});
