/** @jest-environment node */
// The in-process timers of instrumentation.ts: `npm start` runs the timed jobs on them; serverless
// (VERCEL=1) they never start, since nothing runs between requests there and vercel.json's cron routes
// run the same jobs.
export {}; // a module: its names stay its own

const runJob = jest.fn<Promise<object>, [string]>(() => Promise.resolve({}));
jest.mock("./lib/jobs/run-job", () => ({ runJob: (job: string) => runJob(job) }));

const saved = { ...process.env };

beforeEach(() => {
  jest.useFakeTimers();
  runJob.mockClear();
  // As `next start` runs it: the Node.js runtime of a production server.
  Object.assign(process.env, { NEXT_RUNTIME: "nodejs", NODE_ENV: "production" });
  delete process.env.VERCEL;
  delete process.env.EMAIL_SWEEP_INTERVAL_MS;
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  process.env = { ...saved };
});

/** Runs register() on fresh modules: lib/env caches the environment it first reads. */
async function registerFresh() {
  await jest.isolateModulesAsync(async () => {
    const { register } = await import("./instrumentation");
    await register();
  });
}

it("starts the job timers on a server of its own", async () => {
  await registerFresh();

  expect(jest.getTimerCount()).toBe(9); // five intervals, four first runs a minute after the start
  await jest.advanceTimersByTimeAsync(60 * 60_000);
  expect(new Set(runJob.mock.calls.map(([job]) => job))).toEqual(
    new Set(["deliver-emails", "expire-orders", "remove-unused-designs", "compact-counters", "make-print-sheets"]),
  );
});

it("starts no timer when serverless (VERCEL=1), and says so once", async () => {
  process.env.VERCEL = "1";
  const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
  await registerFresh();

  expect(jest.getTimerCount()).toBe(0);
  await jest.advanceTimersByTimeAsync(2 * 60 * 60_000);
  expect(runJob).not.toHaveBeenCalled();
  expect(log.mock.calls).toEqual([
    ["Serverless (VERCEL=1): the in-process timers are off; vercel.json's cron routes run the timed jobs."],
  ]);
});
