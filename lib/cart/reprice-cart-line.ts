import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { Catalogue } from "@/lib/domain/catalogue";
import { priceStickerLine } from "@/lib/stickers/price-sticker-line";
import { readStickerLine } from "@/lib/stickers/read-sticker-line";
import type { StickerLineRow } from "@/lib/stickers/sticker-line-select";

type PricedCartRow = StickerLineRow & { quantity: number; unitPriceCents: number; totalPriceCents: number };

/**
 * A cart line as today's catalogue prices and names it (#35), so the cart shows what the checkout will
 * charge after the owner changes a price, a factor or a name. A line the catalogue no longer sells (its
 * material or finish deactivated) keeps what it was added with: the checkout refuses it with a message
 * naming it.
 */
export function repriceCartLine<Row extends PricedCartRow>(catalogue: Catalogue, row: Row): Row {
  const material = catalogue.materials.find((candidate) => candidate.id === row.materialId);
  const finish = catalogue.finishes.find((candidate) => candidate.id === row.finishId);
  if (!material?.active || !finish?.active) return row;
  try {
    const price = priceStickerLine(catalogue, readStickerLine(row), {
      quantity: row.quantity,
      roundedCorners: row.roundedCorners,
      materialId: row.materialId,
      finishId: row.finishId,
    });
    return { ...row, ...price };
  } catch (error) {
    // What the checkout would refuse (400) is shown as it was added; the checkout says why.
    if (error instanceof ApiError) return row;
    throw error;
  }
}
