import { formatCustomSizeName, isStickerShape } from "@/lib/domain/sticker-shapes";

// A sticker sheet's stickers (#39) as people read them (the order page, the admin's order, the shop's
// e-mails and the order's history): each design once, with how many copies, at which cuts, and which
// stickers they are ("stickers 1–4 and 9"), rather than a row of numbers per sticker.

/** One sticker of an order's sheet as the pages list it: its number is its position + 1. */
export type SheetStickerListItem = {
  position: number;
  designId: number;
  designName: string;
  shape: string;
  /** Its cut box, unturned. */
  widthInches: number;
  heightInches: number;
  /** The top-left of its turned box on the sheet, and its clockwise turn. */
  xInches: number;
  yInches: number;
  rotation: number;
};

export type SheetDesignSummary = {
  designId: number;
  designName: string;
  copies: number;
  /** Its stickers' numbers (from 1), ascending. */
  stickerNumbers: number[];
  /** Each cut of the design on the sheet ('Die-cut 2" × 1.79"'), with its copies, in the order they come. */
  cuts: { label: string; copies: number }[];
};

/** A sheet sticker's cut as the shop names a size: 'Die-cut 2" × 1.79"', 'Circle 1"', 'Rectangle 1.5" × 1"'. */
export function describeSheetStickerCut(sticker: Pick<SheetStickerListItem, "shape" | "widthInches" | "heightInches">) {
  return formatCustomSizeName(
    isStickerShape(sticker.shape) ? sticker.shape : "square",
    sticker.widthInches,
    sticker.heightInches,
  );
}

/** "sticker 2", "stickers 1 and 4", "stickers 1–5, 8 and 10": runs of three or more as a range. */
export function formatStickerNumbers(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    if (j - i >= 2) parts.push(`${sorted[i]}–${sorted[j]}`);
    else for (let k = i; k <= j; k++) parts.push(String(sorted[k]));
    i = j + 1;
  }
  const list = parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
  return `${sorted.length === 1 ? "sticker" : "stickers"} ${list}`;
}

/** Each design of the sheet once, in the order of its first sticker, with its copies and cuts. */
export function summarizeSheetDesigns(stickers: readonly SheetStickerListItem[]): SheetDesignSummary[] {
  const byDesign = new Map<number, SheetDesignSummary>();
  for (const sticker of [...stickers].sort((a, b) => a.position - b.position)) {
    let summary = byDesign.get(sticker.designId);
    if (!summary) {
      summary = { designId: sticker.designId, designName: sticker.designName, copies: 0, stickerNumbers: [], cuts: [] };
      byDesign.set(sticker.designId, summary);
    }
    summary.copies++;
    summary.stickerNumbers.push(sticker.position + 1);
    const label = describeSheetStickerCut(sticker);
    const cut = summary.cuts.find((candidate) => candidate.label === label);
    if (cut) cut.copies++;
    else summary.cuts.push({ label, copies: 1 });
  }
  return [...byDesign.values()];
}
