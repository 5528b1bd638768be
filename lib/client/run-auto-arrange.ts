// Runs Auto-arrange (#39) off the page's thread, in lib/client/auto-arrange-worker.ts, under a time limit:
// the worker stops itself at the deadline, and is ended from here a little later should it not.
import type { ArrangeDesign, ArrangedSticker } from "@/lib/sticker-sheets/auto-arrange-sheet";

/** How long Auto-arrange may think before the shopper is told to arrange by hand. */
export const AUTO_ARRANGE_TIME_LIMIT_MS = 8_000;

export const AUTO_ARRANGE_MESSAGES = {
  timeout: "Auto-arrange took too long for these designs. Please arrange them by hand or use fewer designs.",
  failed: "Auto-arrange failed. Please arrange the stickers by hand.",
  nothingFits: "Not even one sticker of each design fits on this sheet. Choose a bigger sheet or smaller sizes.",
} as const;

export function runAutoArrange(
  sheet: { widthInches: number; heightInches: number },
  designs: ArrangeDesign[],
  timeLimitMs: number = AUTO_ARRANGE_TIME_LIMIT_MS,
): Promise<ArrangedSticker[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./auto-arrange-worker.ts", import.meta.url));
    const timer = setTimeout(() => {
      worker.terminate();
      reject(new Error(AUTO_ARRANGE_MESSAGES.timeout));
    }, timeLimitMs + 2_000);
    worker.onmessage = (event: MessageEvent<{ stickers?: ArrangedSticker[]; error?: "timeout" | "failed" }>) => {
      clearTimeout(timer);
      worker.terminate();
      const { stickers, error } = event.data;
      if (stickers) resolve(stickers);
      else reject(new Error(AUTO_ARRANGE_MESSAGES[error ?? "failed"]));
    };
    worker.onerror = () => {
      clearTimeout(timer);
      worker.terminate();
      reject(new Error(AUTO_ARRANGE_MESSAGES.failed));
    };
    worker.postMessage({ sheet, designs, timeLimitMs });
  });
}
