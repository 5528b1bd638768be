// Throw-away databases for the benchmark and the seed data, inserted directly with the drivers.
import { createHash, randomUUID } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";

export const BENCH_DIR = path.resolve("data/bench");

/** Creates the throw-away database and returns its URL plus a drop function. */
export async function createBenchDatabase(provider, serverUrl) {
  if (provider === "sqlite") {
    mkdirSync(BENCH_DIR, { recursive: true });
    const file = path.join(BENCH_DIR, `bench-${Date.now()}.db`);
    return {
      url: `file:${file}`,
      async drop() {
        for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(file + suffix, { force: true });
      },
    };
  }
  const name = `sticker_bench_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const adminUrl = Object.assign(new URL(serverUrl), { pathname: "/postgres" }).toString();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  return {
    url: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The set-up scripts' driver wrapper: "?" placeholders, booleans and dates bound as each database stores them. */
export { openSqlDatabase as openDriver } from "../../scripts/lib/sql-database.mjs";

/** Inserts `rows` (objects with the same keys) in multi-row INSERTs of `batchSize`. */
export async function insertRows(db, table, rows, batchSize = 500) {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]);
  const columnList = columns.map((c) => `"${c}"`).join(", ");
  await db.transaction(async () => {
    for (let start = 0; start < rows.length; start += batchSize) {
      const batch = rows.slice(start, start + batchSize);
      const placeholders = batch.map(() => `(${columns.map(() => "?").join(", ")})`).join(", ");
      const params = batch.flatMap((row) => columns.map((c) => row[c]));
      await db.query(`INSERT INTO "${table}" (${columnList}) VALUES ${placeholders}`, params);
    }
  });
}

const FIRST = ["Ada", "Grace", "Linus", "Margaret", "Alan", "Barbara", "Dennis", "Frances", "Ken", "Radia"];
const LAST = [
  "Lovelace",
  "Hopper",
  "Torvalds",
  "Hamilton",
  "Turing",
  "Liskov",
  "Ritchie",
  "Allen",
  "Thompson",
  "Perlman",
];
const CITIES = [
  ["Portland", "OR", "97201"],
  ["Austin", "TX", "78701"],
  ["Denver", "CO", "80202"],
  ["Boston", "MA", "02108"],
  ["Seattle", "WA", "98101"],
];
const STATUSES = ["pending", "paid", "paid", "paid", "processing", "shipped", "delivered", "cancelled"];
const TIERS = [50, 100, 150, 200, 300, 400, 500];

function mulberry32(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A small real PNG (distinct per index). */
export async function smallPng(index) {
  const hue = (index * 37) % 256;
  return sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: hue, g: 255 - hue, b: (index * 11) % 256 } },
  })
    .png()
    .toBuffer();
}

/**
 * Seeds 1,000 designs (real PNGs in primary/backup/metadata), 100 coupons, 50 affiliates and
 * 10,000 orders with their payments. Returns the ids the measurements need.
 */
export async function seed(db, { designsDir, orders = 10000, designs = 1000, coupons = 100, affiliates = 50 }) {
  const random = mulberry32(42);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const sizes = await db.query(`SELECT "id", "name", "priceCents" FROM "StickerSize" ORDER BY "id"`);
  const now = Date.now();

  for (const area of ["primary", "backup", "metadata"]) mkdirSync(path.join(designsDir, area), { recursive: true });
  const designRows = [];
  for (let i = 0; i < designs; i += 1) {
    const bytes = await smallPng(i);
    const filename = `${randomUUID()}.png`;
    const checksum = createHash("sha256").update(bytes).digest("hex");
    const createdAt = new Date(now - (designs - i) * 60_000);
    writeFileSync(path.join(designsDir, "primary", filename), bytes);
    writeFileSync(path.join(designsDir, "backup", filename), bytes);
    const metadata = {
      originalName: `design-${i}.png`,
      mimeType: "image/png",
      size: bytes.length,
      checksum,
      createdAt: createdAt.toISOString(),
      verified: true,
    };
    writeFileSync(path.join(designsDir, "metadata", `${filename}.json`), JSON.stringify(metadata, null, 2) + "\n");
    designRows.push({
      originalName: `design-${i}.png`,
      filename,
      sessionId: null,
      mimeType: "image/png",
      sizeBytes: bytes.length,
      width: 64,
      height: 64,
      checksum,
      createdAt,
    });
  }
  await insertRows(db, "Design", designRows);
  const designIds = (await db.query(`SELECT "id" FROM "Design" ORDER BY "id"`)).map((row) => Number(row.id));

  const couponRows = Array.from({ length: coupons }, (_, i) => ({
    code: `BENCH${String(i).padStart(3, "0")}`,
    discountType: i % 2 ? "fixed" : "percentage",
    discountValue: i % 2 ? 500 + i * 10 : 500 + (i % 20) * 100,
    minOrderCents: i % 3 ? null : 5000,
    maxDiscountCents: i % 4 ? null : 2500,
    expiresAt: i % 10 === 9 ? new Date(now - 86_400_000) : new Date(now + 365 * 86_400_000),
    isActive: i % 17 !== 0,
    createdAt: new Date(now - i * 3_600_000),
  }));
  await insertRows(db, "Coupon", couponRows);

  const affiliateRows = Array.from({ length: affiliates }, (_, i) => ({
    code: `PARTNER${String(i).padStart(2, "0")}`,
    name: `${pick(FIRST)} ${pick(LAST)}`,
    email: `partner${i}@example.com`,
    commissionType: i % 2 ? "flat" : "percentage",
    commissionRate: i % 2 ? 300 : 1000,
    customerDiscountType: "percentage",
    customerDiscountRate: null,
    maxCustomerDiscountCents: null,
    isActive: true,
    totalEarningsCents: 0,
    totalOrders: 0,
    createdAt: new Date(now - i * 86_400_000),
  }));
  await insertRows(db, "Affiliate", affiliateRows);

  const paymentRows = [];
  const orderRows = [];
  for (let i = 0; i < orders; i += 1) {
    const size = pick(sizes);
    const quantity = pick(TIERS);
    const unit = Math.round((Number(size.priceCents) * quantity) / 50 / quantity);
    const total = unit * quantity;
    const status = pick(STATUSES);
    const createdAt = new Date(now - (orders - i) * 90_000 - Math.floor(random() * 60_000));
    const paymentId = randomUUID();
    const [city, state, zip] = pick(CITIES);
    const sessionId = `session_${createdAt.getTime()}_${randomUUID()}`;
    const paid = status !== "pending" && status !== "cancelled";
    paymentRows.push({
      id: paymentId,
      sessionId,
      cartFingerprint: createHash("sha256").update(paymentId).digest("hex"),
      provider: "test",
      providerPaymentId: `pi_test_seed_${i}`,
      clientSecret: `pi_test_seed_${i}_secret_${randomUUID()}`,
      status: paid ? "paid" : status === "cancelled" ? "canceled" : "open",
      currency: "usd",
      subtotalCents: total,
      discountCents: 0,
      shippingCents: 0,
      totalCents: total,
      shippingMethod: "standard",
      paidAt: paid ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    });
    const first = pick(FIRST);
    const last = pick(LAST);
    orderRows.push({
      sessionId,
      paymentId,
      designId: pick(designIds),
      sizeId: Number(size.id),
      quantity,
      unitPriceCents: unit,
      totalPriceCents: total,
      discountCents: 0,
      shippingCents: 0,
      roundedCorners: random() < 0.3,
      scale: 100,
      xPosition: 0,
      yPosition: 0,
      customerName: `${first} ${last}`,
      customerEmail: `${first}.${last}.${i}@example.com`.toLowerCase(),
      customerPhone: `555-01${String(i % 100).padStart(2, "0")}`,
      companyName: i % 5 ? null : `${last} & Co.`,
      additionalNotes: i % 7 ? null : "Please ship in a flat envelope, thanks!",
      shippingAddress: `${100 + (i % 900)} Main Street`,
      shippingCity: city,
      shippingState: state,
      shippingZip: zip,
      shippingCountry: "United States",
      shippingMethod: "standard",
      couponCode: null,
      status,
      archived: false,
      archivedAt: null,
      paymentIntentId: `pi_test_seed_${i}`,
      paidAt: paid ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  await insertRows(db, "Payment", paymentRows, 400);
  await insertRows(db, "Order", orderRows, 400);
  return { designIds, sizeIds: sizes.map((s) => Number(s.id)) };
}
