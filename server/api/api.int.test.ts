import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, startTestApp } from "../../tests/setup/http-app";
import { tokenFrom, uniqueEmail } from "../../tests/setup/services";

let app: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const signup = (email: string) => ({
  email,
  firstName: "Jan",
  lastName: "Bakker",
  password: "Wachtwoord123!",
});

describe("JSON API", () => {
  it("signs up, shows the current user and logs out", async () => {
    const client = apiClient(app.origin);
    const email = uniqueEmail("api");
    const created = await client.call("POST", "/api/current_user/create", signup(email));
    expect(created.status).toBe(201);
    expect(created.json.data.profile.abbreviatedName).toBe("JB");
    expect(created.json.data).not.toHaveProperty("passwordHash");
    const setCookie = created.headers.get("set-cookie") ?? "";
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");

    const me = await client.call("GET", "/api/current_user/show");
    expect(me.status).toBe(200);
    expect(me.json.data.email).toBe(email);
    expect(me.headers.get("cache-control")).toContain("no-store");

    const before = client.cookie;
    await client.call("POST", "/api/auth/logout");
    const after = await fetch(`${app.origin}/api/current_user/show`, {
      headers: { Cookie: before },
    });
    expect(after.status).toBe(401);
  });

  it("answers bad input with the spec's error shape in the asked language", async () => {
    const client = apiClient(app.origin);
    const res = await client.call(
      "POST",
      "/api/current_user/create",
      { email: "nope", password: "x" },
      { "Accept-Language": "en" },
    );
    expect(res.status).toBe(400);
    const first = res.json.errors[0];
    expect(first).toMatchObject({ status: 400, code: "validation-invalid-params" });
    expect(typeof first.id).toBe("string");
    const titles = res.json.errors.map((e: { title: string }) => e.title);
    expect(titles).toContain("A valid email address is required");
    expect(titles).toContain("The password should be at least 8 characters.");
  });

  it("reports a taken e-mail as email-taken (409)", async () => {
    const email = uniqueEmail("api-taken");
    await apiClient(app.origin).call("POST", "/api/current_user/create", signup(email));
    const res = await apiClient(app.origin).call("POST", "/api/current_user/create", signup(email));
    expect(res.status).toBe(409);
    expect(res.json.errors[0].code).toBe("email-taken");
  });

  it("verifies the e-mail with the mailed token", async () => {
    const client = apiClient(app.origin);
    const email = uniqueEmail("api-verify");
    await client.call("POST", "/api/current_user/create", signup(email));
    const token = tokenFrom(app.mail.lastTo(email)!.text);
    const res = await client.call("POST", "/api/current_user/verify_email", {
      verificationToken: token,
    });
    expect(res.json.data.emailVerified).toBe(true);
  });

  it("refuses profile reads without a session", async () => {
    const res = await apiClient(app.origin).call("GET", "/api/current_user/show");
    expect(res.status).toBe(401);
  });

  it("publishes an OpenAPI document built from the schemas", async () => {
    const res = await apiClient(app.origin).call("GET", "/api/openapi.json");
    expect(res.json.openapi).toBe("3.1.0");
    const signupBody =
      res.json.paths["/current_user/create"].post.requestBody.content["application/json"].schema;
    expect(signupBody.properties.password.minLength).toBe(8);
    expect(signupBody.properties.password.maxLength).toBe(256);
  });
});

describe("request security", () => {
  it("refuses a state-changing request from another origin", async () => {
    const client = apiClient(app.origin);
    await client.call("POST", "/api/current_user/create", signup(uniqueEmail("csrf")));
    const res = await client.call("POST", "/api/auth/logout", undefined, {
      Origin: "https://evil.example",
    });
    expect(res.status).toBe(403);
  });

  it("refuses a cookie-carrying POST with neither Origin nor Referer", async () => {
    const client = apiClient(app.origin);
    await client.call("POST", "/api/current_user/create", signup(uniqueEmail("csrf2")));
    const res = await fetch(`${app.origin}/api/auth/logout`, {
      method: "POST",
      headers: { Cookie: client.cookie },
    });
    expect(res.status).toBe(403);
  });

  it("sends the security headers", async () => {
    const res = await fetch(`${app.origin}/api/auth/info`);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-powered-by")).toBeNull();
  });
});
