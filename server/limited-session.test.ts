import { readFileSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import routes from "../app/routes";
import { action as refusal } from "../app/routes/limited-session";
import {
  LIMITED_SESSION_PATH,
  refusedForLimitedSession,
  refuseLimitedPageWrites,
} from "./limited-session";

// Decision 085: a login-as session makes no write through any page's action. Every route of
// app/routes.ts whose module has an action is checked, so a page added later is covered too.

type Entry = { path?: string; file: string; index?: boolean; children?: Entry[] };

function routesWithActions(entries: Entry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${parent}/${entry.path}` : parent;
    const source = readFileSync(path.resolve("app", entry.file), "utf8");
    const own = /export (async )?function action\b|export const action\b/.test(source)
      ? [
          here
            .replace(/\/:\w+\?/g, "")
            .replace(/:\w+/g, "x")
            .replace("*", "x") || "/",
        ]
      : [];
    return [...own, ...routesWithActions(entry.children ?? [], here)];
  });
}

const limited = { loginAs: { operatorId: "op", expiresAt: new Date(0) } };

describe("page writes of a login-as session", () => {
  const paths = routesWithActions(routes as Entry[]);

  it("finds the app's actions", () => {
    expect(paths.length).toBeGreaterThan(20);
    expect(paths).toEqual(
      expect.arrayContaining(["/account/contact-details", "/operator/login-as", "/logout"]),
    );
  });

  it("refuses every one but log out, as a document post and as a data request", () => {
    for (const p of paths) {
      const expected = p !== "/logout";
      expect({ p, refused: refusedForLimitedSession(limited, "POST", p, "page") }).toEqual({
        p,
        refused: expected,
      });
      expect(refusedForLimitedSession(limited, "POST", `${p}.data`, "page")).toBe(expected);
    }
  });

  it("lets reads through, and every session that is not login-as", () => {
    expect(refusedForLimitedSession(limited, "GET", "/account/contact-details", "page")).toBe(
      false,
    );
    expect(
      refusedForLimitedSession({ loginAs: null }, "POST", "/account/contact-details", "page"),
    ).toBe(false);
  });

  it("sends a refused write to the refusal route, whose action answers 403", async () => {
    const gate = refuseLimitedPageWrites();
    for (const [url, target] of [
      ["/account/change-password", LIMITED_SESSION_PATH],
      ["/l/x/x.data?index", `${LIMITED_SESSION_PATH}.data`],
    ] as const) {
      const req = {
        method: "POST",
        url,
        originalUrl: url,
        path: url.split("?")[0],
      } as unknown as Request;
      let passed = false;
      gate(
        req,
        { locals: { context: limited } } as unknown as Response,
        (() => {
          passed = true;
        }) as NextFunction,
      );
      expect(passed).toBe(true);
      expect([req.url, req.originalUrl]).toEqual([target, target]);
    }
    let thrown: unknown;
    try {
      refusal();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ data: { code: "limited-session" }, init: { status: 403 } });
  });
});
