// Proof images are Design rows of kind "proof", stored like designs (primary, backup, metadata,
// checksum): File Health lists them with their proof and order, its backup and restore work for them,
// and the unused-design sweep never removes a design a proof refers to, only an orphaned proof image.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { createProofRow } from "../helpers/order-factories";
import { setupTestDatabase } from "../helpers/database";
import { getAdminToken } from "../helpers/admin";
import { callRoute } from "../helpers/call-route";
import { createOrderRow, makeSessionId, resetShopData } from "../helpers/fixtures";
import { makeJpeg, makePng } from "../helpers/images";
import { POST as createBackupRoute } from "@/app/api/admin/create-backup/[fileName]/route";
import { GET as fileHealthRoute } from "@/app/api/admin/file-health/route";
import { GET as fileInfoRoute } from "@/app/api/admin/file-info/[fileName]/route";
import { POST as restorePrimaryRoute } from "@/app/api/admin/restore-primary/[fileName]/route";
import { prisma } from "@/lib/db/client";
import { removeUnusedDesigns } from "@/lib/designs/remove-unused-designs";
import { uploadDesign } from "@/lib/designs/upload-design";
import { getServerEnv } from "@/lib/env";
import { formatOrderNumber } from "@/lib/domain/format-order-number";

setupTestDatabase();

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-11-22T12:00:00Z");
const storageRoot = () => process.env.DESIGN_STORAGE_DIR as string;
const fileOf = (area: "primary" | "backup", filename: string) => path.join(storageRoot(), area, filename);
const entries = (filename: string) => [
  fileOf("primary", filename),
  fileOf("backup", filename),
  path.join(storageRoot(), "metadata", `${filename}.json`),
];

let admin: Record<string, string>;

beforeAll(async () => {
  admin = { authorization: `Bearer ${await getAdminToken()}` };
});

beforeEach(async () => {
  await resetShopData(); // orders first (their proofs go with them), then the designs
  await rm(storageRoot(), { recursive: true, force: true });
});

/** A file really stored (primary, backup, metadata, checksum) as a design or a proof image, dated `daysAgo`. */
async function stored(kind: "design" | "proof", daysAgo: number, name = kind === "proof" ? "proof.png" : "art.png") {
  const bytes = name.endsWith(".jpg") ? await makeJpeg() : await makePng();
  const sessionId = makeSessionId();
  const dto = await uploadDesign({
    originalName: name,
    bytes,
    checksum: createHash("sha256").update(bytes).digest("hex"),
    sessionId,
  });
  const design = await prisma.design.update({
    where: { id: dto.id },
    // A proof image is the shop's, not a cart session's.
    data: {
      kind,
      sessionId: kind === "proof" ? null : sessionId,
      createdAt: new Date(NOW.getTime() - daysAgo * DAY),
    },
  });
  for (const entry of entries(design.filename)) expect(existsSync(entry)).toBe(true);
  return { ...design, bytes };
}

describe("File Health and proof images", () => {
  it("lists proof images with their kind, proof version and order, designs as designs", async () => {
    const design = await stored("design", 2);
    const order = await createOrderRow({ designId: design.id, proofState: "sent" });
    const first = await stored("proof", 1, "proof-1.png");
    const second = await stored("proof", 0, "proof-2.jpg");
    const orphan = await stored("proof", 0, "lost.png");
    await createProofRow(order, { version: 1, imageDesignId: first.id, status: "superseded" });
    await createProofRow(order, { version: 2, imageDesignId: second.id });

    const response = await callRoute(fileHealthRoute, { headers: admin });
    expect(response.status).toBe(200);
    const orderNumber = formatOrderNumber(order.id, order.createdAt, getServerEnv().SHOP_TIME_ZONE);
    const byName = Object.fromEntries(
      (response.body.files as { filename: string }[]).map((file) => [file.filename, file]),
    );
    expect(byName).toEqual({
      [design.filename]: {
        filename: design.filename,
        originalName: "art.png",
        status: "healthy",
        kind: "design",
        proof: null,
      },
      [first.filename]: {
        filename: first.filename,
        originalName: "proof-1.png",
        status: "healthy",
        kind: "proof",
        proof: { version: 1, orderId: order.id, orderNumber },
      },
      [second.filename]: {
        filename: second.filename,
        originalName: "proof-2.jpg",
        status: "healthy",
        kind: "proof",
        proof: { version: 2, orderId: order.id, orderNumber },
      },
      [orphan.filename]: {
        filename: orphan.filename,
        originalName: "lost.png",
        status: "healthy",
        kind: "proof",
        proof: null,
      },
    });
    expect(response.body.summary).toEqual({ total: 4, healthy: 4, corrupted: 0, missing: 0 });
  });

  it("checks, restores and backs up a proof image like a design", async () => {
    const design = await stored("design", 1);
    const order = await createOrderRow({ designId: design.id, proofState: "sent" });
    const image = await stored("proof", 0);
    await createProofRow(order, { version: 1, imageDesignId: image.id });

    // A damaged primary: reported, then restored from the backup.
    const bytes = await readFile(fileOf("primary", image.filename));
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = (bytes[middle] as number) ^ 0xff;
    await writeFile(fileOf("primary", image.filename), bytes);
    const damaged = await callRoute(fileHealthRoute, { headers: admin });
    expect(damaged.body.details.corrupted).toEqual([image.filename]);
    const restored = await callRoute(restorePrimaryRoute, {
      method: "POST",
      headers: admin,
      params: { fileName: image.filename },
    });
    expect(restored).toMatchObject({ status: 200, body: { message: "Primary file restored from backup" } });
    expect(await readFile(fileOf("primary", image.filename))).toEqual(image.bytes);

    // A lost backup: at risk, then made again from the primary.
    await rm(fileOf("backup", image.filename));
    const info = await callRoute(fileInfoRoute, { headers: admin, params: { fileName: image.filename } });
    expect(info.body).toMatchObject({ status: "healthy", backupExists: false, canCreateBackup: true });
    const backedUp = await callRoute(createBackupRoute, {
      method: "POST",
      headers: admin,
      params: { fileName: image.filename },
    });
    expect(backedUp).toMatchObject({ status: 200, body: { message: "Backup created" } });
    expect(await readFile(fileOf("backup", image.filename))).toEqual(image.bytes);
    expect((await callRoute(fileHealthRoute, { headers: admin })).body.status).toBe("all_healthy");
  });
});

describe("removeUnusedDesigns and proofs", () => {
  it("never removes a design a proof refers to; an orphaned proof image goes after 30 days", async () => {
    // The order now prints a replacement; the first design is kept by proof 1, which showed it.
    const replaced = await stored("design", 400, "first.png");
    const current = await stored("design", 300, "replacement.png");
    const order = await createOrderRow({ designId: current.id, proofState: "sent" });
    const image1 = await stored("proof", 200, "proof-1.png");
    const image2 = await stored("proof", 100, "proof-2.png");
    // A replacement the customer sent with a change request, on another order it never became the design of.
    const otherDesign = await stored("design", 90);
    const otherOrder = await createOrderRow({ designId: otherDesign.id, proofState: "changes_requested" });
    const otherImage = await stored("proof", 80);
    const replacementOnly = await stored("design", 70, "replacement-only.png");
    // Proof 1 showed the design the order printed before its replacement.
    await createProofRow(
      { id: order.id, designId: replaced.id },
      { version: 1, imageDesignId: image1.id, replacementDesignId: current.id, status: "changes_requested" },
    );
    await createProofRow(order, { version: 2, imageDesignId: image2.id });
    await createProofRow(otherOrder, {
      version: 1,
      imageDesignId: otherImage.id,
      replacementDesignId: replacementOnly.id,
      status: "changes_requested",
    });
    const orphanOld = await stored("proof", 31, "failed-send.png");
    const orphanRecent = await stored("proof", 29, "sending.png");

    // One at a time: the referenced designs are not even candidates, so they cannot use up a run's limit.
    expect(await removeUnusedDesigns(NOW, { limit: 1 })).toEqual({ removed: 1, filesLeft: 0 });
    expect(await prisma.design.findUnique({ where: { id: orphanOld.id } })).toBeNull();
    for (const entry of entries(orphanOld.filename)) expect(existsSync(entry)).toBe(false);
    expect(await removeUnusedDesigns(NOW)).toEqual({ removed: 0, filesLeft: 0 });

    for (const kept of [replaced, current, image1, image2, otherDesign, otherImage, replacementOnly, orphanRecent]) {
      expect(await prisma.design.findUnique({ where: { id: kept.id } })).not.toBeNull();
      for (const entry of entries(kept.filename)) expect(existsSync(entry)).toBe(true);
    }

    // Once the orders (and with them their proofs) are deleted, the old files go too; the recent orphan waits.
    await prisma.order.deleteMany();
    expect(await removeUnusedDesigns(NOW)).toEqual({ removed: 7, filesLeft: 0 });
    expect((await prisma.design.findMany({ select: { id: true } })).map((row) => row.id)).toEqual([orphanRecent.id]);
  });
});
