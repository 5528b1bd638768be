import "server-only";
import { badRequest } from "@/lib/api/errors";
import { insertCartLines, type CartItemDto } from "@/lib/cart/cart-items";
import { getCatalogueForVersion } from "@/lib/catalogue/get-catalogue-for-version";
import { readCatalogueVersion } from "@/lib/catalogue/read-catalogue-version";
import { prisma, type Database } from "@/lib/db/client";
import { priceStickerLine } from "@/lib/stickers/price-sticker-line";
import { resolveCustomSticker } from "@/lib/stickers/resolve-custom-sticker";
import type { FrozenSheetSticker } from "@/lib/stickers/sheet-sticker";
import type { StickerLine } from "@/lib/stickers/sticker-line";
import { describeSheetStickerKind, type AddSheetCartItemInput } from "@/lib/validation/sticker-sheet";
import { formatSheetLineName } from "./format-sheet-line-name";
import { findSheetProblem } from "./check-sheet-rules";
import { SHEET_MESSAGES } from "./sheet-messages";

type SheetDesign = {
  id: number;
  sessionId: string | null;
  originalName: string;
  filename: string;
  outline: string | null;
};

/**
 * Adds a sticker sheet (#39) to a session's cart, the server the authority: every design must be the
 * session's own; the sheet size must be one the shop sells; the quantity, material and finish are priced
 * over the catalogue (by the sheet, its own tiers) before anything is cut; each different sticker (a
 * design at a shape and size) is cut once, at its size, as a single sticker is; then every sticker's
 * kiss-cut line is checked against the sheet rules (minimum size, the sheet's edge, spacing, overlap) in
 * the geometry pool, and the first broken rule is the 400's message. Nothing is stored until all of it
 * holds; the line and its stickers are then written in one transaction.
 */
export async function addSheetToCart(input: AddSheetCartItemInput, db: Database = prisma): Promise<CartItemDto> {
  const designIds = [...new Set(input.items.map((item) => item.designId))];
  const [designs, version] = await Promise.all([
    db.design.findMany({
      where: { id: { in: designIds }, kind: "design" },
      select: { id: true, sessionId: true, originalName: true, filename: true, outline: true },
    }),
    readCatalogueVersion(db),
  ]);
  const byId = new Map<number, SheetDesign>(designs.map((design) => [design.id, design]));
  // A design belongs to the session that uploaded it: any other design is treated as unknown.
  if (designIds.some((id) => byId.get(id)?.sessionId !== input.sessionId))
    throw badRequest(SHEET_MESSAGES.designNotFound);

  const catalogue = await getCatalogueForVersion(version);
  const sheet = catalogue.sheets.sizes.find((candidate) => candidate.id === input.sheetSizeId && candidate.active);
  if (!sheet) throw badRequest(SHEET_MESSAGES.sheetNotFound);
  const name = formatSheetLineName(sheet.name, input.items.length);
  const line: StickerLine = {
    sizeId: null,
    shape: "square",
    widthInches: sheet.widthInches,
    heightInches: sheet.heightInches,
    sizeName: name,
    cutLine: null,
    sheetSizeId: sheet.id,
  };
  const price = priceStickerLine(catalogue, line, {
    quantity: input.quantity,
    roundedCorners: input.roundedCorners,
    materialId: input.materialId,
    finishId: input.finishId,
    requireTier: true,
  });

  // One cut per different sticker, one after another: the geometry pool's share of one caller is small.
  const cuts = new Map<string, StickerLine>();
  for (const item of input.items) {
    const kind = describeSheetStickerKind(item);
    if (!cuts.has(kind))
      cuts.set(kind, await resolveCustomSticker(item.size, byId.get(item.designId)!, input.sessionId));
  }
  const stickers: FrozenSheetSticker[] = input.items.map((item, position) => {
    const cut = cuts.get(describeSheetStickerKind(item))!;
    return {
      position,
      designId: item.designId,
      shape: cut.shape,
      widthInches: cut.widthInches,
      heightInches: cut.heightInches,
      cutLine: cut.cutLine,
      xInches: item.xInches,
      yInches: item.yInches,
      rotation: item.rotation,
    };
  });
  const problem = await findSheetProblem(
    sheet,
    stickers,
    (sticker) => byId.get(sticker.designId)!.originalName,
    input.sessionId,
  );
  if (problem) throw badRequest(problem.message);

  const first = byId.get(stickers[0]!.designId)!;
  const [item] = await insertCartLines(
    input.sessionId,
    [
      {
        ...line,
        // The line's own design is the sheet's first sticker's (its thumbnail); every sticker keeps its own.
        designId: first.id,
        quantity: input.quantity,
        roundedCorners: input.roundedCorners,
        ...price,
        sizeName: name,
        design: { originalName: first.originalName, filename: first.filename },
        sheetStickers: stickers,
      },
    ],
    db,
  );
  return item!;
}
