import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { TEST_ADMIN_PASSWORD } from "../helpers/admin";
import { POST as createSession } from "@/app/api/admin/session/route";
import { isValidAdminToken, ADMIN_TOKEN_LIFETIME_MS } from "@/lib/admin-auth/admin-token";
import { MAX_FAILURES_PER_WINDOW } from "@/lib/admin-auth/login-throttle";
import { hashPassword } from "@/lib/admin-auth/password-hash.mjs";
import { prisma } from "@/lib/db/client";

// These tests key the throttle by address: the deployment names X-Real-IP as its trusted header.
process.env.TRUSTED_IP_HEADER = "x-real-ip";
setupTestDatabase();

function login(password: unknown, ip = "203.0.113.7") {
  return callRoute(createSession, { method: "POST", body: { password }, headers: { "x-real-ip": ip } });
}

beforeEach(async () => {
  await prisma.rateLimit.deleteMany();
  await prisma.appSetting.deleteMany({ where: { key: "admin_password_hash" } });
});

describe("POST /api/admin/session", () => {
  it("answers a signed token that expires, for the right password", async () => {
    const response = await login(TEST_ADMIN_PASSWORD);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(["expiresAt", "token"]);
    expect(await isValidAdminToken(response.body.token)).toBe(true);
    expect(await isValidAdminToken(response.body.token, Date.now() + ADMIN_TOKEN_LIFETIME_MS + 1000)).toBe(false);
    expect(new Date(response.body.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it("prefers the hash stored at start-up over the plain variable", async () => {
    await prisma.appSetting.create({
      data: { key: "admin_password_hash", value: await hashPassword("stored-password-123") },
    });
    expect((await login(TEST_ADMIN_PASSWORD)).status).toBe(401);
    expect((await login("stored-password-123")).status).toBe(200);
  });

  it.each([
    ["a wrong password", "nope", 401, "Invalid password"],
    ["an empty password", "", 400, "password: Password is required"],
    ["a non-string", 42, 400, undefined],
  ])("refuses %s", async (_label, password, status, message) => {
    const response = await login(password);
    expect(response.status).toBe(status);
    if (message) expect(response.body).toEqual({ message });
    expect(response.body.token).toBeUndefined();
  });

  it("slows down and then refuses repeated wrong passwords from one address with 429, without blocking others", async () => {
    const started = Date.now();
    for (let attempt = 1; attempt < MAX_FAILURES_PER_WINDOW; attempt++) {
      expect((await login("guess", "198.51.100.1")).status).toBe(401);
    }
    // The delays grow with the failures: 150 ms × (1 + … + 7) at least.
    expect(Date.now() - started).toBeGreaterThanOrEqual(150 * 28 - 50);
    const blocked = await login("guess", "198.51.100.1");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Even the right password waits out the block from that address…
    expect((await login(TEST_ADMIN_PASSWORD, "198.51.100.1")).status).toBe(429);
    // …while another address is unaffected.
    expect((await login(TEST_ADMIN_PASSWORD, "198.51.100.2")).status).toBe(200);
    const row = await prisma.rateLimit.findUniqueOrThrow({ where: { key: "admin-login:ip:198.51.100.1" } });
    expect(row.points).toBeGreaterThan(MAX_FAILURES_PER_WINDOW);
    expect(row.expire!.getTime()).toBeGreaterThan(Date.now() + 60_000);
  }, 30000);

  it("lets the block expire", async () => {
    await prisma.rateLimit.create({
      data: {
        key: "admin-login:ip:192.0.2.5",
        points: MAX_FAILURES_PER_WINDOW + 1,
        expire: new Date(Date.now() - 1000),
      },
    });
    expect((await login(TEST_ADMIN_PASSWORD, "192.0.2.5")).status).toBe(200);
  });
});
