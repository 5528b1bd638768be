import "server-only";
import { conflict } from "@/lib/api/errors";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";
import { isDesignFilename } from "@/lib/designs/storage/design-filename";
import { CUT_PREVIEW_LONG_SIDE_PX } from "./cut-preview-layout";

// What the shop's cut previews share, a single sticker's (render-cut-preview.ts) and a sticker sheet's
// (render-sheet-cut-preview.ts): their colours, the red dashed cut line's width and dashes at any size,
// their refusals, and how a design's stored file is read for them.

/** Around the sticker: light grey, so the white sticker and its cut line stand out. */
export const CUT_PREVIEW_BACKGROUND = { r: 226, g: 232, b: 240 } as const;
export const STICKER_WHITE = { r: 255, g: 255, b: 255, alpha: 1 } as const;
export const CUT_LINE_COLOR = "#e11d48";
/** The cut line's width and dashes at the proof's 1200 px; a smaller render (a thumbnail) scales them down. */
const CUT_LINE_WIDTH = 4;
const CUT_LINE_DASHES = [16, 10] as const;
// A thumbnail is shown at a third of its pixels: the line stays about a pixel wide and its dashes visible.
const MIN_CUT_LINE_WIDTH = 3;
const MIN_CUT_LINE_DASHES = [9, 6] as const;

export const CUT_PREVIEW_MESSAGES = {
  designMissing: "The order's design file is missing from storage (primary and backup), so no cut preview can be made.",
  designUnreadable: "The order's design file could not be read, so no cut preview can be made.",
  tooManyStickers: "This sheet has more stickers than a sheet may hold, so no cut preview can be made.",
} as const;

/** Die-cut lines are stored by the shop (computeDieCutLine); still, only path data goes into an SVG. */
export const PATH_DATA = /^[MLHVCSQTAZmlhvcsqtaz0-9.,\se+-]*$/;

/**
 * The red dashed cut line's stroke attributes for a render whose long side is `longSidePx`, in canvas
 * pixels divided by `unit` (a path drawn scaled to inches passes its pixels per inch: the same width on screen).
 */
export function cutLineStroke(longSidePx: number, unit = 1): string {
  const ratio = longSidePx / CUT_PREVIEW_LONG_SIDE_PX;
  const width = Math.max(MIN_CUT_LINE_WIDTH, CUT_LINE_WIDTH * ratio) / unit;
  const dashes = CUT_LINE_DASHES.map((dash, i) => Math.max(MIN_CUT_LINE_DASHES[i] as number, dash * ratio) / unit).join(
    " ",
  );
  return `fill="none" stroke="${CUT_LINE_COLOR}" stroke-width="${width}" stroke-dasharray="${dashes}" stroke-linejoin="round"`;
}

/** A design's stored bytes for a preview: the primary copy, else the backup; a 409 when neither is there. */
export async function readDesignBytes(storage: DesignStorage, filename: string): Promise<Buffer> {
  if (!isDesignFilename(filename)) throw conflict(CUT_PREVIEW_MESSAGES.designMissing);
  // The backup is what File Health restores from: a lost primary must not stop the proof.
  const bytes = (await storage.read("primary", filename)) ?? (await storage.read("backup", filename));
  if (!bytes) throw conflict(CUT_PREVIEW_MESSAGES.designMissing);
  return bytes;
}
