import "server-only";
import { conflict } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import type { CreateFinishInput, CreateMaterialInput } from "@/lib/validation/catalogue";
import { beginCatalogueChange } from "./begin-catalogue-change";
import { recordCatalogueChange } from "./record-catalogue-change";
import { selectEntryTable, type CatalogueEntry, type CatalogueEntryKind } from "./select-entry-table";

const SUBJECTS: Record<CatalogueEntryKind, string> = { material: "Material", finish: "Finish" };

/**
 * Adds a material or finish (never the default: PATCH isDefault moves it), placed last unless a sortOrder
 * is given; 409 for an id already taken (ids are never reused, inactive entries keep theirs). One
 * transaction writes it, its history line and the version stamp.
 */
export async function createCatalogueEntry(
  kind: CatalogueEntryKind,
  input: CreateMaterialInput | CreateFinishInput,
): Promise<CatalogueEntry> {
  const taken = () => conflict(`A ${kind} with id "${input.id}" already exists (ids are never reused).`);
  try {
    return await prisma.$transaction(async (tx) => {
      await beginCatalogueChange(tx);
      const table = selectEntryTable(tx, kind);
      if (await table.find(input.id)) throw taken();
      const entry = await table.create(input.id, {
        name: input.name,
        description: input.description ?? "",
        priceFactorBps: input.priceFactorBps,
        whiteLayer: "whiteLayer" in input ? (input.whiteLayer ?? false) : false,
        swatch: input.swatch ?? "#ffffff",
        look: input.look,
        active: input.active ?? true,
        sortOrder: input.sortOrder ?? ((await table.findLastSortOrder()) ?? 0) + 1,
        isDefault: false,
      });
      await recordCatalogueChange(tx, {
        subject: `${SUBJECTS[kind]} ${entry.id}`,
        kind: "created",
        before: null,
        after: entry,
      });
      return entry;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
