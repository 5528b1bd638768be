// Runs once when a server instance starts, and runs the timed jobs of lib/jobs on timers, so `npm start`
// needs no cron: e-mails (sending what a crash left queued, retries after back-off) every
// EMAIL_SWEEP_INTERVAL_MS (default 60 s), expiry of unpaid orders every 10 minutes, removal of unused
// designs and compaction of the rate-limit and order-count tables hourly, print sheets left queued every minute. E-mails are sent right after the change that queues them anyway; the sweep only
// retries. Every instance runs the jobs: each is idempotent and safe to run concurrently. Serverless
// (VERCEL=1) no timer runs between requests and an instance lives only as long as Vercel keeps it, so no
// timer starts there: vercel.json calls the same jobs through GET /api/cron/{job}.
const MINUTE_MS = 60_000;

export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NODE_ENV === "test") return;
  const { getServerEnv } = await import("./lib/env");
  if (getServerEnv().serverless) {
    console.log("Serverless (VERCEL=1): the in-process timers are off; vercel.json's cron routes run the timed jobs.");
    return;
  }
  const { runJob } = await import("./lib/jobs/run-job");

  // The slow jobs also run a minute after the start, so a server restarted often still runs them.
  const every = (job: Parameters<typeof runJob>[0], intervalMs: number, firstRunAfterMs?: number) => {
    const run = () => runJob(job).catch((error: unknown) => console.error(`The ${job} job failed:`, error));
    if (firstRunAfterMs !== undefined) setTimeout(run, firstRunAfterMs).unref();
    setInterval(run, intervalMs).unref();
  };
  every("deliver-emails", getServerEnv().EMAIL_SWEEP_INTERVAL_MS);
  every("expire-orders", 10 * MINUTE_MS, MINUTE_MS);
  every("remove-unused-designs", 60 * MINUTE_MS, MINUTE_MS);
  every("compact-counters", 60 * MINUTE_MS, MINUTE_MS);
  // Print sheets are made right after their request; this picks up what a restart cut short.
  every("make-print-sheets", MINUTE_MS, MINUTE_MS);
}
