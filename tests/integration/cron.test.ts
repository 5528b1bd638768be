import { readdir, rm } from "node:fs/promises";
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { createDesignRow, createOrderRow, resetShopData } from "../helpers/fixtures";
import { GET as cronRoute } from "@/app/api/cron/[job]/route";
import { prisma } from "@/lib/db/client";
import { queueEmail } from "@/lib/email/queue-email";

setupTestDatabase();

// Read on the first request (lib/env caches the environment then); the isolated test below runs without it.
const CRON_SECRET = "cron-secret-for-the-tests-0123456789";
process.env.CRON_SECRET = CRON_SECRET;
const AUTHORIZED = { authorization: `Bearer ${CRON_SECRET}` };

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const outboxDir = process.env.EMAIL_OUTBOX_DIR as string;

function callCron(job: string, headers: Record<string, string> = AUTHORIZED, route: unknown = cronRoute) {
  return callRoute(route, { path: `/api/cron/${job}`, params: { job }, headers });
}

const outboxFiles = () => readdir(outboxDir).catch(() => [] as string[]);

/** One row for each job to act on: a queued e-mail, an old unpaid order, an old unused design. */
async function createWorkForEveryJob(emails = 1) {
  for (let index = 0; index < emails; index += 1) {
    await prisma.$transaction((tx) =>
      queueEmail(tx, { dedupeKey: `cron:${index}`, to: "jane@example.com", subject: `Cron ${index}`, text: "Hi\n" }),
    );
  }
  const order = await createOrderRow({ status: "pending", createdAt: new Date(Date.now() - 25 * HOUR) });
  const design = await createDesignRow();
  await prisma.design.update({ where: { id: design.id }, data: { createdAt: new Date(Date.now() - 31 * DAY) } });
  await prisma.rateLimit.create({
    data: { key: "rl-cartWrite-shared:all", points: 3, expire: new Date(Date.now() - 2 * HOUR) },
  });
  return { order, design };
}

async function snapshot() {
  return {
    emails: await prisma.emailMessage.findMany({ orderBy: { id: "asc" } }),
    orders: await prisma.order.findMany({ orderBy: { id: "asc" } }),
    designs: await prisma.design.findMany({ orderBy: { id: "asc" } }),
    events: await prisma.orderEvent.count(),
    rateLimits: await prisma.rateLimit.findMany({ orderBy: { key: "asc" } }),
    orderCountChanges: await prisma.orderCountChange.count(),
    outbox: await outboxFiles(),
  };
}

beforeEach(async () => {
  await resetShopData();
  await prisma.rateLimit.deleteMany();
  await rm(outboxDir, { recursive: true, force: true });
});

describe("GET /api/cron/[job] authorisation", () => {
  it.each([
    ["no Authorization header", {}],
    ["a wrong secret", { authorization: "Bearer not-the-cron-secret-at-all" }],
    ["the secret without Bearer", { authorization: CRON_SECRET }],
    ["the secret with a different case", { authorization: `bearer ${CRON_SECRET.toUpperCase()}` }],
    ["a prefix of the secret", { authorization: `Bearer ${CRON_SECRET.slice(0, -1)}` }],
    ["the secret with more after it", { authorization: `Bearer ${CRON_SECRET}x` }],
  ])("answers 401 for %s and runs no job", async (_name, headers) => {
    await createWorkForEveryJob();
    const before = await snapshot();
    for (const job of ["deliver-emails", "expire-orders", "remove-unused-designs", "compact-counters", "no-such-job"]) {
      const response = await callCron(job, headers);
      expect({ status: response.status, body: response.body }).toEqual({
        status: 401,
        body: { message: "A valid cron secret is required" },
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("answers 401 to every caller while CRON_SECRET is unset", async () => {
    await createWorkForEveryJob();
    const before = await snapshot();
    const saved = process.env.CRON_SECRET;
    delete process.env.CRON_SECRET;
    try {
      await jest.isolateModulesAsync(async () => {
        const { GET } = await import("@/app/api/cron/[job]/route");
        const { prisma: isolatedPrisma } = await import("@/lib/db/client");
        try {
          for (const headers of [{}, AUTHORIZED, { authorization: "Bearer " }, { authorization: "Bearer undefined" }]) {
            const response = await callCron("deliver-emails", headers, GET);
            expect(response.status).toBe(401);
            expect(response.body).toEqual({ message: "A valid cron secret is required" });
          }
        } finally {
          await isolatedPrisma.$disconnect();
        }
      });
    } finally {
      process.env.CRON_SECRET = saved;
    }
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 for an unknown job with the secret", async () => {
    for (const job of ["unknown", "deliver_emails", "runJob", "__proto__", "constructor"]) {
      const response = await callCron(job);
      expect({ job, status: response.status, body: response.body }).toEqual({
        job,
        status: 404,
        body: { message: "Unknown job" },
      });
    }
  });
});

describe("GET /api/cron/[job] with the secret", () => {
  it("runs each job once and answers its counts, never cached", async () => {
    const { order, design } = await createWorkForEveryJob(2);

    const emails = await callCron("deliver-emails");
    expect(emails.status).toBe(200);
    expect(emails.headers.get("cache-control")).toBe("no-store");
    expect(emails.body).toEqual({
      job: "deliver-emails",
      report: { sent: 2, retrying: 0, failed: 0, skipped: 0, lost: 0, tokensScrubbed: 0 },
    });
    expect(await outboxFiles()).toHaveLength(2);

    const expiry = await callCron("expire-orders");
    expect(expiry).toMatchObject({
      status: 200,
      body: { job: "expire-orders", report: { expired: 1, couponsReleased: 0 } },
    });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "expired" });

    const designs = await callCron("remove-unused-designs");
    expect(designs).toMatchObject({ status: 200, body: { job: "remove-unused-designs", report: { removed: 1 } } });
    expect(await prisma.design.findUnique({ where: { id: design.id } })).toBeNull();

    // Nothing left to do: a second round changes nothing.
    const again = await Promise.all(
      ["deliver-emails", "expire-orders", "remove-unused-designs"].map((job) => callCron(job)),
    );
    expect(again.map((response) => response.body.report)).toEqual([
      { sent: 0, retrying: 0, failed: 0, skipped: 0, lost: 0, tokensScrubbed: 0 },
      { expired: 0, couponsReleased: 0 },
      {
        removed: 0,
        filesLeft: 0,
        abandonedUploadsRemoved: 0,
        discardedSheetFilesRemoved: 0,
        sheetWorkFoldersRemoved: 0,
      },
    ]);
    expect(await outboxFiles()).toHaveLength(2);
  });

  it("sends each e-mail once when deliver-emails is called twice at once", async () => {
    await createWorkForEveryJob(8);
    const responses = await Promise.all([callCron("deliver-emails"), callCron("deliver-emails")]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect(responses.reduce((sum, response) => sum + response.body.report.sent, 0)).toBe(8);
    expect(await outboxFiles()).toHaveLength(8);
    expect(await prisma.emailMessage.count({ where: { status: "sent", attempts: 1 } })).toBe(8);
  });

  it("expires each order once, with one event, when expire-orders is called twice at once", async () => {
    const orders = [];
    for (let index = 0; index < 12; index += 1) {
      orders.push(await createOrderRow({ status: "pending", createdAt: new Date(Date.now() - 30 * HOUR) }));
    }
    const responses = await Promise.all([callCron("expire-orders"), callCron("expire-orders")]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect(responses.reduce((sum, response) => sum + response.body.report.expired, 0)).toBe(12);
    expect(await prisma.orderEvent.count()).toBe(12);
    expect(await prisma.orderEvent.groupBy({ by: ["orderId"] })).toHaveLength(12);
    expect(await prisma.emailMessage.count()).toBe(0);
  });
});

describe("GET /api/cron/compact-counters", () => {
  it("deletes rate-limit buckets whose window ended over an hour ago and folds the order-count changes, counts unchanged", async () => {
    const now = Date.now();
    await prisma.rateLimit.createMany({
      data: [
        { key: "rl-upload-perSession:old", points: 20, expire: new Date(now - 2 * HOUR) },
        { key: "rl-upload-perSession:recent", points: 4, expire: new Date(now - 30 * 60 * 1000) },
        { key: "rl-upload-perSession:running", points: 1, expire: new Date(now + 30 * 60 * 1000) },
      ],
    });
    await createOrderRow({ status: "paid" });
    await createOrderRow({ status: "pending" });
    const changes = await prisma.orderCountChange.count();
    expect(changes).toBeGreaterThanOrEqual(2);
    const countsBefore = await countOrdersByState();

    const first = await callCron("compact-counters");
    expect(first).toMatchObject({
      status: 200,
      body: { job: "compact-counters", report: { rateLimitsCleared: 1, orderCountChangesFolded: changes } },
    });
    expect((await prisma.rateLimit.findMany({ orderBy: { key: "asc" } })).map((row) => row.key)).toEqual([
      "rl-upload-perSession:recent",
      "rl-upload-perSession:running",
    ]);
    expect(await prisma.orderCountChange.count()).toBe(0);
    expect(await countOrdersByState()).toEqual(countsBefore);

    const again = await callCron("compact-counters");
    expect(again.body).toEqual({
      job: "compact-counters",
      report: { rateLimitsCleared: 0, orderCountChangesFolded: 0 },
    });
  });
});

/** The kept counts (folded plus pending changes) of the active orders per status, as the admin list reads them. */
async function countOrdersByState() {
  const { countOrders } = await import("@/lib/orders/order-counts");
  const statuses = ["pending", "paid"];
  return Object.fromEntries(
    await Promise.all(
      statuses.map(async (status) => [status, await countOrders({ archived: false, statuses: [status] })]),
    ),
  );
}
