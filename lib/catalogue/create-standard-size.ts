import "server-only";
import { badRequest, conflict } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import type { CatalogueSize } from "@/lib/domain/catalogue";
import { formatCents } from "@/lib/money/format-cents";
import type { CreateSizeInput } from "@/lib/validation/catalogue";
import { beginCatalogueChange } from "./begin-catalogue-change";
import { loadCatalogue } from "./load-catalogue";
import { presentAdminSize, type AdminSizeDto } from "./present-admin-size";
import { presentPriceGrid } from "./present-price-grid";
import { recordCatalogueChange } from "./record-catalogue-change";
import { validatePriceGrid } from "./validate-price-grid";

/** Stands for the new size in the grid's check until it has its id. */
const NEW_SIZE_ID = -1;

/**
 * Adds a standard size with its total for every quantity tier (checked as part of the whole grid, cells
 * named by the new size's name: 400 and nothing saved), placed last unless a sortOrder is given; 409 for
 * a name another size has. One transaction writes it, its prices, its history line and the version stamp.
 */
export async function createStandardSize(input: CreateSizeInput): Promise<AdminSizeDto> {
  const taken = () => conflict(`A size named ${input.name} already exists.`);
  try {
    return await prisma.$transaction(async (tx) => {
      await beginCatalogueChange(tx);
      const current = await loadCatalogue(tx);
      if (current.sizes.some((size) => size.name === input.name)) throw taken();
      const prices = presentPriceGrid(current.grid, current.sizes);
      const check = validatePriceGrid(
        { ...prices, tables: [...prices.tables, { sizeId: NEW_SIZE_ID, totals: input.totals }] },
        [...current.sizes, { id: NEW_SIZE_ID, name: input.name, anchor: null }],
      );
      if (!check.ok) throw badRequest(check.message);
      const totals = check.grid.totalsBySizeId[NEW_SIZE_ID]!;
      const lastSortOrder = Math.max(0, ...current.sizes.map((size) => size.sortOrder));
      const row = await tx.stickerSize.create({
        data: {
          name: input.name,
          shape: input.shape,
          width: input.width,
          height: input.height,
          priceCents: totals[0]!,
          active: input.active ?? true,
          sortOrder: input.sortOrder ?? lastSortOrder + 1,
        },
      });
      await tx.sizePrice.createMany({
        data: check.grid.quantities.map((quantity, index) => ({
          sizeId: row.id,
          quantity,
          totalCents: totals[index]!,
        })),
      });
      const size: CatalogueSize = {
        id: row.id,
        name: row.name,
        shape: input.shape,
        widthInches: row.width,
        heightInches: row.height,
        active: row.active,
        sortOrder: row.sortOrder,
        anchor: null,
      };
      const after = presentAdminSize(size);
      await recordCatalogueChange(tx, {
        subject: `Size ${size.name}`,
        kind: "created",
        before: null,
        after: { ...after, totals: totals.map(formatCents) },
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
