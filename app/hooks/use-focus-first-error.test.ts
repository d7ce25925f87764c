import { describe, expect, it } from "vitest";
import { focusStayed } from "./use-focus-first-error";

// After a form comes back with errors, focus goes to the first one — unless the person has
// already moved on to another field while the answer was loading.
describe("focusStayed", () => {
  const button = { id: "submit" } as unknown as Element;
  const star = { id: "star" } as unknown as Element;
  const body = { id: "body" } as unknown as Element;

  it("moves focus when it is still on the submit button", () => {
    expect(focusStayed(button, button, body)).toBe(true);
  });

  it("moves focus when the button went away and focus fell back to the page", () => {
    expect(focusStayed(button, body, body)).toBe(true);
    expect(focusStayed(button, null, body)).toBe(true);
  });

  it("leaves focus where the person put it after submitting", () => {
    expect(focusStayed(button, star, body)).toBe(false);
  });
});
