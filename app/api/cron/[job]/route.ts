import { NextResponse } from "next/server";
import { notFound, withErrorHandling } from "@/lib/api/errors";
import { requireCronSecret } from "@/lib/jobs/authorize-cron-request";
import { jobNameSchema, runJob } from "@/lib/jobs/run-job";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";
// Vercel: room for one bounded batch of e-mails and for a print sheet (lib/jobs/run-job.ts starts none after
// 120 s): 300 s, the default limit of every plan with fluid compute.
export const maxDuration = 300;

type Context = { params: Promise<{ job: string }> };

// GET /api/cron/{job} with "Authorization: Bearer <CRON_SECRET>" (Vercel Cron, vercel.json): runs
// deliver-emails, expire-orders, remove-unused-designs, compact-counters or make-print-sheets once and answers { job, report } with its
// counts. 401 { message } without the secret (or when CRON_SECRET is unset), 404 for another job.
export const GET = withErrorHandling(async (request: Request, { params }: Context) => {
  requireCronSecret(request);
  const job = jobNameSchema.safeParse((await params).job);
  if (!job.success) throw notFound("Unknown job");
  const report = await runJob(job.data);
  return NextResponse.json({ job: job.data, report }, { headers: { "Cache-Control": "no-store" } });
});
