// Path traversal (and other junk) in the path parameter of every route that has one. Each route
// must answer its own "not found"/"invalid" error as { message }, read nothing outside its storage,
// and change no file and no row. File names are checked against the server-made pattern before
// the storage or the database is consulted, even for a validly signed link.
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { adminHeaders } from "../helpers/admin";
import { addCartLine, makeSessionId, resetShopData, stickerOf } from "../helpers/fixtures";
import { listFilesUnder, makePng, makeUploadRequest } from "../helpers/images";
import { countTableRows } from "../helpers/table-counts";
import { DELETE as removeCartLine, GET as listCart } from "@/app/api/cart/[id]/route";
import { DELETE as clearCart } from "@/app/api/cart/clear/[sessionId]/route";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { PATCH as setOrderStatus } from "@/app/api/orders/[id]/status/route";
import { POST as paymentSuccess } from "@/app/api/orders/[id]/payment-success/route";
import { GET as designFile } from "@/app/api/design/[designId]/file/route";
import { GET as fileInfo } from "@/app/api/admin/file-info/[fileName]/route";
import { POST as createBackup } from "@/app/api/admin/create-backup/[fileName]/route";
import { POST as restorePrimary } from "@/app/api/admin/restore-primary/[fileName]/route";
import { GET as uploads } from "@/app/uploads/[fileName]/route";
import { DELETE as deleteAffiliate, PATCH as patchAffiliate } from "@/app/api/affiliates/[id]/route";
import { POST as resetPayout } from "@/app/api/affiliates/[id]/reset-payout/route";
import { DELETE as deleteCoupon, PATCH as patchCoupon } from "@/app/api/coupons/[id]/route";
import { GET as trackAffiliate } from "@/app/api/affiliate/track/[code]/route";
import { POST as uploadRoute } from "@/app/api/upload-design/route";
import { createSignedDesignFileUrl } from "@/lib/designs/links/sign-design-file-url";
import { prisma } from "@/lib/db/client";

setupTestDatabase();

const storageRoot = process.env.DESIGN_STORAGE_DIR as string;
const SECRET_OUTSIDE = path.join(storageRoot, "..", "secret.png");
const SECRET_BYTES = Buffer.from("TOP-SECRET-NOT-A-DESIGN");

let headers: Record<string, string>;
let realFilename: string;
let realDesignId: number;
let sessionId: string;
let orderId: number;

async function snapshotFiles(root: string) {
  const files = await listFilesUnder(root);
  return Promise.all(
    files.map(async (file) => [
      file,
      createHash("sha256")
        .update(await readFile(path.join(root, file)))
        .digest("hex"),
    ]),
  );
}

beforeAll(async () => {
  headers = await adminHeaders();
  await resetShopData();
  const uploaded = await uploadRoute(
    makeUploadRequest([{ bytes: await makePng(), name: "real.png", type: "image/png" }]),
    undefined,
  );
  expect(uploaded.status).toBe(201);
  const design = (await uploaded.json()) as { id: number; filename: string };
  [realFilename, realDesignId] = [design.filename, design.id];
  await mkdir(path.dirname(SECRET_OUTSIDE), { recursive: true });
  await writeFile(SECRET_OUTSIDE, SECRET_BYTES);
  await writeFile(path.join(storageRoot, "secret.png"), SECRET_BYTES);
  sessionId = makeSessionId();
  await addCartLine(sessionId, '2"', 50);
  await prisma.coupon.create({ data: { code: "KEEP", discountType: "fixed", discountValue: 500 } });
  await prisma.affiliate.create({
    data: { code: "KEEPME", name: "Keep", email: "k@example.com", commissionType: "percentage", commissionRate: 1000 },
  });
  const order = await prisma.order.create({
    data: {
      sessionId,
      designId: realDesignId,
      ...stickerOf(await prisma.stickerSize.findFirstOrThrow()),
      quantity: 50,
      unitPriceCents: 100,
      totalPriceCents: 5000,
      customerName: "A",
      customerEmail: "a@example.com",
      customerPhone: "1",
      shippingAddress: "x",
      shippingCity: "Reno",
      shippingState: "NV",
      shippingZip: "89501",
    },
  });
  orderId = order.id;
});

const TRAVERSALS = () => [
  "../secret.png",
  "../../../../../../etc/passwd",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e%2fsecret.png",
  "..\\..\\secret.png",
  "/etc/passwd",
  "secret.png",
  `../primary/${realFilename}`,
  `primary/../${realFilename}`,
  `${realFilename}/..`,
  `./${realFilename}`,
  `${realFilename}%00.png`,
  `${realFilename}\u0000`,
  `${realFilename.toUpperCase()}`,
  `1/../${orderId}`,
  `${orderId}/../1`,
  `${orderId}%2F..`,
  `${orderId};DROP`,
  "",
];

type Case = {
  route: string;
  call: (value: string) => Promise<{ status: number; body: unknown }>;
  status: number;
  message: string;
};

const CASES: Case[] = [
  {
    route: "GET /api/cart/{sessionId}",
    call: (v) => callRoute(listCart, { params: { id: v } }),
    status: 400,
    message: "Invalid cart session id",
  },
  {
    route: "DELETE /api/cart/{itemId}",
    call: (v) =>
      callRoute(removeCartLine, { method: "DELETE", params: { id: v }, headers: { "x-session-id": sessionId } }),
    status: 400,
    message: "Invalid cart item id",
  },
  {
    route: "DELETE /api/cart/clear/{sessionId}",
    call: (v) => callRoute(clearCart, { method: "DELETE", params: { sessionId: v } }),
    status: 400,
    message: "Invalid cart session id",
  },
  {
    route: "GET /api/orders/{id}",
    call: (v) => callRoute(getOrder, { params: { id: v }, headers: { "x-session-id": sessionId } }),
    status: 404,
    message: "Order not found",
  },
  {
    route: "PATCH /api/orders/{id}/status",
    call: (v) =>
      callRoute(setOrderStatus, { method: "PATCH", params: { id: v }, headers, body: { status: "shipped" } }),
    status: 404,
    message: "Order not found",
  },
  {
    route: "POST /api/orders/{id}/payment-success",
    call: (v) =>
      callRoute(paymentSuccess, { method: "POST", params: { id: v }, headers: { "x-session-id": sessionId } }),
    status: 404,
    message: "Order not found",
  },
  {
    route: "GET /api/design/{designId}/file",
    call: (v) => callRoute(designFile, { params: { designId: v }, headers }),
    status: 404,
    message: "Design not found",
  },
  {
    route: "GET /api/admin/file-info/{fileName}",
    call: (v) => callRoute(fileInfo, { params: { fileName: v }, headers }),
    status: 404,
    message: "File not found",
  },
  {
    route: "POST /api/admin/create-backup/{fileName}",
    call: (v) => callRoute(createBackup, { method: "POST", params: { fileName: v }, headers }),
    status: 404,
    message: "File not found",
  },
  {
    route: "POST /api/admin/restore-primary/{fileName}",
    call: (v) => callRoute(restorePrimary, { method: "POST", params: { fileName: v }, headers }),
    status: 404,
    message: "File not found",
  },
  {
    route: "GET /uploads/{fileName} (unsigned)",
    call: (v) => callRoute(uploads, { params: { fileName: v } }),
    status: 404,
    message: "File not found",
  },
  {
    route: "GET /uploads/{fileName} (signed for the traversal name itself)",
    call: async (v) => {
      const signed = new URL(await createSignedDesignFileUrl(realFilename), "http://shop.test");
      return callRoute(uploads, { path: `/uploads/x${signed.search}`, params: { fileName: v } });
    },
    status: 404,
    message: "File not found",
  },
  {
    route: "PATCH /api/affiliates/{id}",
    call: (v) => callRoute(patchAffiliate, { method: "PATCH", params: { id: v }, headers, body: { isActive: false } }),
    status: 404,
    message: "Affiliate not found",
  },
  {
    route: "DELETE /api/affiliates/{id}",
    call: (v) => callRoute(deleteAffiliate, { method: "DELETE", params: { id: v }, headers }),
    status: 404,
    message: "Affiliate not found",
  },
  {
    route: "POST /api/affiliates/{id}/reset-payout",
    call: (v) => callRoute(resetPayout, { method: "POST", params: { id: v }, headers }),
    status: 404,
    message: "Affiliate not found",
  },
  {
    route: "PATCH /api/coupons/{id}",
    call: (v) => callRoute(patchCoupon, { method: "PATCH", params: { id: v }, headers, body: { isActive: false } }),
    status: 404,
    message: "Coupon not found",
  },
  {
    route: "DELETE /api/coupons/{id}",
    call: (v) => callRoute(deleteCoupon, { method: "DELETE", params: { id: v }, headers }),
    status: 404,
    message: "Coupon not found",
  },
  {
    route: "GET /api/affiliate/track/{code}",
    call: (v) => callRoute(trackAffiliate, { params: { code: v } }),
    status: 404,
    message: "This referral link is not valid.",
  },
];

describe.each(CASES)("$route", ({ call, status, message }) => {
  it("answers its error for every traversal, reads nothing outside, changes nothing", async () => {
    const filesBefore = await snapshotFiles(path.dirname(storageRoot));
    const rowsBefore = await countTableRows();
    const orderBefore = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    for (const value of TRAVERSALS()) {
      const answer = await call(value);
      const seen = { value, status: answer.status, body: answer.body };
      expect(seen).toEqual({ value, status, body: expect.objectContaining({ message }) });
      expect(JSON.stringify(answer.body)).not.toContain("TOP-SECRET");
      expect(JSON.stringify(answer.body)).not.toContain("root:");
    }
    expect(await snapshotFiles(path.dirname(storageRoot))).toEqual(filesBefore);
    expect(await countTableRows()).toEqual(rowsBefore);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toEqual(orderBefore);
    expect(await prisma.affiliate.count({ where: { code: "KEEPME", isActive: true } })).toBe(1);
  });
});

it("the real values still work, so the refusals above come from the traversal alone", async () => {
  expect(
    (await callRoute(getOrder, { params: { id: String(orderId) }, headers: { "x-session-id": sessionId } })).status,
  ).toBe(200);
  expect((await callRoute(fileInfo, { params: { fileName: realFilename }, headers })).status).toBe(200);
  expect((await callRoute(designFile, { params: { designId: String(realDesignId) }, headers })).status).toBe(200);
  const signed = new URL(await createSignedDesignFileUrl(realFilename), "http://shop.test");
  const served = await uploads(new Request(`http://shop.test/uploads/${realFilename}${signed.search}`), {
    params: Promise.resolve({ fileName: realFilename }),
  });
  expect(served.status).toBe(200);
  expect((await callRoute(listCart, { params: { id: sessionId } })).status).toBe(200);
  expect((await callRoute(trackAffiliate, { params: { code: "KEEPME" } })).status).toBe(200);
});

it("GET /api/orders/{id} from another session, or none, answers 404 exactly like a missing order", async () => {
  const missing = await callRoute(getOrder, { params: { id: "2147483647" }, headers: { "x-session-id": sessionId } });
  const other = await callRoute(getOrder, {
    params: { id: String(orderId) },
    headers: { "x-session-id": makeSessionId() },
  });
  const none = await callRoute(getOrder, { params: { id: String(orderId) } });
  for (const answer of [missing, other, none])
    expect(answer).toMatchObject({ status: 404, body: { message: "Order not found" } });
  expect(other.body).toEqual(missing.body);
});
