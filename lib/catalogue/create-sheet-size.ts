import "server-only";
import { badRequest, conflict } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import type { CatalogueSheetSize } from "@/lib/domain/catalogue";
import { formatCents } from "@/lib/money/format-cents";
import type { CreateSheetSizeInput } from "@/lib/validation/catalogue";
import { beginCatalogueChange } from "./begin-catalogue-change";
import { loadCatalogue } from "./load-catalogue";
import { presentSheetGrid } from "./present-sheet-grid";
import { recordCatalogueChange } from "./record-catalogue-change";
import { validateSheetGrid } from "./validate-sheet-grid";

/** Stands for the new sheet size in the grid's check until it has its id. */
const NEW_SHEET_SIZE_ID = -1;

/**
 * Adds a sheet size (#39) with its total for every sheet tier (checked as part of the sheets' whole grid,
 * cells named by the new sheet's name: 400 and nothing saved), placed last unless a sortOrder is given;
 * 409 for a name another sheet size has. One transaction writes it, its prices, its history line and the
 * version stamp.
 */
export async function createSheetSize(input: CreateSheetSizeInput): Promise<CatalogueSheetSize> {
  const taken = () => conflict(`A sheet size named ${input.name} already exists.`);
  try {
    return await prisma.$transaction(async (tx) => {
      await beginCatalogueChange(tx);
      const { sizes, grid } = (await loadCatalogue(tx)).sheets;
      if (sizes.some((sheet) => sheet.name === input.name)) throw taken();
      const active = input.active ?? true;
      const prices = presentSheetGrid(grid, sizes);
      const check = validateSheetGrid(
        { ...prices, tables: [...prices.tables, { sheetSizeId: NEW_SHEET_SIZE_ID, totals: input.totals }] },
        [
          ...sizes,
          {
            id: NEW_SHEET_SIZE_ID,
            name: input.name,
            widthInches: input.widthInches,
            heightInches: input.heightInches,
            active,
          },
        ],
      );
      if (!check.ok) throw badRequest(check.message);
      const totals = check.grid.totalsBySheetSizeId[NEW_SHEET_SIZE_ID]!;
      const lastSortOrder = Math.max(0, ...sizes.map((sheet) => sheet.sortOrder));
      const row = await tx.sheetSize.create({
        data: {
          name: input.name,
          widthInches: input.widthInches,
          heightInches: input.heightInches,
          active,
          sortOrder: input.sortOrder ?? lastSortOrder + 1,
        },
      });
      await tx.sheetPrice.createMany({
        data: check.grid.quantities.map((quantity, index) => ({
          sheetSizeId: row.id,
          quantity,
          totalCents: totals[index]!,
        })),
      });
      const sheet: CatalogueSheetSize = {
        id: row.id,
        name: row.name,
        widthInches: row.widthInches,
        heightInches: row.heightInches,
        active: row.active,
        sortOrder: row.sortOrder,
      };
      await recordCatalogueChange(tx, {
        subject: `Sheet ${sheet.name}`,
        kind: "created",
        before: null,
        after: { ...sheet, totals: totals.map(formatCents) },
      });
      return sheet;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
