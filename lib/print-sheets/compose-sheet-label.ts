import type { PrintSheetPage } from "./print-sheet-types";
import {
  MARK_CLEARANCE_INCHES,
  MARK_INSET_INCHES,
  MARK_SIZE_INCHES,
  SHEET_LABEL_EM_PER_CHARACTER,
  SHEET_LABEL_FONT_POINTS,
} from "./print-sheet-units";

export type SheetLabelInput = {
  widthInches: number;
  heightInches: number;
  /** The labels of the orders on this page, in the sheet's order ("#12"). */
  orderLabels: string[];
  createdAt: Date;
  /** The sheet's one stock ("Clear vinyl · Matte laminate"), always written: the printer loads the roll by it. */
  stockName?: string | null;
  pageNumber: number;
  pageCount: number;
};

/** "2026-11-26 18:05 UTC": the sheet's moment, the same on every page and whatever the server's zone. */
function formatMoment(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/**
 * A page's job label and where it is written: in the bottom margin, from beside the bottom-left mark to
 * the page's right inset, level with the mark (so outside every sticker). The sheet's stock is always named
 * (the printer loads the roll by it); the orders on the page are listed while the line has room, then counted
 * ("+3 more"), so the label never runs past its box.
 */
export function composeSheetLabel(input: SheetLabelInput): Pick<PrintSheetPage, "label" | "labelBox"> {
  const x = MARK_INSET_INCHES + MARK_SIZE_INCHES + MARK_CLEARANCE_INCHES;
  const labelBox = {
    xInches: x,
    yInches: input.heightInches - MARK_INSET_INCHES - MARK_SIZE_INCHES,
    widthInches: Math.max(0, input.widthInches - MARK_INSET_INCHES - x),
    heightInches: MARK_SIZE_INCHES,
    fontSizePoints: SHEET_LABEL_FONT_POINTS,
  };
  const room = Math.floor((labelBox.widthInches * 72) / (SHEET_LABEL_FONT_POINTS * SHEET_LABEL_EM_PER_CHARACTER));
  const stock = input.stockName ? `${input.stockName} · ` : "";
  const head = `Print sheet ${formatMoment(input.createdAt)} · ${stock}page ${input.pageNumber} of ${input.pageCount} · `;
  const noun = input.orderLabels.length === 1 ? "order" : "orders";
  const all = `${head}${noun} ${input.orderLabels.join(", ")}`;
  if (all.length <= room) return { label: all, labelBox };
  for (let shown = input.orderLabels.length - 1; shown >= 1; shown -= 1) {
    const label = `${head}${noun} ${input.orderLabels.slice(0, shown).join(", ")} +${input.orderLabels.length - shown} more`;
    if (label.length <= room) return { label, labelBox };
  }
  return { label: `${head}${input.orderLabels.length} ${noun}`, labelBox };
}
