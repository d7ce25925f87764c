import { describe, expect, it } from "vitest";
import { operatorNotesOf, operatorReasonFor } from "./operator-transitions";
import { canTransition } from "./process";
import { purchaseProcess } from "./purchase-process";

describe("operator steps (decision 084)", () => {
  const process = purchaseProcess();
  it("lets the operator, as well as the grower, mark a paid order delivered", () => {
    expect(canTransition(process, "purchased", "transition/mark-delivered", "operator")).toBe(true);
    expect(canTransition(process, "purchased", "transition/mark-delivered", "provider")).toBe(true);
    expect(canTransition(process, "purchased", "transition/mark-delivered", "customer")).toBe(
      false,
    );
  });
  it("keeps the reason first on every operator step, and mails the operators of a new dispute", () => {
    const actions = (name: string) =>
      process.transitions.find((t) => t.name === `transition/${name}`)!.actions;
    for (const name of [
      "cancel",
      "mark-delivered",
      "cancel-from-disputed",
      "mark-received-from-disputed",
    ])
      expect(actions(name)[0], name).toBe("update-protected-data");
    expect(actions("dispute")).toEqual(["update-protected-data", "notify-operators"]);
  });
});

describe("operator notes", () => {
  it("reads the notes oldest first, leaves malformed ones out, and finds a move's latest reason", () => {
    const data = {
      operatorNotes: [
        {
          transition: "transition/mark-delivered",
          reason: "Opgehaald",
          at: "2051-01-01T10:00:00Z",
        },
        { transition: "transition/cancel", reason: 42, at: "x" },
        "kapot",
        { transition: "transition/mark-delivered", reason: "Toch", at: "2051-01-02T10:00:00Z" },
      ],
    };
    expect(operatorNotesOf(data).map((n) => n.reason)).toEqual(["Opgehaald", "Toch"]);
    expect(operatorReasonFor(data, "transition/mark-delivered")).toBe("Toch");
    expect(operatorReasonFor(data, "transition/cancel")).toBeNull();
    expect(operatorNotesOf({ operatorNotes: "nee" })).toEqual([]);
    expect(operatorNotesOf({})).toEqual([]);
  });
});
