// On Vercel nothing runs between requests: the timed jobs run only when Vercel Cron calls
// GET /api/cron/{job} with the CRON_SECRET. The unpaid orders seeded past their expiry stay pending
// however long the server has been up (npm start's in-process timers would expire them a minute after
// start), until the cron calls; every job of vercel.json answers 401 without the secret, 200 with it.
import { readFileSync } from "node:fs";
import { queryRehearsal } from "./support/flows";
import { CRON_SECRET, expect, test, type Rehearsal } from "./support/rehearsal";

const crons = (JSON.parse(readFileSync("vercel.json", "utf8")) as { crons: Array<{ path: string }> }).crons;
// Past the first run of npm start's slow timers (a minute after start, instrumentation.ts).
const TIMER_FIRST_RUN_MS = 60_000;

const overduePending = async (rehearsal: Rehearsal) =>
  Number(
    (
      await queryRehearsal(
        rehearsal,
        `SELECT COUNT(*) AS "n" FROM "Order" WHERE "status" = 'pending' AND "createdAt" < ?`,
        [new Date(process.env.REHEARSAL_OVERDUE_CUTOFF ?? "")],
      )
    )[0]?.n,
  );

test("unpaid orders past their expiry stay pending until Vercel Cron calls expire-orders", async ({ rehearsal }) => {
  const upFor = Date.now() - rehearsal.startedAt;
  if (upFor < TIMER_FIRST_RUN_MS + 10_000) {
    await new Promise((resolve) => setTimeout(resolve, TIMER_FIRST_RUN_MS + 10_000 - upFor));
  }
  const seeded = Number(process.env.REHEARSAL_OVERDUE_PENDING);
  expect(seeded).toBeGreaterThan(1000);
  expect(await overduePending(rehearsal), "overdue unpaid orders after over a minute with no cron call").toBe(seeded);

  const url = `${rehearsal.origin}/api/cron/expire-orders`;
  expect((await fetch(url)).status).toBe(401);
  expect(await overduePending(rehearsal)).toBe(seeded);
  // One call expires a bounded batch; Vercel Cron's next calls take the rest.
  let expired = 0;
  for (let call = 0; call < 10 && expired < seeded; call += 1) {
    const called = await fetch(url, { headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect(called.status).toBe(200);
    const { job, report } = (await called.json()) as { job: string; report: { expired: number } };
    expect(job).toBe("expire-orders");
    expect(report.expired).toBeGreaterThan(0);
    expired += report.expired;
  }
  expect(expired).toBeGreaterThanOrEqual(seeded); // with those that reached 24 h since the set-up
  expect(await overduePending(rehearsal)).toBe(0);
});

for (const { path } of crons) {
  test(`${path} answers 401 without CRON_SECRET and 200 with it`, async ({ rehearsal }) => {
    const url = `${rehearsal.origin}${path}`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: "Bearer not-the-secret-at-all" } })).status).toBe(401);
    const called = await fetch(url, { headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect(called.status).toBe(200);
    expect(await called.json()).toMatchObject({ job: path.split("/").pop(), report: expect.any(Object) });
  });
}
