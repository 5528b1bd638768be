import { createPaymentRow } from "../helpers/order-factories";
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { adminHeaders } from "../helpers/admin";
import { addCartLine, createAffiliate, makeSessionId, resetShopData } from "../helpers/fixtures";
import { GET as listCoupons, POST as createCoupon } from "@/app/api/coupons/route";
import { DELETE as deleteCoupon, PATCH as patchCoupon } from "@/app/api/coupons/[id]/route";
import { POST as validateCoupon } from "@/app/api/validate-coupon/route";
import { prisma } from "@/lib/db/client";

setupTestDatabase();

let headers: Record<string, string>;

beforeAll(async () => {
  headers = await adminHeaders();
});

beforeEach(resetShopData);

const FUTURE = "2099-12-31T23:59:00.000Z";
const VALID = {
  code: "SAVE15",
  discountType: "percentage",
  discountValue: 15,
  minOrderAmount: null,
  maxDiscount: null,
  expiresAt: null,
};

const create = (body: unknown) => callRoute(createCoupon, { method: "POST", body, headers });
const remove = (id: number | string) =>
  callRoute(deleteCoupon, { method: "DELETE", headers, params: { id: String(id) } });

describe("POST /api/coupons", () => {
  it("creates a percentage coupon and answers it in percent, stored in basis points", async () => {
    const response = await create({
      ...VALID,
      code: "  save15 ",
      minOrderAmount: "25",
      maxDiscount: 10.5,
      expiresAt: FUTURE,
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      code: "SAVE15",
      discountType: "percentage",
      discountValue: 15,
      minOrderAmount: 25,
      maxDiscount: 10.5,
      expiresAt: FUTURE,
      isActive: true,
      maxUses: null,
      oncePerCustomer: false,
      usesCount: 0,
      createdAt: expect.any(String),
    });
    const row = await prisma.coupon.findUniqueOrThrow({ where: { id: response.body.id } });
    expect(row).toMatchObject({
      code: "SAVE15",
      discountType: "percentage",
      discountValue: 1500,
      minOrderCents: 2500,
      maxDiscountCents: 1050,
      isActive: true,
    });
    expect(row.expiresAt?.toISOString()).toBe(FUTURE);
  });

  it.each([
    ["a whole dollar amount", 10, 1000, 10],
    ["a decimal string", "10.50", 1050, 10.5],
    ["one cent", "0.01", 1, 0.01],
    ["a number with float noise", 0.1 + 0.2, 30, 0.3],
  ])("creates a fixed coupon from %s", async (_label, discountValue, storedCents, answered) => {
    const response = await create({ ...VALID, discountType: "fixed", discountValue });
    expect(response.status).toBe(201);
    expect(response.body.discountValue).toBe(answered);
    expect((await prisma.coupon.findUniqueOrThrow({ where: { id: response.body.id } })).discountValue).toBe(
      storedCents,
    );
  });

  it.each([
    ["100%", 100, 10000],
    ["12.5%", "12.5", 1250],
    ["0.01%", 0.01, 1],
  ])("accepts a percentage of %s", async (_label, discountValue, basisPoints) => {
    const response = await create({ ...VALID, discountValue });
    expect(response.status).toBe(201);
    expect((await prisma.coupon.findUniqueOrThrow({ where: { id: response.body.id } })).discountValue).toBe(
      basisPoints,
    );
  });

  it.each([
    ["empty strings", { minOrderAmount: "", maxDiscount: "", expiresAt: "" }],
    ["nulls", { minOrderAmount: null, maxDiscount: null, expiresAt: null }],
    ["missing keys", { minOrderAmount: undefined, maxDiscount: undefined, expiresAt: undefined }],
  ])("stores absent optional values given as %s as null", async (_label, optional) => {
    const response = await create({ ...VALID, ...optional });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ minOrderAmount: null, maxDiscount: null, expiresAt: null });
    expect(await prisma.coupon.findUniqueOrThrow({ where: { id: response.body.id } })).toMatchObject({
      minOrderCents: null,
      maxDiscountCents: null,
      expiresAt: null,
    });
  });

  it.each([
    ["a missing code", { code: undefined }, "code: Coupon code is required"],
    ["an empty code", { code: "   " }, "code: Coupon code is required"],
    ["a code of 33 characters", { code: "A".repeat(33) }, "code: Coupon code must be at most 32 characters"],
    ["a code with a space", { code: "SAVE 15" }, "code: Coupon code may only contain letters, digits, - and _"],
    ["a code with punctuation", { code: "SAVE15!" }, "code: Coupon code may only contain letters, digits, - and _"],
    ["a non-string code", { code: 15 }, "code: Coupon code is required"],
    ["an unknown type", { discountType: "bogo" }, "discountType: Discount type must be percentage or fixed"],
    ["a missing type", { discountType: undefined }, "discountType: Discount type must be percentage or fixed"],
    ["a missing value", { discountValue: undefined }, "discountValue: Discount value must be a number"],
    ["an empty value", { discountValue: "" }, "discountValue: Discount value is required"],
    ["a text value", { discountValue: "ten" }, "discountValue: Discount value must be a number"],
    [
      "a value with a dollar sign",
      { discountType: "fixed", discountValue: "$10" },
      "discountValue: Discount value must be a number",
    ],
    ["a zero value", { discountValue: 0 }, "discountValue: Discount value must be greater than 0"],
    ["a negative value", { discountValue: -5 }, "discountValue: Discount value must be greater than 0"],
    [
      "a negative fixed string",
      { discountType: "fixed", discountValue: "-5" },
      "discountValue: Discount value must be greater than 0",
    ],
    [
      "a percentage above 100",
      { discountValue: 100.01 },
      "discountValue: A percentage discount cannot be more than 100%",
    ],
    ["a percentage of 150", { discountValue: "150" }, "discountValue: A percentage discount cannot be more than 100%"],
    [
      "a percentage with 3 decimals",
      { discountValue: 12.345 },
      "discountValue: A percentage discount must have at most 2 decimals",
    ],
    [
      "a fixed amount with 3 decimals",
      { discountType: "fixed", discountValue: 10.005 },
      "discountValue: A fixed discount must have at most 2 decimals (cents)",
    ],
    [
      "a huge fixed amount",
      { discountType: "fixed", discountValue: 1e9 },
      "discountValue: Discount value must be at most 100000",
    ],
    ["a negative minimum", { minOrderAmount: -1 }, "minOrderAmount: Minimum order amount must not be negative"],
    [
      "a minimum with 3 decimals",
      { minOrderAmount: "1.234" },
      "minOrderAmount: Minimum order amount must have at most 2 decimals",
    ],
    ["a text minimum", { minOrderAmount: "lots" }, "minOrderAmount: Minimum order amount must be a number"],
    ["a negative maximum", { maxDiscount: "-0.01" }, "maxDiscount: Maximum discount must not be negative"],
    ["a boolean maximum", { maxDiscount: true }, "maxDiscount: Maximum discount must be a number"],
    [
      "an expiry that is not a date",
      { expiresAt: "next week" },
      "expiresAt: Expiration date must be an ISO date-time such as 2026-12-31T23:59:00Z",
    ],
    [
      "an expiry without a time",
      { expiresAt: "2099-12-31" },
      "expiresAt: Expiration date must be an ISO date-time such as 2026-12-31T23:59:00Z",
    ],
    [
      "an expiry in the past",
      { expiresAt: "2020-01-01T00:00:00Z" },
      "expiresAt: Expiration date must be in the future",
    ],
    ["a numeric expiry", { expiresAt: 4102444800000 }, "expiresAt: Expiration date must be an ISO date-time"],
    ["a usage limit of 0", { maxUses: 0 }, "maxUses: Usage limit must be at least 1"],
    ["a fractional usage limit", { maxUses: "2.5" }, "maxUses: Usage limit must be a whole number"],
    ["a text usage limit", { maxUses: "many" }, "maxUses: Usage limit must be a number"],
    ["a huge usage limit", { maxUses: 1e7 }, "maxUses: Usage limit must be at most 1,000,000"],
    [
      "a text once-per-customer",
      { oncePerCustomer: "yes" },
      "oncePerCustomer: Once per customer must be true or false",
    ],
  ])("refuses %s with 400 and stores nothing", async (_label, change, message) => {
    const response = await create({ ...VALID, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await prisma.coupon.count()).toBe(0);
  });

  it("refuses malformed JSON", async () => {
    expect(await callRoute(createCoupon, { method: "POST", body: "{", headers })).toMatchObject({
      status: 400,
      body: { message: "Request body must be valid JSON" },
    });
  });

  it("stores a usage limit and the once-per-customer rule", async () => {
    const response = await create({ ...VALID, maxUses: "25", oncePerCustomer: true });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ maxUses: 25, oncePerCustomer: true, usesCount: 0 });
    expect(await prisma.coupon.findUniqueOrThrow({ where: { id: response.body.id } })).toMatchObject({
      maxUses: 25,
      oncePerCustomer: true,
      usesCount: 0,
    });
    const unlimited = await create({ ...VALID, code: "OPEN", maxUses: "" });
    expect(unlimited.body).toMatchObject({ maxUses: null, oncePerCustomer: false });
  });

  it("accepts zero as a minimum order and maximum discount", async () => {
    const response = await create({ ...VALID, minOrderAmount: 0, maxDiscount: "0" });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ minOrderAmount: 0, maxDiscount: 0 });
  });

  it("answers 409 for a code that exists already, in any letter case", async () => {
    expect((await create(VALID)).status).toBe(201);
    const duplicate = await create({ ...VALID, code: "save15", discountType: "fixed", discountValue: 5 });
    expect(duplicate).toMatchObject({ status: 409, body: { message: "A coupon with code SAVE15 already exists" } });
    expect(await prisma.coupon.count()).toBe(1);
    expect((await prisma.coupon.findFirstOrThrow()).discountType).toBe("percentage");
  });

  it("lets exactly one of two simultaneous creators of a code win", async () => {
    const results = await Promise.all([
      create(VALID),
      create({ ...VALID, discountValue: 20 }),
      create({ ...VALID, discountValue: 25 }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409]);
    expect(await prisma.coupon.count()).toBe(1);
  });

  it("refuses a code an affiliate uses (a typed code is tried as a coupon first)", async () => {
    await createAffiliate({ code: "FRIEND" });
    expect(await create({ ...VALID, code: "friend" })).toMatchObject({
      status: 409,
      body: { message: "The code FRIEND is already used by an affiliate" },
    });
    expect(await prisma.coupon.count()).toBe(0);
  });

  it("stores units the checkout reads correctly", async () => {
    await create({ ...VALID, code: "QUARTER", discountValue: 25 });
    await create({ ...VALID, code: "TENOFF", discountType: "fixed", discountValue: "10.00", minOrderAmount: "50" });
    const sessionId = makeSessionId();
    await addCartLine(sessionId, '3" circle', 100); // 92.00
    const quarter = await callRoute(validateCoupon, { method: "POST", body: { code: "quarter", sessionId } });
    expect(quarter.body).toEqual({
      code: "QUARTER",
      discountType: "percentage",
      discountAmount: "23.00",
      newTotal: "69.00",
    });
    const tenOff = await callRoute(validateCoupon, { method: "POST", body: { code: "TENOFF", sessionId } });
    expect(tenOff.body).toEqual({ code: "TENOFF", discountType: "fixed", discountAmount: "10.00", newTotal: "82.00" });
  });
});

describe("GET /api/coupons", () => {
  it("answers an empty list", async () => {
    const response = await callRoute(listCoupons, { headers });
    expect(response).toMatchObject({ status: 200, body: [] });
    expect(response.headers.get("cache-control")).toContain("no-store");
  });

  it("lists every coupon newest first, in percent and dollars", async () => {
    await prisma.coupon.create({
      data: {
        code: "OLD",
        discountType: "fixed",
        discountValue: 1999,
        minOrderCents: 5000,
        maxDiscountCents: null,
        isActive: false,
        createdAt: new Date("2026-01-01T00:00:00Z"),
      },
    });
    await prisma.coupon.create({
      data: {
        code: "NEW",
        discountType: "percentage",
        discountValue: 1250,
        maxDiscountCents: 2000,
        expiresAt: new Date(FUTURE),
        createdAt: new Date("2026-02-01T00:00:00Z"),
      },
    });
    await prisma.coupon.create({
      data: {
        code: "MIDDLE",
        discountType: "percentage",
        discountValue: 500,
        createdAt: new Date("2026-01-15T00:00:00Z"),
      },
    });
    const response = await callRoute(listCoupons, { headers });
    expect(response.body.map((coupon: { code: string }) => coupon.code)).toEqual(["NEW", "MIDDLE", "OLD"]);
    expect(response.body[0]).toEqual({
      id: expect.any(Number),
      code: "NEW",
      discountType: "percentage",
      discountValue: 12.5,
      minOrderAmount: null,
      maxDiscount: 20,
      expiresAt: FUTURE,
      isActive: true,
      maxUses: null,
      oncePerCustomer: false,
      usesCount: 0,
      createdAt: "2026-02-01T00:00:00.000Z",
    });
    expect(response.body[2]).toMatchObject({
      code: "OLD",
      discountType: "fixed",
      discountValue: 19.99,
      minOrderAmount: 50,
      maxDiscount: null,
      expiresAt: null,
      isActive: false,
    });
  });
});

describe("DELETE /api/coupons/{id}", () => {
  it("deletes the coupon, then answers 404", async () => {
    const created = await create(VALID);
    const other = await create({ ...VALID, code: "OTHER" });
    expect(await remove(created.body.id)).toMatchObject({ status: 200, body: { message: "Coupon deleted" } });
    expect(await prisma.coupon.findUnique({ where: { id: created.body.id } })).toBeNull();
    expect(await prisma.coupon.findUnique({ where: { id: other.body.id } })).not.toBeNull();
    expect(await remove(created.body.id)).toMatchObject({ status: 404, body: { message: "Coupon not found" } });
  });

  it.each(["abc", "0", "-1", "1.5", "99999999999"])("answers 404 for the id %s", async (id) => {
    await create(VALID);
    expect(await remove(id)).toMatchObject({ status: 404, body: { message: "Coupon not found" } });
    expect(await prisma.coupon.count()).toBe(1);
  });

  it("keeps the payments that used the coupon", async () => {
    const created = await create(VALID);
    const payment = await createPaymentRow({
      subtotalCents: 10000,
      discountCents: 1500,
      shippingCents: 500,
      couponId: created.body.id,
    });
    expect((await remove(created.body.id)).status).toBe(200);
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      couponId: null,
      discountCents: 1500,
      totalCents: 9000,
      status: "paid",
    });
  });
});

describe("PATCH /api/coupons/{id}", () => {
  const patch = (id: number | string, body: unknown, requestHeaders: Record<string, string> = headers) =>
    callRoute(patchCoupon, { method: "PATCH", body, headers: requestHeaders, params: { id: String(id) } });

  /** A coupon with `uses` live uses: reserved (placed orders) or redeemed (paid) redemptions. */
  async function couponWithUses(uses: { reserved?: number; redeemed?: number; released?: number }) {
    const created = await create({ ...VALID, maxUses: 10 });
    const statuses = [
      ...Array(uses.reserved ?? 0).fill("reserved"),
      ...Array(uses.redeemed ?? 0).fill("redeemed"),
      ...Array(uses.released ?? 0).fill("released"),
    ];
    for (const [index, status] of statuses.entries()) {
      const payment = await createPaymentRow({
        status: "open",
        subtotalCents: 10000,
        discountCents: 1000,
        couponId: created.body.id,
      });
      await prisma.couponRedemption.create({
        data: { couponId: created.body.id, paymentId: payment.id, customerEmail: `c${index}@example.com`, status },
      });
    }
    await prisma.coupon.update({ where: { id: created.body.id }, data: { usesCount: uses.redeemed ?? 0 } });
    return created.body.id as number;
  }

  it("edits the value, limits and expiry, keeping the code and type", async () => {
    const created = await create({ ...VALID, minOrderAmount: 20, expiresAt: FUTURE });
    const response = await patch(created.body.id, {
      discountValue: "12.5",
      minOrderAmount: null,
      maxDiscount: "30",
      expiresAt: "2098-06-01T12:00:00Z",
      maxUses: 100,
      oncePerCustomer: true,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(response.body).toEqual({
      ...created.body,
      discountValue: 12.5,
      minOrderAmount: null,
      maxDiscount: 30,
      expiresAt: "2098-06-01T12:00:00.000Z",
      maxUses: 100,
      oncePerCustomer: true,
    });
    expect(await prisma.coupon.findUniqueOrThrow({ where: { id: created.body.id } })).toMatchObject({
      code: "SAVE15",
      discountType: "percentage",
      discountValue: 1250,
      minOrderCents: null,
      maxDiscountCents: 3000,
      maxUses: 100,
      oncePerCustomer: true,
      isActive: true,
    });
  });

  it("changes only the fields sent: switching a coupon inactive and back", async () => {
    const created = await create({ ...VALID, discountType: "fixed", discountValue: "7.50", maxUses: 3 });
    expect(await patch(created.body.id, { isActive: false })).toMatchObject({
      status: 200,
      body: { ...created.body, isActive: false },
    });
    const sessionId = makeSessionId();
    await addCartLine(sessionId, '2"', 50);
    expect(await callRoute(validateCoupon, { method: "POST", body: { code: "SAVE15", sessionId } })).toMatchObject({
      status: 400,
      body: { message: "This coupon is no longer active." },
    });
    expect((await patch(created.body.id, { isActive: true })).body).toEqual(created.body);
    expect((await patch(created.body.id, { maxUses: null })).body).toMatchObject({ maxUses: null, discountValue: 7.5 });
  });

  it("refuses a usage limit below the uses already paid or reserved, and accepts one equal to them", async () => {
    const id = await couponWithUses({ reserved: 1, redeemed: 2, released: 4 });
    expect(await patch(id, { maxUses: 2 })).toMatchObject({
      status: 409,
      body: {
        message: "The usage limit cannot be lower than the 3 uses this coupon already has (paid or reserved checkouts)",
      },
    });
    expect((await prisma.coupon.findUniqueOrThrow({ where: { id } })).maxUses).toBe(10);
    expect(await patch(id, { maxUses: 3 })).toMatchObject({ status: 200, body: { maxUses: 3, usesCount: 2 } });
  });

  it.each([
    ["an empty body", {}, "Send at least one field to change"],
    ["a new code", { code: "OTHER" }, "code: The code of a coupon cannot be changed"],
    ["a new type", { discountType: "fixed" }, "discountType: The discount type of a coupon cannot be changed"],
    ["a zero value", { discountValue: 0 }, "discountValue: Discount value must be greater than 0"],
    ["a percentage above 100", { discountValue: 120 }, "discountValue: A percentage discount cannot be more than 100%"],
    ["a usage limit of 0", { maxUses: 0 }, "maxUses: Usage limit must be at least 1"],
    [
      "an expiry in the past",
      { expiresAt: "2020-01-01T00:00:00Z" },
      "expiresAt: Expiration date must be in the future",
    ],
    ["a text active flag", { isActive: "no" }, "isActive: Active must be true or false"],
  ])("refuses %s with 400 and changes nothing", async (_label, body, message) => {
    const created = await create(VALID);
    expect(await patch(created.body.id, body)).toMatchObject({ status: 400, body: { message } });
    expect((await callRoute(listCoupons, { headers })).body).toEqual([created.body]);
  });

  it("answers 404 for an unknown or malformed id and 401 without an admin token", async () => {
    const created = await create(VALID);
    expect(await patch(created.body.id + 1000, { isActive: false })).toMatchObject({
      status: 404,
      body: { message: "Coupon not found" },
    });
    expect(await patch("abc", { isActive: false })).toMatchObject({
      status: 404,
      body: { message: "Coupon not found" },
    });
    const anonymous = await patch(created.body.id, { isActive: false }, {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: expect.any(String) });
    expect((await prisma.coupon.findUniqueOrThrow({ where: { id: created.body.id } })).isActive).toBe(true);
  });
});
