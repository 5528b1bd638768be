import { randomUUID } from "node:crypto";
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { getAdminToken } from "../helpers/admin";
import {
  createAffiliate,
  createCoupon,
  createDesignRow,
  createOrderRow,
  findSize,
  resetShopData,
} from "../helpers/fixtures";
import { GET as listActiveOrders } from "@/app/api/orders/route";
import { GET as listArchivedOrders } from "@/app/api/orders/archived/route";
import { PATCH as updateOrderStatus } from "@/app/api/orders/[id]/status/route";
import { POST as bulkDelete } from "@/app/api/orders/bulk-delete/route";
import { POST as bulkArchive } from "@/app/api/orders/bulk-archive/route";
import { POST as bulkRestore } from "@/app/api/orders/bulk-restore/route";
import { GET as exportOrders } from "@/app/api/orders/export/route";
import { GET as listCoupons, POST as createCouponRoute } from "@/app/api/coupons/route";
import { DELETE as deleteCoupon } from "@/app/api/coupons/[id]/route";
import { GET as listAffiliates, POST as createAffiliateRoute } from "@/app/api/affiliates/route";
import { DELETE as deleteAffiliate, PATCH as updateAffiliate } from "@/app/api/affiliates/[id]/route";
import { POST as resetPayout } from "@/app/api/affiliates/[id]/reset-payout/route";
import { getAuthSecret } from "@/lib/admin-auth/auth-secret";
import { signPayload } from "@/lib/admin-auth/signed-tokens";
import { prisma } from "@/lib/db/client";

// Every operator endpoint refuses a request without a valid admin token with 401 { message },
// before it reads the body or any data, and changes nothing.

setupTestDatabase();

type Fixture = { activeId: number; archivedId: number; couponId: number; affiliateId: number };
type Endpoint = {
  name: string;
  handler: unknown;
  method: string;
  path: string;
  params?: (fixture: Fixture) => Record<string, string>;
  body?: (fixture: Fixture) => unknown;
};

const ENDPOINTS: Endpoint[] = [
  { name: "GET /api/orders", handler: listActiveOrders, method: "GET", path: "/api/orders?page=1&pageSize=50" },
  { name: "GET /api/orders/archived", handler: listArchivedOrders, method: "GET", path: "/api/orders/archived" },
  {
    name: "PATCH /api/orders/{id}/status",
    handler: updateOrderStatus,
    method: "PATCH",
    path: "/api/orders/1/status",
    params: (f) => ({ id: String(f.activeId) }),
    body: () => ({ status: "processing" }),
  },
  {
    name: "POST /api/orders/bulk-delete",
    handler: bulkDelete,
    method: "POST",
    path: "/api/orders/bulk-delete",
    body: (f) => ({ orderIds: [f.archivedId] }),
  },
  {
    name: "POST /api/orders/bulk-archive",
    handler: bulkArchive,
    method: "POST",
    path: "/api/orders/bulk-archive",
    body: (f) => ({ orderIds: [f.activeId] }),
  },
  {
    name: "POST /api/orders/bulk-restore",
    handler: bulkRestore,
    method: "POST",
    path: "/api/orders/bulk-restore",
    body: (f) => ({ orderIds: [f.archivedId] }),
  },
  { name: "GET /api/orders/export", handler: exportOrders, method: "GET", path: "/api/orders/export?archived=0" },
  { name: "GET /api/coupons", handler: listCoupons, method: "GET", path: "/api/coupons" },
  {
    name: "POST /api/coupons",
    handler: createCouponRoute,
    method: "POST",
    path: "/api/coupons",
    body: () => ({
      code: "NEWCODE",
      discountType: "percentage",
      discountValue: 10,
      minOrderAmount: null,
      maxDiscount: null,
      expiresAt: null,
    }),
  },
  {
    name: "DELETE /api/coupons/{id}",
    handler: deleteCoupon,
    method: "DELETE",
    path: "/api/coupons/1",
    params: (f) => ({ id: String(f.couponId) }),
  },
  { name: "GET /api/affiliates", handler: listAffiliates, method: "GET", path: "/api/affiliates" },
  {
    name: "POST /api/affiliates",
    handler: createAffiliateRoute,
    method: "POST",
    path: "/api/affiliates",
    body: () => ({
      code: "NEWPARTNER",
      name: "New",
      email: "new@example.com",
      commissionRate: 0.1,
      commissionType: "percentage",
      isActive: true,
    }),
  },
  {
    name: "PATCH /api/affiliates/{id}",
    handler: updateAffiliate,
    method: "PATCH",
    path: "/api/affiliates/1",
    params: (f) => ({ id: String(f.affiliateId) }),
    body: () => ({ isActive: false }),
  },
  {
    name: "POST /api/affiliates/{id}/reset-payout",
    handler: resetPayout,
    method: "POST",
    path: "/api/affiliates/1/reset-payout",
    params: (f) => ({ id: String(f.affiliateId) }),
  },
  {
    name: "DELETE /api/affiliates/{id}",
    handler: deleteAffiliate,
    method: "DELETE",
    path: "/api/affiliates/1",
    params: (f) => ({ id: String(f.affiliateId) }),
  },
];

let validToken: string;
let fixture: Fixture;

beforeAll(async () => {
  validToken = await getAdminToken();
});

beforeEach(async () => {
  await resetShopData();
  const design = await createDesignRow();
  const size = await findSize('2"');
  // The archived one was never paid (cancelled before payment), so a valid bulk delete may delete it.
  const order = (archived: boolean) =>
    createOrderRow({
      designId: design.id,
      sizeId: size.id,
      proofState: "approved",
      archived,
      archivedAt: archived ? new Date() : null,
      ...(archived ? { status: "cancelled" } : {}),
    });
  const [active, archived] = [await order(false), await order(true)];
  const coupon = await createCoupon({ code: "EXISTING", discountType: "fixed", discountValue: 500 });
  const affiliate = await createAffiliate({ code: "EARNER" });
  await prisma.affiliate.update({ where: { id: affiliate.id }, data: { totalEarningsCents: 4321 } });
  fixture = { activeId: active.id, archivedId: archived.id, couponId: coupon.id, affiliateId: affiliate.id };
});

/** Everything an admin call could change. */
async function snapshot() {
  return {
    orders: await prisma.order.findMany({ orderBy: { id: "asc" } }),
    coupons: await prisma.coupon.findMany({ orderBy: { id: "asc" } }),
    affiliates: await prisma.affiliate.findMany({ orderBy: { id: "asc" } }),
    payouts: await prisma.affiliatePayout.findMany({ orderBy: { id: "asc" } }),
    emails: await prisma.emailMessage.findMany({ orderBy: { id: "asc" } }),
  };
}

function adminPayload(overrides: Record<string, unknown> = {}) {
  const now = Date.now();
  return { sub: "admin", iat: now, exp: now + 60_000, jti: randomUUID(), ...overrides };
}

/** The token with the character at `index` replaced by another base64url character. */
function changeCharacter(token: string, index: number): string {
  const replacement = token[index] === "A" ? "B" : "A";
  return token.slice(0, index) + replacement + token.slice(index + 1);
}

type BadCredential = { label: string; authorization: () => Promise<string | undefined> };

const BAD_CREDENTIALS: BadCredential[] = [
  { label: "no Authorization header", authorization: async () => undefined },
  { label: "an empty Bearer token", authorization: async () => "Bearer " },
  { label: "a random string", authorization: async () => `Bearer ${"x".repeat(40)}` },
  { label: "the admin password instead of a token", authorization: async () => "Bearer test-admin-password" },
  { label: "a valid token in another scheme", authorization: async () => `Basic ${validToken}` },
  {
    label: "a token signed with another secret",
    authorization: async () => `Bearer ${signPayload(adminPayload(), "another-secret-that-is-long-enough-to-sign")}`,
  },
  {
    label: "a valid token with one payload character changed",
    authorization: async () => `Bearer ${changeCharacter(validToken, 5)}`,
  },
  {
    label: "a valid token with one signature character changed",
    authorization: async () => `Bearer ${changeCharacter(validToken, validToken.indexOf(".") + 10)}`,
  },
  {
    label: "a valid token with its signature cut off",
    authorization: async () => `Bearer ${validToken.split(".")[0]}`,
  },
  {
    label: "an expired token",
    authorization: async () =>
      `Bearer ${signPayload(adminPayload({ iat: Date.now() - 120_000, exp: Date.now() - 1000 }), await getAuthSecret())}`,
  },
  {
    label: "a token without an expiry",
    authorization: async () => `Bearer ${signPayload(adminPayload({ exp: undefined }), await getAuthSecret())}`,
  },
  {
    label: "a token for another subject",
    authorization: async () => `Bearer ${signPayload(adminPayload({ sub: "shopper" }), await getAuthSecret())}`,
  },
];

function call(endpoint: Endpoint, authorization: string | undefined, body?: unknown) {
  return callRoute(endpoint.handler, {
    method: endpoint.method,
    path: endpoint.path,
    params: endpoint.params?.(fixture) ?? {},
    body: body ?? endpoint.body?.(fixture),
    headers: authorization === undefined ? {} : { authorization },
  });
}

describe.each(ENDPOINTS)("$name", (endpoint) => {
  it.each(BAD_CREDENTIALS)("refuses $label with 401 and changes nothing", async ({ authorization }) => {
    const before = await snapshot();
    const response = await call(endpoint, await authorization());
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: "Admin access required" });
    expect(await snapshot()).toEqual(before);
  });

  it("checks the token before it reads the body", async () => {
    const before = await snapshot();
    // A GET request cannot carry a body; there the call is the same as the one without a header.
    const response = await call(endpoint, undefined, endpoint.method === "GET" ? undefined : "{not json");
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: "Admin access required" });
    expect(await snapshot()).toEqual(before);
  });

  it("works with a valid token (so the refusals above come from the token alone)", async () => {
    const response = await call(endpoint, `Bearer ${validToken}`);
    expect(response.status).toBeGreaterThanOrEqual(200);
    expect(response.status).toBeLessThan(300);
  });
});

it("covers every admin route handler", () => {
  expect(ENDPOINTS.map((endpoint) => endpoint.name)).toHaveLength(15);
  expect(new Set(ENDPOINTS.map((endpoint) => endpoint.handler)).size).toBe(15);
});
