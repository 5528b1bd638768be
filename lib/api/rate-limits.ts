import "server-only";
import { ApiError } from "@/lib/api/errors";
import { readTrustedClientAddress } from "@/lib/api/client-address";
import { prisma } from "@/lib/db/client";
import { getServerEnv } from "@/lib/env";

// Limits on the public endpoints that cost work (uploads, payment intents, code checks, cart writes),
// counted in the database (table RateLimit) so every server instance shares them. Each request counts
// once per cart session (when it has one) and once per trusted address (TRUSTED_IP_HEADER); without a
// trusted address it counts in one shared bucket instead, whose cap is generous. The numbers are far
// above what a shopper does by hand; RATE_LIMIT_MULTIPLIER scales them all (e.g. for load tests).

type Window = { points: number; seconds: number };
type RateLimitRule = { perSession: Window; perAddress: Window; shared: Window; message: string };

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  // Posted designs, and with Blob the client tokens of direct uploads (each token lets one file into the store).
  upload: {
    perSession: { points: 20, seconds: MINUTE },
    perAddress: { points: 60, seconds: HOUR },
    shared: { points: 600, seconds: HOUR },
    message: "Too many uploads. Please wait a little and try again.",
  },
  // The reports of direct uploads (POST /api/upload-design/from-blob: the file read back, checked and traced):
  // the posted upload's numbers in a count of their own, so a design sent through Blob counts once per step.
  uploadReport: {
    perSession: { points: 20, seconds: MINUTE },
    perAddress: { points: 60, seconds: HOUR },
    shared: { points: 600, seconds: HOUR },
    message: "Too many uploads. Please wait a little and try again.",
  },
  paymentIntent: {
    perSession: { points: 30, seconds: MINUTE },
    perAddress: { points: 120, seconds: MINUTE },
    shared: { points: 1200, seconds: MINUTE },
    message: "Too many payment attempts. Please wait a minute and try again.",
  },
  codeCheck: {
    perSession: { points: 20, seconds: MINUTE },
    perAddress: { points: 60, seconds: MINUTE },
    shared: { points: 600, seconds: MINUTE },
    message: "Too many code checks. Please wait a minute and try again.",
  },
  placeOrder: {
    perSession: { points: 30, seconds: MINUTE },
    perAddress: { points: 120, seconds: MINUTE },
    shared: { points: 1200, seconds: MINUTE },
    message: "Too many order attempts. Please wait a minute and try again.",
  },
  cartWrite: {
    perSession: { points: 60, seconds: MINUTE },
    perAddress: { points: 300, seconds: MINUTE },
    shared: { points: 3000, seconds: MINUTE },
    message: "Too many cart changes. Please wait a minute and try again.",
  },
  // Die-cut lines computed for the design tool's preview (GET /api/designs/{id}/cut-line): the tool asks
  // once per size the shopper settles on.
  cutLine: {
    perSession: { points: 120, seconds: MINUTE },
    perAddress: { points: 600, seconds: MINUTE },
    shared: { points: 6000, seconds: MINUTE },
    message: "Too many cut line previews. Please wait a minute and try again.",
  },
  // "Find my order": perSession counts per e-mail address asked about (the caller passes it as the key).
  findOrder: {
    perSession: { points: 5, seconds: HOUR },
    perAddress: { points: 20, seconds: HOUR },
    shared: { points: 200, seconds: HOUR },
    message: "Too many order look-ups. Please wait a while and try again.",
  },
  // Sign-in links for customer accounts (POST /api/account/sign-in): perSession counts per e-mail address
  // asked for (the caller passes its hash as the key), so nobody floods one inbox.
  signInLink: {
    perSession: { points: 5, seconds: HOUR },
    perAddress: { points: 20, seconds: HOUR },
    shared: { points: 300, seconds: HOUR },
    message: "Too many sign-in links asked for. Please wait a while and try again.",
  },
  // Sign-in links used (POST /api/account/sign-in/confirm): a token is 32 random letters (190 bits), so this
  // only keeps a caller from hammering the endpoint; counted per caller (no perSession key).
  signInVerify: {
    perSession: { points: 30, seconds: HOUR },
    perAddress: { points: 60, seconds: HOUR },
    shared: { points: 1200, seconds: HOUR },
    message: "Too many sign-in attempts. Please wait a while and try again.",
  },
  // "Download my data" (GET /api/account/export): perSession counts per customer.
  accountExport: {
    perSession: { points: 10, seconds: HOUR },
    perAddress: { points: 30, seconds: HOUR },
    shared: { points: 300, seconds: HOUR },
    message: "Too many downloads of your data. Please wait a while and try again.",
  },
  // Answers to a proof on the order page (approve, request changes with an optional design upload):
  // perSession counts per order link (the caller passes the token's hash as the key).
  proofResponse: {
    perSession: { points: 20, seconds: HOUR },
    perAddress: { points: 60, seconds: HOUR },
    shared: { points: 600, seconds: HOUR },
    message: "Too many answers to proofs. Please wait a while and try again.",
  },
  // The success page's link to the order page (POST /api/orders/{id}/order-link): each call stores a
  // new link, and a page asks once per visit.
  orderLink: {
    perSession: { points: 20, seconds: HOUR },
    perAddress: { points: 60, seconds: HOUR },
    shared: { points: 600, seconds: HOUR },
    message: "Too many order link requests. Please wait a while and try again.",
  },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimitScope = "perSession" | "perAddress" | "shared";

/** The key every request without a trusted address counts under. */
const SHARED_KEY = "all";

/** The RateLimit row of one rule, scope and caller (the key rate-limiter-flexible used, so rows carry over). */
export function toRateLimitKey(name: RateLimitName, scope: RateLimitScope, key: string): string {
  return `rl-${name}-${scope}:${key}`;
}

/** A rule's allowance in one scope, RATE_LIMIT_MULTIPLIER applied (at least one request). */
export function readRateLimitPoints(name: RateLimitName, scope: RateLimitScope): number {
  return Math.max(1, Math.round(RATE_LIMITS[name][scope].points * getServerEnv().RATE_LIMIT_MULTIPLIER));
}

type Bucket = { key: string; points: number; windowEnd: Date };
type CountedRow = { key: string; points: number | bigint; expire: Date | string | null };

/**
 * Counts one request in its buckets (one or two) with ONE statement: a multi-row upsert that starts a
 * window for a new key, adds one inside a running window and starts a new window over an expired one,
 * returning each bucket's count. Atomic per row on both databases (PostgreSQL locks the row it
 * updates, SQLite writes one at a time), so a parallel burst counts every request. Rows are written
 * session key first, so two requests never lock two rows in opposite orders. The SET expressions all
 * read the row as it was, and the text runs unchanged on SQLite (≥ 3.35) and PostgreSQL. Plain
 * parameters only, no Prisma.sql fragments: a fragment made by another copy of the Prisma module (a
 * dev reload, jest.resetModules) would be sent as a parameter.
 */
async function countInBuckets([first, second]: [Bucket, Bucket?], now: Date): Promise<CountedRow[]> {
  if (!second)
    return prisma.$queryRaw<CountedRow[]>`
      INSERT INTO "RateLimit" ("key", "points", "expire") VALUES (${first.key}, 1, ${first.windowEnd})
      ON CONFLICT ("key") DO UPDATE SET
        "points" = CASE WHEN "RateLimit"."expire" > ${now} THEN "RateLimit"."points" + 1 ELSE 1 END,
        "expire" = CASE WHEN "RateLimit"."expire" > ${now} THEN "RateLimit"."expire" ELSE excluded."expire" END
      RETURNING "key", "points", "expire"`;
  return prisma.$queryRaw<CountedRow[]>`
    INSERT INTO "RateLimit" ("key", "points", "expire")
    VALUES (${first.key}, 1, ${first.windowEnd}), (${second.key}, 1, ${second.windowEnd})
    ON CONFLICT ("key") DO UPDATE SET
      "points" = CASE WHEN "RateLimit"."expire" > ${now} THEN "RateLimit"."points" + 1 ELSE 1 END,
      "expire" = CASE WHEN "RateLimit"."expire" > ${now} THEN "RateLimit"."expire" ELSE excluded."expire" END
    RETURNING "key", "points", "expire"`;
}

/**
 * Counts one request against the rule for the cart session (if any) and the caller's trusted address
 * (or the shared bucket). Throws 429 `{ message }` with Retry-After when a limit is used up; a refused
 * request is handed back to the buckets that were not full, so it costs the caller nothing there.
 */
export async function enforceRateLimit(name: RateLimitName, request: Request, sessionId: string | null): Promise<void> {
  const now = new Date();
  const address = readTrustedClientAddress(request);
  const scopes: Array<[RateLimitScope, string]> = [];
  if (sessionId) scopes.push(["perSession", sessionId]);
  scopes.push(address ? ["perAddress", address] : ["shared", SHARED_KEY]);
  const buckets: Bucket[] = scopes.map(([scope, key]) => ({
    key: toRateLimitKey(name, scope, key),
    points: readRateLimitPoints(name, scope),
    windowEnd: new Date(now.getTime() + RATE_LIMITS[name][scope].seconds * 1000),
  }));

  const counted = new Map((await countInBuckets([buckets[0] as Bucket, buckets[1]], now)).map((row) => [row.key, row]));
  const refused: Date[] = [];
  const accepted: string[] = [];
  for (const bucket of buckets) {
    const row = counted.get(bucket.key);
    if (!row) throw new Error(`Rate limit bucket ${bucket.key} was not counted`);
    if (Number(row.points) <= bucket.points) accepted.push(bucket.key);
    else refused.push(row.expire === null ? bucket.windowEnd : new Date(row.expire));
  }
  if (refused.length === 0) return;

  // Only a refusal costs a second statement. A full bucket keeps the refused request (its window ends
  // when it ends either way); the others did not serve it and get it back.
  // At most one bucket can have counted a refused request (one of two refused it).
  const [handBack] = accepted;
  if (handBack !== undefined)
    await prisma.$executeRaw`UPDATE "RateLimit" SET "points" = "points" - 1 WHERE "key" = ${handBack} AND "points" > 0`;
  const waitMs = Math.max(...refused.map((windowEnd) => windowEnd.getTime() - now.getTime()));
  throw new ApiError(429, RATE_LIMITS[name].message, { "Retry-After": String(Math.max(1, Math.ceil(waitMs / 1000))) });
}
