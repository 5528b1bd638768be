// Designs no order uses are removed 30 days after their upload (row, both copies, metadata); a design
// an order references never is, nor one in a cart line added within those 30 days.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { setupTestDatabase } from "../helpers/database";
import { createOrderRow, findSize, makeSessionId, stickerOf } from "../helpers/fixtures";
import { makePng } from "../helpers/images";
import { prisma } from "@/lib/db/client";
import { removeUnusedDesigns } from "@/lib/designs/remove-unused-designs";
import { uploadDesign } from "@/lib/designs/upload-design";

setupTestDatabase();

const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2026-11-22T12:00:00Z");
const storageRoot = () => process.env.DESIGN_STORAGE_DIR as string;
const entries = (filename: string) => [
  path.join(storageRoot(), "primary", filename),
  path.join(storageRoot(), "backup", filename),
  path.join(storageRoot(), "metadata", `${filename}.json`),
];

/** A design really uploaded (files written), then dated `daysAgo` days before `now`. */
async function designUploaded(daysAgo: number) {
  const bytes = await makePng();
  const dto = await uploadDesign({
    originalName: "art.png",
    bytes,
    checksum: createHash("sha256").update(bytes).digest("hex"),
    sessionId: makeSessionId(),
  });
  const design = await prisma.design.update({
    where: { id: dto.id },
    data: { createdAt: new Date(now.getTime() - daysAgo * DAY) },
  });
  for (const entry of entries(design.filename)) expect(existsSync(entry)).toBe(true);
  return design;
}

async function cartLine(designId: number, sessionId: string, daysAgo: number) {
  const size = await findSize('2"');
  return prisma.cartItem.create({
    data: {
      sessionId,
      designId,
      ...stickerOf(size),
      quantity: 50,
      unitPriceCents: 100,
      totalPriceCents: 5000,
      createdAt: new Date(now.getTime() - daysAgo * DAY),
    },
  });
}

it("removes unused designs older than 30 days with their files, never one an order uses; idempotent", async () => {
  const unused = await designUploaded(31);
  const ordered = await designUploaded(400);
  await createOrderRow({ designId: ordered.id });
  const recent = await designUploaded(29);
  const inFreshCart = await designUploaded(45);
  await cartLine(inFreshCart.id, inFreshCart.sessionId as string, 2);
  const inStaleCart = await designUploaded(60);
  const staleLine = await cartLine(inStaleCart.id, inStaleCart.sessionId as string, 40);

  expect(await removeUnusedDesigns(now)).toEqual({ removed: 2, filesLeft: 0 });

  for (const gone of [unused, inStaleCart]) {
    expect(await prisma.design.findUnique({ where: { id: gone.id } })).toBeNull();
    for (const entry of entries(gone.filename)) expect(existsSync(entry)).toBe(false);
  }
  expect(await prisma.cartItem.findUnique({ where: { id: staleLine.id } })).toBeNull();
  for (const kept of [ordered, recent, inFreshCart]) {
    expect(await prisma.design.findUnique({ where: { id: kept.id } })).not.toBeNull();
    for (const entry of entries(kept.filename)) expect(existsSync(entry)).toBe(true);
  }

  // Idempotent: nothing more to do at the same moment.
  expect(await removeUnusedDesigns(now)).toEqual({ removed: 0, filesLeft: 0 });

  // A year later every design without an order has gone; the ordered one stays with its files.
  expect(await removeUnusedDesigns(new Date(now.getTime() + 365 * DAY))).toEqual({ removed: 2, filesLeft: 0 });
  expect((await prisma.design.findMany({ select: { id: true } })).map((design) => design.id)).toEqual([ordered.id]);
  for (const entry of entries(ordered.filename)) expect(existsSync(entry)).toBe(true);
}, 60000);
