// The sheet editor's Auto-arrange (#39) in a Web Worker: nesting a sheet can take seconds on intricate cut
// lines, which must not freeze the shopper's page; the page ends the worker when its time is up.
import { autoArrangeSheet, type ArrangeDesign } from "@/lib/sticker-sheets/auto-arrange-sheet";

export type AutoArrangeRequest = {
  sheet: { widthInches: number; heightInches: number };
  designs: ArrangeDesign[];
  timeLimitMs: number;
};

self.onmessage = (event: MessageEvent<AutoArrangeRequest>) => {
  const { sheet, designs, timeLimitMs } = event.data;
  try {
    self.postMessage({ stickers: autoArrangeSheet(sheet, designs, { deadline: Date.now() + timeLimitMs }) });
  } catch (error) {
    self.postMessage({ error: error instanceof RangeError ? "timeout" : "failed" });
  }
};
