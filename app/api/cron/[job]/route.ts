import { after, NextResponse } from "next/server";
import { notFound, withErrorHandling } from "@/lib/api/errors";
import { requireCronSecret } from "@/lib/jobs/authorize-cron-request";
import { jobNameSchema, runJob } from "@/lib/jobs/run-job";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";
// Vercel: room for one bounded batch of e-mails and for a print sheet's steps (lib/print-sheets/
// make-print-sheets.ts starts none after 40 s): 300 s, the default limit of every plan with fluid compute.
export const maxDuration = 300;

type Context = { params: Promise<{ job: string }> };

// GET /api/cron/{job} with "Authorization: Bearer <CRON_SECRET>" (Vercel Cron, vercel.json): runs
// deliver-emails, expire-orders, remove-unused-designs, compact-counters or make-print-sheets once and answers { job, report } with its
// counts. 401 { message } without the secret (or when CRON_SECRET is unset), 404 for another job.
export const GET = withErrorHandling(async (request: Request, { params }: Context) => {
  requireCronSecret(request);
  const job = jobNameSchema.safeParse((await params).job);
  if (!job.success) throw notFound("Unknown job");
  const report = await runJob(job.data, new Date(), { origin: new URL(request.url).origin });
  return NextResponse.json({ job: job.data, report }, { headers: { "Cache-Control": "no-store" } });
});

// POST /api/cron/{job}, same secret: the same job, run after the answer (202 { job, started: true }). A
// print-sheet run that ran out of time calls it to start the next one at once (lib/print-sheets/
// continue-print-sheets.ts); outside Next's request scope (route tests) after() throws and the job starts now.
export const POST = withErrorHandling(async (request: Request, { params }: Context) => {
  requireCronSecret(request);
  const job = jobNameSchema.safeParse((await params).job);
  if (!job.success) throw notFound("Unknown job");
  const origin = new URL(request.url).origin;
  const run = async () => {
    try {
      await runJob(job.data, new Date(), { origin });
    } catch (error) {
      console.error(`The ${job.data} job started by POST failed (the cron runs it again):`, error);
    }
  };
  try {
    after(run);
  } catch {
    void run();
  }
  return NextResponse.json({ job: job.data, started: true }, { status: 202, headers: { "Cache-Control": "no-store" } });
});
