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
