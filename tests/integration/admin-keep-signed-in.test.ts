import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { TEST_ADMIN_PASSWORD } from "../helpers/admin";
import { createOrderRow, resetShopData } from "../helpers/fixtures";
import { DELETE as endSession, POST as createSession } from "@/app/api/admin/session/route";
import { DELETE as endAllSessions } from "@/app/api/admin/sessions/route";
import { GET as orderStats } from "@/app/api/admin/order-stats/route";
import { POST as bulkDelete } from "@/app/api/orders/bulk-delete/route";
import { isValidAdminToken } from "@/lib/admin-auth/admin-token";
import { KEPT_SESSION_COOKIE, KEPT_SESSION_LIFETIME_MS } from "@/lib/admin-auth/kept-session-cookie";
import { resumeKeptAdminSession } from "@/lib/admin-auth/resume-kept-admin-session";
import { hashPassword } from "@/lib/admin-auth/password-hash.mjs";
import { prisma } from "@/lib/db/client";

// "Keep me signed in on this device" (issue #34): the unlock endpoint sets an httpOnly, Secure,
// SameSite=Strict cookie holding a kept admin session for a working day; the admin pages' server render
// exchanges it for a page token; signing out, signing out all devices or a new password revoke it at once.
process.env.TRUSTED_IP_HEADER = "x-real-ip";
setupTestDatabase();

const HOUR_MS = 60 * 60 * 1000;

function login(body: unknown) {
  return callRoute(createSession, { method: "POST", body, headers: { "x-real-ip": "203.0.113.40" } });
}

/** The Set-Cookie of a response for the kept-session cookie, split into its value and attributes. */
function readKeptCookie(headers: Headers) {
  const line = headers.getSetCookie().find((cookie) => cookie.startsWith(`${KEPT_SESSION_COOKIE}=`));
  if (!line) return null;
  const [pair, ...parts] = line.split(";").map((part) => part.trim());
  const attributes = Object.fromEntries(
    parts.map((part) => {
      const [name, value = ""] = part.split("=");
      return [name!.toLowerCase(), value];
    }),
  );
  return { value: pair!.slice(KEPT_SESSION_COOKIE.length + 1), attributes };
}

async function keepSignedIn() {
  const response = await login({ password: TEST_ADMIN_PASSWORD, keepSignedIn: true });
  expect(response.status).toBe(200);
  const cookie = readKeptCookie(response.headers);
  if (!cookie) throw new Error("no kept-session cookie was set");
  return { token: response.body.token as string, keptUntil: response.body.keptUntil as string, cookie: cookie.value };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeEach(async () => {
  await prisma.rateLimit.deleteMany();
  await prisma.appSetting.deleteMany({
    where: { key: { in: ["admin_password_hash", "admin_sessions_not_before"] } },
  });
});

describe("POST /api/admin/session with keepSignedIn", () => {
  it("sets an httpOnly, Secure, SameSite=Strict cookie for the admin pages, for a working day", async () => {
    const before = Date.now();
    const response = await login({ password: TEST_ADMIN_PASSWORD, keepSignedIn: true });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(["expiresAt", "keptUntil", "token"]);
    const cookie = readKeptCookie(response.headers);
    expect(cookie?.attributes).toEqual({
      path: "/admin",
      "max-age": String(KEPT_SESSION_LIFETIME_MS / 1000),
      expires: expect.any(String),
      httponly: "",
      secure: "",
      samesite: "strict",
    });
    expect(KEPT_SESSION_LIFETIME_MS).toBe(10 * HOUR_MS);
    // The body never carries the cookie's token; the page's token ends with the kept session.
    expect(JSON.stringify(response.body)).not.toContain(cookie!.value);
    expect(response.body.expiresAt).toBe(response.body.keptUntil);
    const keptUntil = Date.parse(response.body.keptUntil);
    expect(keptUntil).toBeGreaterThanOrEqual(before + KEPT_SESSION_LIFETIME_MS);
    expect(keptUntil).toBeLessThanOrEqual(Date.now() + KEPT_SESSION_LIFETIME_MS);
  });

  it("sets no cookie and answers as before when unticked (the spec's per-page unlock)", async () => {
    for (const body of [{ password: TEST_ADMIN_PASSWORD }, { password: TEST_ADMIN_PASSWORD, keepSignedIn: false }]) {
      const response = await login(body);
      expect(response.status).toBe(200);
      expect(Object.keys(response.body).sort()).toEqual(["expiresAt", "token"]);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it.each([
    ["a string", "yes"],
    ["a number", 1],
  ])("refuses keepSignedIn as %s with 400 { message } and sets nothing", async (_label, keepSignedIn) => {
    const response = await login({ password: TEST_ADMIN_PASSWORD, keepSignedIn });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: expect.stringContaining("keepSignedIn") });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("sets no cookie for a wrong password", async () => {
    const response = await login({ password: "not-the-password", keepSignedIn: true });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe("the kept session", () => {
  it("is accepted by the admin pages: the cookie resumes as a page token the admin APIs take", async () => {
    const { cookie, keptUntil } = await keepSignedIn();
    const resumed = await resumeKeptAdminSession(cookie);
    expect(resumed).toEqual({ token: expect.any(String), expiresAt: keptUntil, keptUntil });
    const stats = await callRoute(orderStats, { path: "/api/admin/order-stats", headers: bearer(resumed!.token) });
    expect(stats.status).toBe(200);
  });

  it("ends after a working day", async () => {
    const { cookie } = await keepSignedIn();
    expect(await resumeKeptAdminSession(cookie, Date.now() + KEPT_SESSION_LIFETIME_MS - 60_000)).not.toBeNull();
    expect(await resumeKeptAdminSession(cookie, Date.now() + KEPT_SESSION_LIFETIME_MS + 1000)).toBeNull();
  });

  it.each([
    ["no cookie", () => undefined],
    ["a forged cookie", (cookie: string) => `${cookie.split(".")[0]}.AAAA${cookie.split(".")[1]!.slice(4)}`],
    ["an unticked page token planted as the cookie", (_cookie: string, pageToken: string) => pageToken],
  ])("does not resume from %s", async (_label, mangle) => {
    const { cookie } = await keepSignedIn();
    const unticked = await login({ password: TEST_ADMIN_PASSWORD });
    expect(await resumeKeptAdminSession(mangle(cookie, unticked.body.token))).toBeNull();
  });

  it("'Sign out this device' revokes it at once, with every page token issued under it, and clears the cookie", async () => {
    const { token, cookie } = await keepSignedIn();
    const otherTab = await resumeKeptAdminSession(cookie);
    const elsewhere = await login({ password: TEST_ADMIN_PASSWORD }); // another device, not kept
    const response = await callRoute(endSession, {
      method: "DELETE",
      path: "/api/admin/session",
      headers: bearer(token),
    });
    expect(response.status).toBe(204);
    expect(readKeptCookie(response.headers)).toEqual({
      value: "",
      attributes: expect.objectContaining({
        path: "/admin",
        "max-age": "0",
        httponly: "",
        secure: "",
        samesite: "strict",
      }),
    });
    expect(await resumeKeptAdminSession(cookie)).toBeNull();
    expect(await isValidAdminToken(token)).toBe(false);
    expect(await isValidAdminToken(otherTab!.token)).toBe(false);
    expect(await isValidAdminToken(elsewhere.body.token)).toBe(true);
    // The revocation outlives the page token's own expiry as long as the kept session could live.
    const row = await prisma.revokedAdminToken.findMany({ orderBy: { expiresAt: "desc" }, take: 1 });
    expect(row[0]!.expiresAt.getTime()).toBeGreaterThanOrEqual(Date.now() + KEPT_SESSION_LIFETIME_MS - 60_000);
  });

  it("'Sign out all devices' revokes every kept session and page token, this one included", async () => {
    const first = await keepSignedIn();
    const second = await keepSignedIn();
    const unticked = await login({ password: TEST_ADMIN_PASSWORD });
    const response = await callRoute(endAllSessions, {
      method: "DELETE",
      path: "/api/admin/sessions",
      headers: bearer(first.token),
    });
    expect(response.status).toBe(204);
    expect(readKeptCookie(response.headers)?.attributes["max-age"]).toBe("0");
    for (const cookie of [first.cookie, second.cookie]) expect(await resumeKeptAdminSession(cookie)).toBeNull();
    for (const token of [first.token, second.token, unticked.body.token])
      expect(await isValidAdminToken(token)).toBe(false);
    // The password still works afterwards.
    const again = await keepSignedIn();
    expect(await resumeKeptAdminSession(again.cookie)).not.toBeNull();
  });

  it("'Sign out all devices' needs an admin token", async () => {
    const { cookie } = await keepSignedIn();
    const response = await callRoute(endAllSessions, {
      method: "DELETE",
      path: "/api/admin/sessions",
      headers: { cookie: `${KEPT_SESSION_COOKIE}=${cookie}` },
    });
    expect(response).toMatchObject({ status: 401, body: { message: "Admin access required" } });
    expect(await resumeKeptAdminSession(cookie)).not.toBeNull();
  });

  it("is revoked by a new admin password", async () => {
    const { token, cookie } = await keepSignedIn();
    await prisma.appSetting.create({
      data: { key: "admin_password_hash", value: await hashPassword("a-new-password-456") },
    });
    expect(await resumeKeptAdminSession(cookie)).toBeNull();
    expect(await isValidAdminToken(token)).toBe(false);
  });
});

describe("a cookie alone drives no admin call (cross-site requests)", () => {
  beforeEach(resetShopData);

  it("refuses a cross-site POST carrying only the kept-session cookie, or its token as a bearer, and deletes nothing", async () => {
    const order = await createOrderRow({ status: "paid" });
    const before = await prisma.order.findMany();
    const { cookie } = await keepSignedIn();
    const forged: Array<Record<string, string>> = [
      { cookie: `${KEPT_SESSION_COOKIE}=${cookie}`, origin: "https://evil.example" },
      { cookie: `${KEPT_SESSION_COOKIE}=${cookie}`, origin: "http://shop.test" },
      { ...bearer(cookie), origin: "https://evil.example" },
    ];
    for (const headers of forged) {
      const response = await callRoute(bulkDelete, {
        method: "POST",
        path: "/api/orders/bulk-delete",
        body: { ids: [order.id] },
        headers,
      });
      expect(response).toMatchObject({ status: 401, body: { message: "Admin access required" } });
    }
    expect(await prisma.order.findMany()).toEqual(before);
    expect(await isValidAdminToken(cookie)).toBe(false);
  });
});
