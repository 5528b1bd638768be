import "server-only";
import { z } from "zod";
import { clearExpiredRateLimits } from "@/lib/api/clear-expired-rate-limits";
import { removeAbandonedBlobUploads } from "@/lib/designs/remove-abandoned-blob-uploads";
import { removeUnusedDesigns } from "@/lib/designs/remove-unused-designs";
import { countLostEmails, deliverQueuedEmails } from "@/lib/email/queue-email";
import { scrubStoredOrderLinks } from "@/lib/email/scrub-stored-order-links";
import { expireUnpaidOrders } from "@/lib/orders/expire-unpaid-orders";
import { foldOrderCounts } from "@/lib/orders/order-counts";
import { continuePrintSheetsAt } from "@/lib/print-sheets/continue-print-sheets";
import { makeQueuedPrintSheets } from "@/lib/print-sheets/make-print-sheets";
import { removeDiscardedSheetFiles } from "@/lib/print-sheets/remove-discarded-sheet-files";
import { removeLeftoverSheetWork } from "@/lib/print-sheets/remove-leftover-sheet-work";

// The timed jobs, run by GET /api/cron/{job} (Vercel Cron, vercel.json) and by each `npm start`
// server on its own timers (instrumentation.ts). Each one is idempotent and safe to run concurrently,
// so a cron call overlapping a server's timer, or a retried call, does no harm.

export const jobNameSchema = z.enum([
  "deliver-emails",
  "expire-orders",
  "remove-unused-designs",
  "compact-counters",
  "make-print-sheets",
]);
export type JobName = z.infer<typeof jobNameSchema>;
/** What a run did, as counts (the cron route's answer). */
export type JobReport = Record<string, number>;

/** E-mails one run may send: a bounded batch, so a cron call ends well within its time limit. */
export const EMAILS_PER_RUN = 100;
/** No further e-mail is started after this long (a slow SMTP server); the rest waits for the next run. */
export const EMAIL_RUN_BUDGET_MS = 45_000;

/** Where the job was called (the request's origin), so a job that runs out of time can start its next run there. */
export type JobContext = { origin?: string };

const JOBS: Record<JobName, (now: Date, context: JobContext) => Promise<JobReport>> = {
  "deliver-emails": async (now) => ({
    ...(await deliverQueuedEmails({ limit: EMAILS_PER_RUN, timeBudgetMs: EMAIL_RUN_BUDGET_MS })),
    lost: await countLostEmails(now),
    tokensScrubbed: await scrubStoredOrderLinks(now),
  }),
  "expire-orders": (now) => expireUnpaidOrders(now),
  // Stored files nobody needs any more: unused designs, abandoned direct uploads, and the PDFs of print sheets
  // discarded over DISCARDED_SHEET_FILE_GRACE_DAYS ago (here rather than in a sixth cron: Vercel's Hobby plan
  // allows few, and a daily sweep is soon enough for a grace period counted in days).
  "remove-unused-designs": async (now) => ({
    ...(await removeUnusedDesigns(now)),
    abandonedUploadsRemoved: await removeAbandonedBlobUploads(now),
    ...(await removeDiscardedSheetFiles(now)),
    ...(await removeLeftoverSheetWork()),
  }),
  // Housekeeping of the two counter tables that grow with traffic: rate-limit buckets whose window
  // ended, and the order-count changes that admin reads otherwise fold only once 500 have piled up.
  "compact-counters": async (now) => ({
    ...(await clearExpiredRateLimits(now)),
    orderCountChangesFolded: await foldOrderCounts(),
  }),
  // Print sheets a request queued and whose after() hook did not finish them (a stopped function, a
  // restarted server), sheets paused for time, and sheets stuck in "making" past the claim timeout: claimed
  // one by one, atomically; one paused again starts the next run at the same origin.
  "make-print-sheets": (_now, { origin }) =>
    makeQueuedPrintSheets(undefined, { continueLater: origin ? continuePrintSheetsAt(origin) : undefined }),
};

/** Runs one job now and reports its counts; rejects only on database or storage errors. */
export async function runJob(name: JobName, now: Date = new Date(), context: JobContext = {}): Promise<JobReport> {
  return JOBS[name](now, context);
}
