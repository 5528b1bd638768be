import "server-only";
import { badRequest, conflict } from "@/lib/api/errors";
import type { Database } from "@/lib/db/client";
import type { TransactionClient } from "@/lib/domain/transaction-client";
import { readSheetSticker, SHEET_STICKER_SELECT } from "@/lib/stickers/read-sheet-sticker";
import { recutDieCutLine } from "@/lib/stickers/recut-die-cut-line";
import type { FrozenSheetSticker } from "@/lib/stickers/sheet-sticker";
import { findSheetProblem } from "./check-sheet-rules";
import { formatStickerNumbers } from "./summarize-sheet-stickers";

// A proof's change request on a sticker sheet (#39) that replaces one of its designs: the new design takes
// the place of every sticker of the old one, each cut at that sticker's size (a die-cut's line cut again
// around the new artwork at its longest side, as a single die-cut's is; a square or circle keeps its box),
// each where it lay and turned as it was. The whole sheet is then checked again with the sheet rules; the
// first broken one refuses the request (400, naming the sticker) before anything is written.

export const SHEET_REPLACEMENT_MESSAGES = {
  whichDesign: "This sheet has several designs: please choose which one the new design replaces.",
  notOnSheet: "That design is not on this sheet.",
  doesNotFit: (problem: string) =>
    `${problem} The new design, cut at the size of the stickers it replaces, does not fit the sheet as it is laid out. Please choose another design, or tell us in your comment what to change.`,
  changed: "This sheet changed meanwhile. Please reload the page and try again.",
} as const;

/** What a replacement changes, worked out before the answer's transaction (applySheetDesignReplacement). */
export type SheetDesignReplacement = {
  replacedDesignId: number;
  replacedDesignName: string;
  /** "stickers 1 and 4": the stickers that take the new design. */
  stickers: string;
  /** Whether any of them is a die-cut, whose line was cut again around the new design. */
  recut: boolean;
  /** The rows to switch, by cut: their ids and their new box and line. */
  changes: { ids: number[]; widthInches: number; heightInches: number; cutLine: string | null }[];
};

const cutKey = (sticker: FrozenSheetSticker) =>
  JSON.stringify([sticker.shape, sticker.widthInches, sticker.heightInches, sticker.cutLine]);

/**
 * Plans replacing `replaceDesignId` on the sheet of order `order` with `replacement` (stored and traced,
 * not yet a row): 400 when the design is not on the sheet, or when it is left out and the sheet has more
 * than one design; a die-cut the new artwork cannot be cut around answers as a single's re-cut does
 * (recutDieCutLine: 422, or 503 to try again); a broken sheet rule is a 400 naming the first sticker.
 */
export async function planSheetDesignReplacement(
  db: Database,
  order: { id: number; widthInches: number; heightInches: number },
  replaceDesignId: number | undefined,
  replacement: { originalName: string; outline: string | null },
  caller: string,
): Promise<SheetDesignReplacement> {
  const rows = await db.sheetSticker.findMany({
    where: { orderId: order.id },
    orderBy: { position: "asc" },
    select: {
      id: true,
      ...SHEET_STICKER_SELECT,
      design: { select: { originalName: true } },
    },
  });
  const designIds = [...new Set(rows.map((row) => row.designId))];
  if (replaceDesignId === undefined && designIds.length > 1) throw badRequest(SHEET_REPLACEMENT_MESSAGES.whichDesign);
  const replacedDesignId = replaceDesignId ?? designIds[0];
  const replaced = rows.filter((row) => row.designId === replacedDesignId);
  if (replacedDesignId === undefined || replaced.length === 0) throw badRequest(SHEET_REPLACEMENT_MESSAGES.notOnSheet);

  // One cut per different sticker, one after another (the geometry pool's share of one caller is small).
  const cuts = new Map<string, { widthInches: number; heightInches: number; cutLine: string | null }>();
  for (const row of replaced) {
    const sticker = readSheetSticker(row);
    const key = cutKey(sticker);
    if (cuts.has(key)) continue;
    if (sticker.shape !== "die-cut") {
      cuts.set(key, { widthInches: sticker.widthInches, heightInches: sticker.heightInches, cutLine: null });
      continue;
    }
    const recut = await recutDieCutLine(sticker, replacement.outline, caller);
    cuts.set(key, { widthInches: recut.widthInches, heightInches: recut.heightInches, cutLine: recut.cutLine });
  }

  const names = new Map<number, string>();
  const after = rows.map((row): FrozenSheetSticker => {
    const sticker = readSheetSticker(row);
    if (row.designId !== replacedDesignId) {
      names.set(sticker.position, row.design.originalName);
      return sticker;
    }
    names.set(sticker.position, replacement.originalName);
    return { ...sticker, ...cuts.get(cutKey(sticker))! };
  });
  const problem = await findSheetProblem(order, after, (sticker) => names.get(sticker.position)!, caller);
  if (problem) throw badRequest(SHEET_REPLACEMENT_MESSAGES.doesNotFit(problem.message));

  const changes = new Map<string, SheetDesignReplacement["changes"][number]>();
  for (const row of replaced) {
    const key = cutKey(readSheetSticker(row));
    const change = changes.get(key) ?? { ...cuts.get(key)!, ids: [] };
    change.ids.push(row.id);
    changes.set(key, change);
  }
  return {
    replacedDesignId,
    replacedDesignName: replaced[0]!.design.originalName,
    stickers: formatStickerNumbers(replaced.map((row) => row.position + 1)),
    recut: replaced.some((row) => row.shape === "die-cut"),
    changes: [...changes.values()],
  };
}

/**
 * Within the answer's transaction: the planned stickers switch to the new design and their new cuts, all
 * or none (a sheet changed since the plan is a 409 and the transaction rolls back).
 */
export async function applySheetDesignReplacement(
  tx: TransactionClient,
  orderId: number,
  plan: SheetDesignReplacement,
  newDesignId: number,
): Promise<void> {
  let switched = 0;
  let planned = 0;
  for (const { ids, ...cut } of plan.changes) {
    planned += ids.length;
    const { count } = await tx.sheetSticker.updateMany({
      where: { id: { in: ids }, orderId, designId: plan.replacedDesignId },
      data: { designId: newDesignId, ...cut },
    });
    switched += count;
  }
  if (switched !== planned) throw conflict(SHEET_REPLACEMENT_MESSAGES.changed);
}
