import { describe, expect, it } from "vitest";
import { avatarInitials } from "./initials";

describe("avatar initials", () => {
  it("shows a garden name's initials, not the person's (decision 031)", () => {
    expect(
      avatarInitials({
        displayName: "Tuinderij 't Kloosterhof",
        firstName: "Lieven",
        lastName: "De Smet",
      }),
    ).toBe("TK");
    expect(
      avatarInitials({ displayName: "Kippen & Kruiden", firstName: "Ans", lastName: "Mulder" }),
    ).toBe("KK");
    expect(avatarInitials({ displayName: "Daktuin", firstName: "Ans", lastName: "Mulder" })).toBe(
      "D",
    );
    expect(
      avatarInitials({ displayName: "Zadenbibliotheek Fryslân", firstName: "a", lastName: "b" }),
    ).toBe("ZF");
  });

  it("keeps first and last name initials when the display name is the person's name", () => {
    expect(
      avatarInitials({ displayName: "Sanne de Vries", firstName: "Sanne", lastName: "de Vries" }),
    ).toBe("SD");
    expect(
      avatarInitials({ displayName: " sanne  de vries", firstName: "Sanne", lastName: "de Vries" }),
    ).toBe("SD");
  });

  it("falls back to the person's initials when the display name has no letters", () => {
    expect(avatarInitials({ displayName: "", firstName: "Jan", lastName: "Bakker" })).toBe("JB");
    expect(avatarInitials({ displayName: "& '", firstName: "Jan", lastName: "Bakker" })).toBe("JB");
  });
});
