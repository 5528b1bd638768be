import "server-only";
import type { CatalogueFinish, CatalogueMaterial } from "@/lib/domain/catalogue";
import { readFinishLook, readMaterialLook, type FinishLook, type MaterialLook } from "@/lib/domain/stock-looks";
import type { TransactionClient } from "@/lib/domain/transaction-client";

/** Materials and finishes are edited alike; a finish has no white layer, and looks of its own (#36). */
export type CatalogueEntryKind = "material" | "finish";

export type CatalogueEntry = CatalogueMaterial | CatalogueFinish;

type EntryRow = Omit<CatalogueMaterial, "whiteLayer" | "look"> & { whiteLayer?: boolean; look: string };

export type EntryWrite = {
  name?: string;
  description?: string;
  priceFactorBps?: number;
  whiteLayer?: boolean;
  /** A material's look for a material, a finish's for a finish (the schemas check which). */
  look?: MaterialLook | FinishLook;
  swatch?: string;
  active?: boolean;
  sortOrder?: number;
  isDefault?: boolean;
};

/** The few reads and writes the admin makes on the materials or the finishes, presented as the API shows them. */
export type EntryTable = {
  find(id: string): Promise<CatalogueEntry | null>;
  findDefault(): Promise<CatalogueEntry | null>;
  findLastSortOrder(): Promise<number | null>;
  create(id: string, data: EntryWrite & { name: string; priceFactorBps: number }): Promise<CatalogueEntry>;
  update(id: string, data: EntryWrite): Promise<CatalogueEntry>;
  /** Takes the default away from every entry but `exceptId`. */
  clearDefault(exceptId: string): Promise<void>;
};

function present(kind: CatalogueEntryKind, row: EntryRow): CatalogueEntry {
  const { id, name, description, priceFactorBps, swatch, active, sortOrder, isDefault } = row;
  const entry = { id, name, description, priceFactorBps, swatch, active, sortOrder, isDefault };
  return kind === "material"
    ? { ...entry, whiteLayer: row.whiteLayer ?? false, look: readMaterialLook(row.look) }
    : { ...entry, look: readFinishLook(row.look) };
}

export function selectEntryTable(tx: TransactionClient, kind: CatalogueEntryKind): EntryTable {
  // The two delegates have the same shape but for whiteLayer; the finish's writes drop it.
  const delegate = (kind === "material" ? tx.material : tx.finish) as unknown as typeof tx.material;
  const fit = <T extends EntryWrite>(data: T): T => {
    if (kind === "material") return data;
    const rest: EntryWrite = { ...data };
    delete rest.whiteLayer;
    return rest as T;
  };
  return {
    find: async (id) => {
      const row = await delegate.findUnique({ where: { id } });
      return row && present(kind, row);
    },
    findDefault: async () => {
      const row = await delegate.findFirst({ where: { isDefault: true } });
      return row && present(kind, row);
    },
    findLastSortOrder: async () => (await delegate.aggregate({ _max: { sortOrder: true } }))._max.sortOrder,
    create: async (id, data) => present(kind, await delegate.create({ data: { id, ...fit(data) } })),
    update: async (id, data) => present(kind, await delegate.update({ where: { id }, data: fit(data) })),
    clearDefault: async (exceptId) => {
      await delegate.updateMany({ where: { isDefault: true, id: { not: exceptId } }, data: { isDefault: false } });
    },
  };
}
