// The Vercel project's own settings, written down where Vercel reads them (package.json, vercel.json) and
// described in the README: checked against each other, since Vercel itself is not reachable from a test.
import { readFileSync } from "node:fs";
import path from "node:path";
import { ABANDONED_BLOB_UPLOAD_MINUTES } from "@/lib/designs/remove-abandoned-blob-uploads";

const ROOT = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const pkg = JSON.parse(read("package.json"));
const lock = JSON.parse(read("package-lock.json"));
const vercel = JSON.parse(read("vercel.json")) as {
  buildCommand?: string;
  fluid?: boolean;
  crons: { path: string; schedule: string }[];
};
const readme = read("README.md");
const scheduleOf = (job: string) => vercel.crons.find((cron) => cron.path === `/api/cron/${job}`)?.schedule;

it("pins Node.js 22.x (better-sqlite3 11.9.1 has no binaries for the Node 24 that >=20.9 selected)", () => {
  expect(pkg.engines.node).toBe("22.x");
  expect(lock.packages[""].engines.node).toBe("22.x");
  expect(pkg.dependencies["better-sqlite3"]).toBe("11.9.1");
});

it("turns on fluid compute and runs the check (and production's migrations) before next build", () => {
  expect(vercel.fluid).toBe(true);
  expect(vercel.buildCommand).toBe("npm run build:vercel");
  expect(pkg.scripts["build:vercel"]).toBe("node scripts/vercel-build.mjs && next build");
});

it("documents each cron schedule of vercel.json in the README's table of timed jobs", () => {
  const rows = [...readme.matchAll(/^\| `([a-z-]+)` \|.*\| ([^|]+) \|$/gm)];
  const documented = Object.fromEntries(
    rows.map((row) => [row[1], /\(`([^`]+)`\)/.exec(row[2] ?? "")?.[1]]).filter(([, schedule]) => schedule),
  );
  expect(Object.keys(documented).sort()).toEqual(
    vercel.crons.map((cron) => cron.path.replace("/api/cron/", "")).sort(),
  );
  for (const cron of vercel.crons) {
    expect(documented[cron.path.replace("/api/cron/", "")]).toBe(cron.schedule);
  }
});

it("gives the abandoned uploads' removal time that vercel.json's schedule makes (an hour old, next run)", () => {
  expect(ABANDONED_BLOB_UPLOAD_MINUTES).toBe(60);
  // Daily at 03:30 UTC on Vercel: a blob an hour old just after a run waits for the next one.
  expect(scheduleOf("remove-unused-designs")).toBe("30 3 * * *");
  expect(readme).toContain(
    "once it is an hour old, at the job's next run: within two hours under `npm start` (hourly), but on\n" +
      "   Vercel only at the daily 03:30 UTC run of `vercel.json` (`30 3 * * *`), so up to 25 hours later.",
  );
});

it("says what Hobby needs: daily schedules, or the deployment is refused", () => {
  const frequent = vercel.crons.filter((cron) => !/^\d+ \d+ \* \* \*$/.test(cron.schedule));
  expect(frequent.length).toBeGreaterThan(0); // the shipped schedules need Pro
  expect(readme).toMatch(/Hobby runs a cron job at most once a day, and Vercel refuses to deploy a project/);
  for (const cron of frequent) expect(readme).toContain(`\`${cron.path.replace("/api/cron/", "")}\``);
});
