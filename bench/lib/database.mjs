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

/**
 * Inserts `rows` (objects with the same keys) in multi-row INSERTs, in one transaction. Without a
 * `batchSize`, as many rows a statement as the driver's bound-parameter limit allows (SQLite 32,766,
 * PostgreSQL 65,535), which is what makes seeding 100,000 orders take seconds.
 */
export async function insertRows(db, table, rows, batchSize) {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]);
  const perStatement =
    batchSize ?? Math.max(1, Math.floor((db.provider === "postgres" ? 60000 : 30000) / columns.length));
  const columnList = columns.map((c) => `"${c}"`).join(", ");
  await db.transaction(async () => {
    for (let start = 0; start < rows.length; start += perStatement) {
      const batch = rows.slice(start, start + perStatement);
      const placeholders = batch.map(() => `(${columns.map(() => "?").join(", ")})`).join(", ");
      const params = batch.flatMap((row) => columns.map((c) => row[c]));
      await db.query(`INSERT INTO "${table}" (${columnList}) VALUES ${placeholders}`, params);
    }
  });
}

/** Fresh planner statistics, as autovacuum's ANALYZE would have them after a bulk load. */
export async function analyze(db) {
  await db.exec("ANALYZE");
}

/**
 * Folds the change rows the order triggers appended (one per seeded or changed order) into
 * "OrderCount", the way lib/orders/order-counts.ts (foldOrderCounts) does once a read has seen more
 * than 500 of them: what a running shop's table looks like after its first admin read. Returns how
 * many change rows were folded.
 */
export async function foldOrderCounts(db) {
  const [{ n }] = await db.query(`SELECT COUNT(*) AS "n" FROM "OrderCountChange"`);
  if (db.provider === "postgres") {
    await db.query(`
      WITH moved AS (DELETE FROM "OrderCountChange" RETURNING "archived", "status", "proofState", "change")
      INSERT INTO "OrderCount" ("archived", "status", "proofState", "orders")
      SELECT "archived", "status", "proofState", SUM("change") FROM moved
      GROUP BY "archived", "status", "proofState"
      ORDER BY "archived", "status", "proofState"
      ON CONFLICT ("archived", "status", "proofState") DO UPDATE SET "orders" = "OrderCount"."orders" + EXCLUDED."orders"`);
    return Number(n);
  }
  await db.transaction(async () => {
    const [last] = await db.query(`SELECT MAX("id") AS "id" FROM "OrderCountChange"`);
    if (last?.id === null || last?.id === undefined) return;
    await db.query(
      `INSERT INTO "OrderCount" ("archived", "status", "proofState", "orders")
      SELECT "archived", "status", "proofState", SUM("change") FROM "OrderCountChange" WHERE "id" <= ?
      GROUP BY "archived", "status", "proofState"
      ON CONFLICT ("archived", "status", "proofState") DO UPDATE SET "orders" = "OrderCount"."orders" + EXCLUDED."orders"`,
      [last.id],
    );
    await db.query(`DELETE FROM "OrderCountChange" WHERE "id" <= ?`, [last.id]);
  });
  return Number(n);
}

/** After a bulk write: the counts folded (as the shop's first read would) and fresh statistics. */
export async function settle(db) {
  const folded = await foldOrderCounts(db);
  await analyze(db);
  return folded;
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
// Active orders as a shop that has run for a while holds them: mostly paid and further along (85 %),
// some unpaid checkouts still pending or already expired. Weights in percent.
const ACTIVE_STATUSES = [
  ["paid", 28],
  ["processing", 14],
  ["shipped", 18],
  ["delivered", 22],
  ["cancelled", 3],
  ["pending", 8],
  ["expired", 7],
];
// The archive: mostly finished orders.
const ARCHIVED_STATUSES = [
  ["delivered", 70],
  ["cancelled", 15],
  ["expired", 15],
];
/** Share of archived orders seeded on top of the active ones. */
export const ARCHIVED_SHARE = 0.04;
/** The proof states (lib/domain/proof-state.ts) by status: proofs are sent and answered before printing. */
const PROOF_STATES_BY_STATUS = {
  paid: [
    ["none", 45],
    ["sent", 20],
    ["approved", 30],
    ["changes_requested", 5],
  ],
  processing: [
    ["none", 30],
    ["approved", 70],
  ],
  shipped: [
    ["none", 25],
    ["approved", 75],
  ],
  delivered: [
    ["none", 25],
    ["approved", 75],
  ],
};
const CARRIER_CODES = ["usps", "ups", "fedex"];
const TIERS = [50, 100, 150, 200, 300, 400, 500];

const weighted = (random, table) => {
  let left = random() * table.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of table) {
    left -= weight;
    if (left < 0) return value;
  }
  return table.at(-1)[0];
};

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
 * `orders` active orders (plus 4 % archived ones) with their payments. Returns the ids the
 * measurements need.
 */
export async function seed(db, { designsDir, orders = 10000, designs = 1000, coupons = 100, affiliates = 50 }) {
  const random = mulberry32(42);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const sizes = await db.query(
    `SELECT "id", "name", "shape", "width", "height", "priceCents" FROM "StickerSize" ORDER BY "id"`,
  );
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

  await seedOrders(db, { count: orders, designIds, sizes, newest: new Date(now) });
  return { designIds, sizeIds: sizes.map((s) => Number(s.id)) };
}

/**
 * `count` active orders, one every ~90 s going back from `newest`, plus ARCHIVED_SHARE × count archived
 * ones among them, each with its payment (one line per checkout). Statuses, proof states, shipping
 * details and archive flags in the proportions above. Returns the oldest createdAt written.
 */
export async function seedOrders(db, { count, designIds, sizes, newest, seed = 42 }) {
  const random = mulberry32(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const archivedCount = Math.round(count * ARCHIVED_SHARE);
  const all = count + archivedCount;
  // Which of the `all` rows are archived: spread evenly, biased to the older half like a real archive.
  const archivedAt = new Set();
  for (let k = 0; k < archivedCount; k += 1) archivedAt.add(Math.floor(((k + 0.5) / archivedCount) * (all / 2)));
  const paymentRows = [];
  const orderRows = [];
  let oldest = newest;
  for (let i = 0; i < all; i += 1) {
    const archived = archivedAt.has(i); // i = 0 is the oldest
    const size = pick(sizes);
    const quantity = pick(TIERS);
    const unit = Math.round((Number(size.priceCents) * quantity) / 50 / quantity);
    const total = unit * quantity;
    const status = weighted(random, archived ? ARCHIVED_STATUSES : ACTIVE_STATUSES);
    const proofState = PROOF_STATES_BY_STATUS[status] ? weighted(random, PROOF_STATES_BY_STATUS[status]) : "none";
    const createdAt = new Date(newest.getTime() - (all - i) * 90_000 - Math.floor(random() * 60_000));
    if (createdAt < oldest) oldest = createdAt;
    const paymentId = randomUUID();
    const [city, state, zip] = pick(CITIES);
    const sessionId = `session_${createdAt.getTime()}_${randomUUID()}`;
    const paid = status !== "pending" && status !== "expired";
    const shipped = status === "shipped" || status === "delivered";
    const shippedAt = shipped ? new Date(createdAt.getTime() + 2 * 86_400_000) : null;
    const tag = `${seed}_${i}`;
    paymentRows.push({
      id: paymentId,
      sessionId,
      cartFingerprint: createHash("sha256").update(paymentId).digest("hex"),
      provider: "test",
      providerPaymentId: `pi_test_seed_${tag}`,
      clientSecret: `pi_test_seed_${tag}_secret_${randomUUID()}`,
      // An unpaid checkout whose orders were placed is "pending", expired or not (expireUnpaidOrders
      // changes the orders, not the payment); PAYMENT_STATUSES holds no "canceled".
      status: paid ? "paid" : "pending",
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
      // Each order keeps its sticker (#22); the seeded ones are of the standard sizes.
      sizeId: Number(size.id),
      shape: size.shape,
      widthInches: Number(size.width),
      heightInches: Number(size.height),
      sizeName: size.name,
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
      customerEmail: `${first}.${last}.${tag}@example.com`.toLowerCase(),
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
      proofState,
      carrier: shipped ? pick(CARRIER_CODES) : null,
      trackingNumber: shipped ? `1Z${String(i).padStart(10, "0")}` : null,
      shippedAt,
      expiredAt: status === "expired" ? new Date(createdAt.getTime() + 86_400_000) : null,
      archived,
      archivedAt: archived ? new Date(createdAt.getTime() + 30 * 86_400_000) : null,
      paymentIntentId: `pi_test_seed_${tag}`,
      paidAt: paid ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  await insertRows(db, "Payment", paymentRows);
  await insertRows(db, "Order", orderRows);
  return { oldest, archived: archivedCount };
}
