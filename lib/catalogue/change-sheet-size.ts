import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import type { CatalogueSheetSize } from "@/lib/domain/catalogue";
import { formatInches } from "@/lib/domain/sticker-shapes";
import type { ChangeSheetSizeInput } from "@/lib/validation/catalogue";
import { beginCatalogueChange } from "./begin-catalogue-change";
import { loadCatalogue } from "./load-catalogue";
import { recordCatalogueChange } from "./record-catalogue-change";

/**
 * Renames, resizes, retires (active: false), brings back or reorders a sheet size (#39); its prices stay
 * with its id. Its inches change only while no cart line or order has the sheet: their stickers were laid
 * out and checked on it as it was (409: add a new sheet size and retire this one). Two sheet sizes cannot
 * share a name (409). One transaction writes it, its history line and the version stamp; a change that
 * changes nothing leaves no history line.
 */
export async function changeSheetSize(id: number, change: ChangeSheetSizeInput): Promise<CatalogueSheetSize> {
  const taken = () => conflict(`A sheet size named ${change.name} already exists.`);
  try {
    return await prisma.$transaction(async (tx) => {
      await beginCatalogueChange(tx);
      const { sizes } = (await loadCatalogue(tx)).sheets;
      const before = sizes.find((sheet) => sheet.id === id);
      if (!before) throw notFound(`There is no sheet size with id ${id}.`);
      if (change.name !== undefined && sizes.some((other) => other.id !== id && other.name === change.name))
        throw taken();
      const widthInches = change.widthInches ?? before.widthInches;
      const heightInches = change.heightInches ?? before.heightInches;
      if (widthInches !== before.widthInches || heightInches !== before.heightInches) {
        const [cartLine, order] = await Promise.all([
          tx.cartItem.findFirst({ where: { sheetSizeId: id }, select: { id: true } }),
          tx.order.findFirst({ where: { sheetSizeId: id }, select: { id: true } }),
        ]);
        if (cartLine || order)
          throw conflict(
            `${before.name} is already in a cart or an order, laid out on ${formatInches(before.widthInches)} × ` +
              `${formatInches(before.heightInches)}, so its inches cannot change: add a new sheet size and retire this one.`,
          );
      }
      const row = await tx.sheetSize.update({
        where: { id },
        data: { name: change.name, widthInches, heightInches, active: change.active, sortOrder: change.sortOrder },
      });
      const after: CatalogueSheetSize = {
        id: row.id,
        name: row.name,
        widthInches: row.widthInches,
        heightInches: row.heightInches,
        active: row.active,
        sortOrder: row.sortOrder,
      };
      if (JSON.stringify(after) !== JSON.stringify(before))
        await recordCatalogueChange(tx, { subject: `Sheet ${after.name}`, kind: "changed", before, after });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
