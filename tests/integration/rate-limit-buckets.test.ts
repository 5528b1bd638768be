// The rate-limit buckets' one-statement upsert (lib/api/rate-limits.ts) on the run's database: a
// parallel burst counts every request, an expired window starts over, a refused request is handed back
// to the bucket that was not full, and Retry-After is the full bucket's remaining window.
import { setupTestDatabase } from "../helpers/database";
import { makeSessionId } from "../helpers/fixtures";
import { enforceRateLimit, readRateLimitPoints, toRateLimitKey } from "@/lib/api/rate-limits";
import { ApiError } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";

process.env.TRUSTED_IP_HEADER = "x-real-ip";
delete process.env.RATE_LIMIT_MULTIPLIER;
setupTestDatabase();
beforeEach(() => prisma.rateLimit.deleteMany());

function requestFrom(address: string) {
  return new Request("http://shop.test/api/cart", { method: "POST", headers: { "x-real-ip": address } });
}

/** Answers null when the request was counted, else the 429 it got. */
async function attempt(address: string, sessionId: string | null): Promise<ApiError | null> {
  try {
    await enforceRateLimit("codeCheck", requestFrom(address), sessionId);
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return error;
    throw error;
  }
}

const readPoints = async (key: string) => (await prisma.rateLimit.findUnique({ where: { key } }))?.points ?? 0;

describe("rate-limit buckets", () => {
  it("a parallel burst of 30 against a limit of 20 a minute lets exactly 20 through", async () => {
    const sessionId = makeSessionId();
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => attempt("203.0.113.20", sessionId)));
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(readRateLimitPoints("codeCheck", "perSession"));
    // The refused ones were handed back to the address, which was not full: it counted only the 20.
    expect(await readPoints(toRateLimitKey("codeCheck", "perAddress", "203.0.113.20"))).toBe(20);
  });

  it("starts a new window over an expired one", async () => {
    const sessionId = makeSessionId();
    const key = toRateLimitKey("codeCheck", "perSession", sessionId);
    await prisma.rateLimit.create({ data: { key, points: 500, expire: new Date(Date.now() - 1000) } });
    expect(await attempt("203.0.113.21", sessionId)).toBeNull();
    const row = await prisma.rateLimit.findUniqueOrThrow({ where: { key } });
    expect(row.points).toBe(1);
    expect(row.expire!.getTime()).toBeGreaterThan(Date.now() + 50_000); // a fresh minute
  });

  it("a request refused by the full address bucket is handed back to the session's; Retry-After is the address's window", async () => {
    const sessionId = makeSessionId();
    const addressKey = toRateLimitKey("codeCheck", "perAddress", "203.0.113.22");
    const sessionKey = toRateLimitKey("codeCheck", "perSession", sessionId);
    await prisma.rateLimit.create({
      data: {
        key: addressKey,
        points: readRateLimitPoints("codeCheck", "perAddress"),
        expire: new Date(Date.now() + 40_000),
      },
    });
    await prisma.rateLimit.create({ data: { key: sessionKey, points: 3, expire: new Date(Date.now() + 20_000) } });
    const refused = await attempt("203.0.113.22", sessionId);
    expect(refused?.message).toBe("Too many code checks. Please wait a minute and try again.");
    expect(Number(refused?.headers?.["Retry-After"])).toBeGreaterThanOrEqual(39);
    expect(Number(refused?.headers?.["Retry-After"])).toBeLessThanOrEqual(40);
    expect(await readPoints(sessionKey)).toBe(3);
    // Another address is not affected, and the session still has its allowance.
    expect(await attempt("198.51.100.22", sessionId)).toBeNull();
    expect(await readPoints(sessionKey)).toBe(4);
  });
});
