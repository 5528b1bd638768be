import "server-only";
import { getServerEnv } from "@/lib/env";

/** The job route a run calls to start the next one (POST: answered at once, the job runs after the answer). */
export const CONTINUE_PRINT_SHEETS_PATH = "/api/cron/make-print-sheets";

/**
 * What a run that ran out of time calls to start the next one at once, rather than wait for the cron (on
 * Vercel's Hobby plan, once a day): a POST to the shop's own job route at `origin` (the deployment the
 * request came to) with the cron secret; that route answers 202 and runs the job after its answer. Failure
 * is logged, not thrown: the cron schedule remains the safety net.
 */
export function continuePrintSheetsAt(origin: string): () => Promise<void> {
  return async () => {
    const secret = getServerEnv().CRON_SECRET;
    if (!secret) {
      console.warn(
        "A print sheet paused for time waits for the cron: CRON_SECRET is not set, so no next run starts now.",
      );
      return;
    }
    const url = new URL(CONTINUE_PRINT_SHEETS_PATH, origin);
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { authorization: `Bearer ${secret}` },
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      if (response.status === 202) console.info("The next print-sheet run was started.");
      else
        console.error(
          `Starting the next print-sheet run at ${url} answered ${response.status}: the cron will take it.`,
        );
    } catch (error) {
      console.error(`Starting the next print-sheet run at ${url} failed (the cron will take it):`, error);
    }
  };
}
