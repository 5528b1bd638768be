// Changes the owner's catalogue (#35) as the admin's writes do: the rows, then the version stamp bumped in
// the same transaction, so every instance's memory copy (lib/catalogue) is stale on its next read.
import { prisma } from "@/lib/db/client";

type Tx = Parameters<Parameters<typeof prisma.$transaction>[0]>[0];

export async function changeCatalogue(change: (tx: Tx) => Promise<unknown>): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await change(tx);
    await tx.catalogueSetting.update({ where: { id: 1 }, data: { version: { increment: 1 } } });
  });
}

/** Sets one standard size's total (cents) for one quantity tier. */
export function setSizeTotal(sizeId: number, quantity: number, totalCents: number) {
  return changeCatalogue((tx) =>
    tx.sizePrice.update({ where: { sizeId_quantity: { sizeId, quantity } }, data: { totalCents } }),
  );
}

export function setMaterialActive(id: string, active: boolean) {
  return changeCatalogue((tx) => tx.material.update({ where: { id }, data: { active } }));
}

export function setFinishActive(id: string, active: boolean) {
  return changeCatalogue((tx) => tx.finish.update({ where: { id }, data: { active } }));
}

/** Adds a quantity tier with each standard size's total for it (cents, by size id). */
export function addQuantityTier(quantity: number, totalsBySizeId: Record<number, number>) {
  return changeCatalogue(async (tx) => {
    await tx.quantityTier.create({ data: { quantity } });
    await tx.sizePrice.createMany({
      data: Object.entries(totalsBySizeId).map(([sizeId, totalCents]) => ({
        sizeId: Number(sizeId),
        quantity,
        totalCents,
      })),
    });
  });
}

/**
 * Puts the spec's catalogue back (the migration's defaults): every material and finish active under its
 * name and factor, the five sizes active under their names with the spec's tiers and totals. `sizeIds`:
 * the sizes' ids by their spec names (read before a test renamed one).
 */
export async function restoreSpecCatalogue(sizeIds: Record<string, number>) {
  const { DEFAULT_FINISHES, DEFAULT_MATERIALS, DEFAULT_QUANTITIES, DEFAULT_ROUNDED_CORNERS_FEE_CENTS, STICKER_SIZES } =
    await import("../../scripts/lib/default-catalogue.mjs");
  await changeCatalogue(async (tx) => {
    for (const material of DEFAULT_MATERIALS)
      await tx.material.update({
        where: { id: material.id },
        data: { name: material.name, priceFactorBps: material.priceFactorBps, active: true },
      });
    for (const finish of DEFAULT_FINISHES)
      await tx.finish.update({
        where: { id: finish.id },
        data: { name: finish.name, priceFactorBps: finish.priceFactorBps, active: true },
      });
    await tx.sizePrice.deleteMany({ where: { quantity: { notIn: DEFAULT_QUANTITIES } } });
    await tx.quantityTier.deleteMany({ where: { quantity: { notIn: DEFAULT_QUANTITIES } } });
    for (const size of STICKER_SIZES) {
      const id = sizeIds[size.name] as number;
      await tx.stickerSize.update({
        where: { id },
        data: { name: size.name, active: true, sortOrder: size.sortOrder },
      });
      for (const [index, quantity] of DEFAULT_QUANTITIES.entries())
        await tx.sizePrice.update({
          where: { sizeId_quantity: { sizeId: id, quantity } },
          data: { totalCents: size.totalsCents[index] as number },
        });
    }
    await tx.catalogueSetting.update({
      where: { id: 1 },
      data: { roundedCornersFeeCents: DEFAULT_ROUNDED_CORNERS_FEE_CENTS },
    });
  });
}
