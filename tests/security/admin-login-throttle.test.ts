// Admin login throttle without a trusted address header (the default): addresses a client sends are
// ignored, so changing them per guess does not buy fresh attempts.
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { TEST_ADMIN_PASSWORD } from "../helpers/admin";
import { POST as createSession } from "@/app/api/admin/session/route";

delete process.env.TRUSTED_IP_HEADER;
setupTestDatabase();

const LIMIT = 8; // MAX_FAILURES_PER_WINDOW

describe("admin login without TRUSTED_IP_HEADER", () => {
  it("blocks 30 guesses that each claim a new X-Real-IP / X-Forwarded-For after the limit", async () => {
    const statuses: number[] = [];
    for (let guess = 1; guess <= 30; guess++) {
      const response = await callRoute(createSession, {
        method: "POST",
        body: { password: `guess-${guess}` },
        headers: { "x-real-ip": `203.0.113.${guess}`, "x-forwarded-for": `198.51.100.${guess}, 10.0.0.1` },
      });
      statuses.push(response.status);
      if (response.status === 429) break; // blocked: the rest would be refused as well
    }
    // Seven wrong passwords answered 401, the limit's eighth blocks: nothing was gained by new addresses.
    expect(statuses).toEqual([...Array(LIMIT - 1).fill(401), 429]);
    // Still blocked for a new address, even with the right password.
    const next = await callRoute(createSession, {
      method: "POST",
      body: { password: TEST_ADMIN_PASSWORD },
      headers: { "x-real-ip": "192.0.2.77" },
    });
    expect(next.status).toBe(429);
    expect(Number(next.headers.get("retry-after"))).toBeGreaterThan(0);
  }, 30000);
});
