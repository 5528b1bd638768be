import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import type { ChangeFinishInput, ChangeMaterialInput } from "@/lib/validation/catalogue";
import { beginCatalogueChange } from "./begin-catalogue-change";
import { recordCatalogueChange } from "./record-catalogue-change";
import { selectEntryTable, type CatalogueEntry, type CatalogueEntryKind } from "./select-entry-table";

const SUBJECTS: Record<CatalogueEntryKind, string> = { material: "Material", finish: "Finish" };

/**
 * Changes a material or finish: any field but its id; `isDefault: true` makes it the default (the old
 * default loses it). The default cannot be deactivated, nor an inactive entry made the default (409).
 * One transaction writes it, its history line and the version stamp; a change that changes nothing
 * leaves no history line.
 */
export async function changeCatalogueEntry(
  kind: CatalogueEntryKind,
  id: string,
  change: ChangeMaterialInput | ChangeFinishInput,
): Promise<CatalogueEntry> {
  return prisma.$transaction(async (tx) => {
    await beginCatalogueChange(tx);
    const table = selectEntryTable(tx, kind);
    const before = await table.find(id);
    if (!before) throw notFound(`There is no ${kind} with id "${id}".`);
    const isDefault = before.isDefault || change.isDefault === true;
    const active = change.active ?? before.active;
    if (isDefault && !active) {
      throw conflict(
        before.isDefault
          ? `${before.name} is the default ${kind} and cannot be deactivated: make another ${kind} the default first.`
          : `${before.name} is inactive: activate it to make it the default ${kind}.`,
      );
    }
    if (isDefault && !before.isDefault) await table.clearDefault(id);
    const after = await table.update(id, {
      name: change.name,
      description: change.description,
      priceFactorBps: change.priceFactorBps,
      whiteLayer: "whiteLayer" in change ? change.whiteLayer : undefined,
      swatch: change.swatch,
      look: change.look,
      active: change.active,
      sortOrder: change.sortOrder,
      isDefault,
    });
    if (JSON.stringify(after) !== JSON.stringify(before))
      await recordCatalogueChange(tx, { subject: `${SUBJECTS[kind]} ${id}`, kind: "changed", before, after });
    return after;
  });
}
