// The one definition of "serverless": a Vercel Function (VERCEL=1, set by Vercel at build and run time).
// There only os.tmpdir() can be written (per instance, gone with it) and no timer runs between requests,
// so the shop keeps its run-time files under the temp folder (default-folders.mjs) and leaves the timed
// jobs to vercel.json's cron routes (instrumentation.ts).

/**
 * @param {{ VERCEL?: string | undefined }} env
 */
export function isServerless(env = process.env) {
  return env.VERCEL === "1";
}
