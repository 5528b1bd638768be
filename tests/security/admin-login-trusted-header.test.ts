// Admin login throttle when the deployment names a trusted address header: a parallel burst from one
// address gets no more password checks than the limit, and a global cap holds across addresses.
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { TEST_ADMIN_PASSWORD } from "../helpers/admin";
import { POST as createSession } from "@/app/api/admin/session/route";
import { verifyAdminPassword } from "@/lib/admin-auth/verify-admin-password";

// Count the real password checks, without changing what they answer.
jest.mock("@/lib/admin-auth/verify-admin-password", () => {
  const actual = jest.requireActual("@/lib/admin-auth/verify-admin-password");
  return { ...actual, verifyAdminPassword: jest.fn(actual.verifyAdminPassword) };
});
const passwordChecks = verifyAdminPassword as jest.MockedFunction<typeof verifyAdminPassword>;

process.env.TRUSTED_IP_HEADER = "x-real-ip";
setupTestDatabase();

const LIMIT = 8; // MAX_FAILURES_PER_WINDOW
const GLOBAL_LIMIT = 20; // GLOBAL_MAX_FAILURES_PER_MINUTE

function login(password: string, ip: string) {
  return callRoute(createSession, { method: "POST", body: { password }, headers: { "x-real-ip": ip } });
}

beforeEach(() => passwordChecks.mockClear());

describe("admin login with TRUSTED_IP_HEADER=x-real-ip", () => {
  it("checks at most the limit of 40 parallel guesses from one address", async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, guess) => login(`parallel-guess-${guess}`, "198.51.100.40")),
    );
    expect(passwordChecks.mock.calls.length).toBeLessThanOrEqual(LIMIT);
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThan(LIMIT);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(40 - LIMIT);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  }, 30000);

  it("caps failed attempts per minute in all, whatever addresses the guesses come from", async () => {
    let refusedAt = 0;
    for (let guess = 1; guess <= 60; guess++) {
      const response = await login(`spread-guess-${guess}`, `203.0.113.${guess}`);
      if (response.status === 429) {
        refusedAt = guess;
        break;
      }
      expect(response.status).toBe(401);
    }
    // The earlier test's failures count within the same minute, so the cap may come sooner.
    expect(refusedAt).toBeGreaterThan(0);
    expect(refusedAt).toBeLessThanOrEqual(GLOBAL_LIMIT + 1);
    expect(passwordChecks.mock.calls.length).toBeLessThanOrEqual(GLOBAL_LIMIT);
    // While the cap holds, nobody's password is checked, from any address.
    passwordChecks.mockClear();
    expect((await login(TEST_ADMIN_PASSWORD, "192.0.2.200")).status).toBe(429);
    expect(passwordChecks).not.toHaveBeenCalled();
  }, 30000);
});
