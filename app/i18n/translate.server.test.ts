import { describe, expect, it } from "vitest";
import { translate } from "./translate.server";

describe("translate", () => {
  it("formats a message with its values, in the language asked for", () => {
    expect(translate("nl", "SearchPage.titleKeywords", { keywords: "tomaten" })).toBe(
      "tomaten zoeken",
    );
    expect(translate("en", "SearchPage.titleKeywords", { keywords: "tomatoes" })).toBe(
      "Search for tomatoes",
    );
  });

  it("formats a message again with new values after its first use", () => {
    translate("nl", "SearchPage.titleKeywords", { keywords: "tomaten" });
    expect(translate("nl", "SearchPage.titleKeywords", { keywords: "aardbeien" })).toBe(
      "aardbeien zoeken",
    );
    // The other language's copy of the same id is its own.
    expect(translate("en", "SearchPage.titleKeywords", { keywords: "eggs" })).toBe(
      "Search for eggs",
    );
  });

  it("answers an unknown id with the id itself", () => {
    expect(translate("nl", "No.such.message")).toBe("No.such.message");
  });
});
