// SQL-looking text and 10,000-character strings in every text field a caller can send. Each case
// asserts the exact answer (400 { message }, 401 for a wrong password, or 201 with the text stored
// verbatim where the field legitimately holds free text of that length) and that every table is
// still there with the expected number of rows.
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { adminHeaders } from "../helpers/admin";
import { addCartLine, createDesignRow, CUSTOMER, findSize, makeSessionId, resetShopData } from "../helpers/fixtures";
import { countTableRows, type TableCounts } from "../helpers/table-counts";
import { POST as addToCart } from "@/app/api/cart/route";
import { DELETE as removeCartLine, GET as listCart } from "@/app/api/cart/[id]/route";
import { DELETE as clearCart } from "@/app/api/cart/clear/[sessionId]/route";
import { POST as createPaymentIntent } from "@/app/api/create-payment-intent/route";
import { POST as placeOrders } from "@/app/api/orders/route";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { POST as validateCoupon } from "@/app/api/validate-coupon/route";
import { POST as createCouponRoute } from "@/app/api/coupons/route";
import { POST as createAffiliateRoute } from "@/app/api/affiliates/route";
import { POST as adminLogin } from "@/app/api/admin/session/route";
import { prisma } from "@/lib/db/client";

setupTestDatabase();

const DROP = `'; DROP TABLE "Order"; --`;
const OR_TRUE = `" OR 1=1 --`;
const LONG = "A".repeat(10_000);
const NASTY = [
  ["DROP TABLE", DROP],
  ["OR 1=1", OR_TRUE],
  ["10,000 characters", LONG],
] as const;

let headers: Record<string, string>;
let baseline: TableCounts;

beforeAll(async () => {
  headers = await adminHeaders();
});

beforeEach(async () => {
  await resetShopData();
  baseline = await countTableRows();
  expect(baseline.StickerSize).toBe(5);
});

async function expectTablesIntact(changes: Partial<TableCounts> = {}) {
  expect(await countTableRows()).toEqual({ ...baseline, ...changes });
}

describe("POST /api/orders customer fields", () => {
  // The exact limits of lib/validation/checkout.ts: what each nasty value must produce.
  const LIMITS: Record<string, number> = {
    customerName: 200,
    customerEmail: 254,
    customerPhone: 40,
    companyName: 200,
    shippingAddress: 300,
    shippingCity: 120,
    shippingState: 120,
    shippingZip: 20,
    shippingCountry: 120,
    additionalNotes: 2000,
  };
  const cases = Object.keys(LIMITS).flatMap((field) => NASTY.map(([label, value]) => [field, label, value] as const));

  it.each(cases)("%s = %s", async (field, _label, value) => {
    const sessionId = makeSessionId();
    await addCartLine(sessionId, '2"', 50);
    const quoted = await callRoute(createPaymentIntent, {
      method: "POST",
      body: { sessionId, shippingCity: "Reno", shippingState: "NV" },
    });
    expect(quoted.status).toBe(200);
    const afterQuote = await countTableRows();
    const response = await callRoute(placeOrders, {
      method: "POST",
      body: { ...CUSTOMER, sessionId, paymentId: quoted.body.paymentId, [field]: value },
    });

    const fitsLength = value.length <= (LIMITS[field] as number);
    const isEmailField = field === "customerEmail";
    if (fitsLength && !isEmailField) {
      // Free text: stored exactly as typed (Prisma binds it as a parameter, never as SQL).
      expect(response.status).toBe(201);
      const order = await prisma.order.findUniqueOrThrow({ where: { id: response.body.orderIds[0] } });
      expect((order as Record<string, unknown>)[field]).toBe(value);
      expect(await prisma.order.count({ where: { [field]: value } })).toBe(1);
      // The cart line stays until the payment succeeds.
      await expectTablesIntact({ Design: afterQuote.Design, Payment: 1, TestPaymentIntent: 1, Order: 1, CartItem: 1 });
    } else {
      // Too long, or not an e-mail address (both SQL strings contain spaces): refused, nothing placed.
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: expect.stringMatching(new RegExp(`^${field}: `)) });
      await expectTablesIntact({ Design: afterQuote.Design, Payment: 1, TestPaymentIntent: 1, CartItem: 1 });
    }
  });
});

describe("POST /api/coupons code", () => {
  it.each(NASTY)("%s → 400, no coupon", async (_label, code) => {
    const response = await callRoute(createCouponRoute, {
      method: "POST",
      headers,
      body: { code, discountType: "fixed", discountValue: 5 },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(
      /^code: Coupon code (must be at most 32 characters|may only contain letters, digits, - and _)$/,
    );
    await expectTablesIntact();
  });
});

describe("POST /api/affiliates code, name, email", () => {
  const VALID = {
    code: "PARTNER",
    name: "Pat Partner",
    email: "pat@example.com",
    commissionType: "percentage",
    commissionRate: 0.1,
  };

  it.each(NASTY)("code %s → 400", async (_label, code) => {
    const response = await callRoute(createAffiliateRoute, { method: "POST", headers, body: { ...VALID, code } });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^code: Affiliate code /);
    await expectTablesIntact();
  });

  it.each([
    ["DROP TABLE", DROP],
    ["OR 1=1", OR_TRUE],
  ])("name %s → 201, stored verbatim", async (_label, name) => {
    const response = await callRoute(createAffiliateRoute, { method: "POST", headers, body: { ...VALID, name } });
    expect(response.status).toBe(201);
    expect(response.body.name).toBe(name);
    expect((await prisma.affiliate.findUniqueOrThrow({ where: { code: "PARTNER" } })).name).toBe(name);
    await expectTablesIntact({ Affiliate: 1 });
  });

  it("name of 10,000 characters → 400", async () => {
    const response = await callRoute(createAffiliateRoute, { method: "POST", headers, body: { ...VALID, name: LONG } });
    expect(response).toMatchObject({ status: 400, body: { message: "name: Name must be at most 120 characters" } });
    await expectTablesIntact();
  });

  it.each(NASTY)("email %s → 400", async (_label, email) => {
    const response = await callRoute(createAffiliateRoute, { method: "POST", headers, body: { ...VALID, email } });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(
      /^email: (Please enter a valid email address|Email must be at most 254 characters)$/,
    );
    await expectTablesIntact();
  });
});

describe("POST /api/admin/session password", () => {
  it.each([
    ["DROP TABLE", DROP, 1],
    ["OR 1=1", OR_TRUE, 2],
  ])("%s → 401, no token", async (_label, password, n) => {
    const response = await callRoute(adminLogin, {
      method: "POST",
      body: { password },
      headers: { "x-real-ip": `10.77.0.${n}` },
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: expect.any(String) });
    expect(response.body.token).toBeUndefined();
    await expectTablesIntact();
  });

  it("10,000 characters → 400 before any hashing", async () => {
    const response = await callRoute(adminLogin, {
      method: "POST",
      body: { password: LONG },
      headers: { "x-real-ip": "10.77.0.3" },
    });
    expect(response).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^password: /) } });
    await expectTablesIntact();
  });
});

describe("the cart session id, wherever it is accepted", () => {
  it.each([...NASTY, ["OR 1=1 inside a valid-looking id", `session_1700000000000_abcdefgh${OR_TRUE}`] as const])(
    "%s → 400 on every endpoint",
    async (_label, bad) => {
      const sessionId = makeSessionId();
      const line = await addCartLine(sessionId, '2"', 50);
      const designId = (await createDesignRow({ sessionId: bad.slice(0, 100) })).id;
      const sizeId = (await findSize('2"')).id;
      const before = await countTableRows();
      const answers = [
        await callRoute(addToCart, { method: "POST", body: { sessionId: bad, designId, sizeId, quantity: 50 } }),
        await callRoute(listCart, { params: { id: bad } }),
        await callRoute(removeCartLine, {
          method: "DELETE",
          params: { id: String(line.id) },
          headers: { "x-session-id": bad.replace(/[^\x20-\x7e]/g, "") },
        }),
        await callRoute(clearCart, { method: "DELETE", params: { sessionId: bad } }),
        await callRoute(createPaymentIntent, { method: "POST", body: { sessionId: bad } }),
        await callRoute(placeOrders, {
          method: "POST",
          body: { ...CUSTOMER, sessionId: bad, paymentId: "00000000-0000-4000-8000-000000000000" },
        }),
        await callRoute(validateCoupon, { method: "POST", body: { code: "ANY", sessionId: bad } }),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400, 400]);
      for (const answer of answers) expect(answer.body).toEqual({ message: expect.any(String) });
      // GET /api/orders/{id} with such a session answers like a missing order.
      expect((await callRoute(getOrder, { params: { id: "1" }, headers: { "x-session-id": bad } })).status).toBe(404);
      expect(await countTableRows()).toEqual(before);
      expect(await prisma.cartItem.count({ where: { sessionId } })).toBe(1);
    },
  );
});

describe("validate-coupon code", () => {
  it.each([
    // Looked up as a bound parameter: no such coupon. Over 64 characters: refused before any lookup.
    ["DROP TABLE", DROP, 404, "Invalid coupon code"],
    ["OR 1=1", OR_TRUE, 404, "Invalid coupon code"],
    ["10,000 characters", LONG, 400, "code: Too big: expected string to have <=64 characters"],
  ] as const)("%s → %s", async (_label, code, status, message) => {
    await prisma.coupon.create({ data: { code: "TEN", discountType: "percentage", discountValue: 1000 } });
    const sessionId = makeSessionId();
    await addCartLine(sessionId, '2"', 50);
    const before = await countTableRows();
    const response = await callRoute(validateCoupon, { method: "POST", body: { code, sessionId } });
    expect(response).toMatchObject({ status, body: { message } });
    expect(await countTableRows()).toEqual(before);
  });
});
