import { createPaymentRow } from "../helpers/order-factories";
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { adminHeaders } from "../helpers/admin";
import { addCartLine, createCoupon, makeSessionId, resetShopData } from "../helpers/fixtures";
import { GET as listAffiliates, POST as createAffiliate } from "@/app/api/affiliates/route";
import { DELETE as deleteAffiliate, PATCH as updateAffiliate } from "@/app/api/affiliates/[id]/route";
import { POST as resetPayout } from "@/app/api/affiliates/[id]/reset-payout/route";
import { POST as validateReferral } from "@/app/api/affiliate/validate-code/route";
import { POST as createPaymentIntent } from "@/app/api/create-payment-intent/route";
import { prisma } from "@/lib/db/client";

setupTestDatabase();

let headers: Record<string, string>;

beforeAll(async () => {
  headers = await adminHeaders();
});

beforeEach(resetShopData);

const VALID = {
  code: "PARTNER",
  name: "Pat Partner",
  email: "pat@example.com",
  commissionRate: 0.15,
  commissionType: "percentage",
  customerDiscountRate: null,
  customerDiscountType: "percentage",
  maxCustomerDiscount: null,
  isActive: true,
};

const create = (body: unknown) => callRoute(createAffiliate, { method: "POST", body, headers });
const patch = (id: number | string, body: unknown) =>
  callRoute(updateAffiliate, { method: "PATCH", body, headers, params: { id: String(id) } });
const reset = (id: number | string) => callRoute(resetPayout, { method: "POST", headers, params: { id: String(id) } });
const remove = (id: number | string) =>
  callRoute(deleteAffiliate, { method: "DELETE", headers, params: { id: String(id) } });

describe("POST /api/affiliates", () => {
  it("creates a percentage affiliate with the default customer discount", async () => {
    const response = await create({ ...VALID, code: " partner ", email: " pat@example.com " });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      code: "PARTNER",
      name: "Pat Partner",
      email: "pat@example.com",
      commissionType: "percentage",
      commissionRate: 0.15,
      customerDiscountType: "percentage",
      customerDiscountRate: null,
      maxCustomerDiscount: null,
      isActive: true,
      totalEarnings: "0.00",
      totalOrders: 0,
      createdAt: expect.any(String),
      lastPayout: null,
      totalPaidOut: "0.00",
    });
    const row = await prisma.affiliate.findUniqueOrThrow({ where: { id: response.body.id } });
    expect(row).toMatchObject({
      commissionType: "percentage",
      commissionRate: 1500,
      customerDiscountRate: null,
      maxCustomerDiscountCents: null,
      totalEarningsCents: 0,
    });
  });

  it("stores flat and fixed amounts in cents and fractions in basis points", async () => {
    const response = await create({
      ...VALID,
      commissionType: "flat",
      commissionRate: "5.00",
      customerDiscountType: "fixed",
      customerDiscountRate: "2.50",
      maxCustomerDiscount: 12.5,
      isActive: false,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      commissionType: "flat",
      commissionRate: 5,
      customerDiscountType: "fixed",
      customerDiscountRate: 2.5,
      maxCustomerDiscount: 12.5,
      isActive: false,
    });
    const row = await prisma.affiliate.findUniqueOrThrow({ where: { id: response.body.id } });
    expect(row).toMatchObject({
      commissionRate: 500,
      customerDiscountRate: 250,
      maxCustomerDiscountCents: 1250,
      isActive: false,
    });

    const percent = await create({ ...VALID, code: "P2", commissionRate: "0.1234", customerDiscountRate: 0.05 });
    expect(percent.body).toMatchObject({ commissionRate: 0.1234, customerDiscountRate: 0.05 });
    expect(await prisma.affiliate.findUniqueOrThrow({ where: { id: percent.body.id } })).toMatchObject({
      commissionRate: 1234,
      customerDiscountRate: 500,
    });
  });

  it.each([
    ["isActive left out", { isActive: undefined }, true],
    [
      "customer discount fields left out",
      { customerDiscountType: undefined, customerDiscountRate: undefined, maxCustomerDiscount: undefined },
      true,
    ],
    ["an empty customer discount", { customerDiscountRate: "", maxCustomerDiscount: "" }, true],
  ])("uses defaults for %s", async (_label, change, active) => {
    const response = await create({ ...VALID, ...change });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      isActive: active,
      customerDiscountType: "percentage",
      customerDiscountRate: null,
      maxCustomerDiscount: null,
    });
  });

  it("accepts a customer discount of zero and a 100% commission", async () => {
    const response = await create({ ...VALID, commissionRate: 1, customerDiscountRate: 0, maxCustomerDiscount: 0 });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ commissionRate: 1, customerDiscountRate: 0, maxCustomerDiscount: 0 });
  });

  it.each([
    ["a missing code", { code: undefined }, "code: Affiliate code is required"],
    ["an empty code", { code: " " }, "code: Affiliate code is required"],
    ["a code of 33 characters", { code: "B".repeat(33) }, "code: Affiliate code must be at most 32 characters"],
    ["a code with a slash", { code: "A/B" }, "code: Affiliate code may only contain letters, digits, - and _"],
    ["a missing name", { name: undefined }, "name: Name is required"],
    ["an empty name", { name: "   " }, "name: Name is required"],
    ["a name of 121 characters", { name: "n".repeat(121) }, "name: Name must be at most 120 characters"],
    ["a missing email", { email: undefined }, "email: Email is required"],
    ["an invalid email", { email: "pat@" }, "email: Please enter a valid email address"],
    ["an email without a domain dot", { email: "pat example.com" }, "email: Please enter a valid email address"],
    [
      "an unknown commission type",
      { commissionType: "tiered" },
      "commissionType: Commission type must be percentage or flat",
    ],
    ["a missing commission rate", { commissionRate: undefined }, "commissionRate: Commission rate must be a number"],
    ["an empty commission rate", { commissionRate: "" }, "commissionRate: Commission rate is required"],
    ["a zero commission", { commissionRate: 0 }, "commissionRate: Commission rate must be greater than 0"],
    ["a negative commission", { commissionRate: -0.1 }, "commissionRate: Commission rate must be greater than 0"],
    [
      "a percentage commission above 1",
      { commissionRate: 1.5 },
      "commissionRate: A percentage commission is a fraction from 0 to 1 (0.15 = 15%)",
    ],
    [
      "a percentage commission given as 15",
      { commissionRate: "15" },
      "commissionRate: A percentage commission is a fraction from 0 to 1 (0.15 = 15%)",
    ],
    [
      "a commission finer than a basis point",
      { commissionRate: 0.12345 },
      "commissionRate: A percentage commission must have at most 4 decimals",
    ],
    [
      "a flat commission with 3 decimals",
      { commissionType: "flat", commissionRate: 5.001 },
      "commissionRate: A flat commission must have at most 2 decimals (cents)",
    ],
    [
      "a huge flat commission",
      { commissionType: "flat", commissionRate: 1e7 },
      "commissionRate: Commission rate must be at most 100000",
    ],
    [
      "an unknown discount type",
      { customerDiscountType: "bogo" },
      "customerDiscountType: Customer discount type must be percentage or fixed",
    ],
    [
      "a negative customer discount",
      { customerDiscountRate: -0.01 },
      "customerDiscountRate: Customer discount must not be negative",
    ],
    [
      "a percentage customer discount above 1",
      { customerDiscountRate: 1.01 },
      "customerDiscountRate: A percentage customer discount is a fraction from 0 to 1 (0.05 = 5%)",
    ],
    [
      "a customer discount finer than a basis point",
      { customerDiscountRate: "0.00001" },
      "customerDiscountRate: A percentage customer discount must have at most 4 decimals",
    ],
    [
      "a fixed customer discount with 3 decimals",
      { customerDiscountType: "fixed", customerDiscountRate: 2.555 },
      "customerDiscountRate: A fixed customer discount must have at most 2 decimals (cents)",
    ],
    [
      "a text customer discount",
      { customerDiscountRate: "five" },
      "customerDiscountRate: Customer discount must be a number",
    ],
    [
      "a negative maximum",
      { maxCustomerDiscount: -1 },
      "maxCustomerDiscount: Max customer discount must not be negative",
    ],
    [
      "a maximum with 3 decimals",
      { maxCustomerDiscount: "1.001" },
      "maxCustomerDiscount: Max customer discount must have at most 2 decimals",
    ],
    ["isActive as text", { isActive: "yes" }, "isActive: isActive must be true or false"],
  ])("refuses %s with 400 and stores nothing", async (_label, change, message) => {
    const response = await create({ ...VALID, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await prisma.affiliate.count()).toBe(0);
  });

  it("answers 409 for a code that exists already, and for a coupon's code", async () => {
    expect((await create(VALID)).status).toBe(201);
    expect(await create({ ...VALID, code: "partner", name: "Other" })).toMatchObject({
      status: 409,
      body: { message: "An affiliate with code PARTNER already exists" },
    });
    await createCoupon({ code: "SPRING", discountType: "percentage", discountValue: 1000 });
    expect(await create({ ...VALID, code: "spring" })).toMatchObject({
      status: 409,
      body: { message: "The code SPRING is already used by a coupon" },
    });
    expect(await prisma.affiliate.count()).toBe(1);
  });

  it("lets exactly one of simultaneous creators of a code win", async () => {
    const results = await Promise.all([
      create(VALID),
      create({ ...VALID, name: "B" }),
      create({ ...VALID, name: "C" }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409]);
    expect(await prisma.affiliate.count()).toBe(1);
  });

  it("stores units the checkout reads correctly", async () => {
    await create({ ...VALID, code: "DEFAULT5" });
    await create({ ...VALID, code: "TENPCT", customerDiscountRate: 0.1, maxCustomerDiscount: "5.00" });
    await create({ ...VALID, code: "THREEOFF", customerDiscountType: "fixed", customerDiscountRate: 3 });
    expect((await callRoute(validateReferral, { method: "POST", body: { code: "default5" } })).body).toMatchObject({
      customerDiscountRate: 0.05,
    });
    expect((await callRoute(validateReferral, { method: "POST", body: { code: "THREEOFF" } })).body).toMatchObject({
      customerDiscountType: "fixed",
      customerDiscountRate: 3,
    });
    const sessionId = makeSessionId();
    await addCartLine(sessionId, '3" circle', 100); // 92.00
    const quote = (code: string) =>
      callRoute(createPaymentIntent, {
        method: "POST",
        body: { sessionId, shippingMethod: "standard", shippingCity: "Reno", shippingState: "NV", code },
      });
    expect((await quote("DEFAULT5")).body).toMatchObject({ discount: "4.60" });
    expect((await quote("TENPCT")).body).toMatchObject({ discount: "5.00" }); // 9.20 capped at 5.00
    expect((await quote("THREEOFF")).body).toMatchObject({ discount: "3.00" });
  });
});

describe("GET /api/affiliates", () => {
  it("lists every affiliate newest first with earnings, last payout and total paid out", async () => {
    const old = await prisma.affiliate.create({
      data: {
        code: "OLD",
        name: "Old",
        email: "old@example.com",
        commissionType: "flat",
        commissionRate: 500,
        totalEarningsCents: 1234,
        totalOrders: 3,
        createdAt: new Date("2026-01-01T00:00:00Z"),
      },
    });
    await prisma.affiliate.create({
      data: {
        code: "NEW",
        name: "New",
        email: "new@example.com",
        commissionType: "percentage",
        commissionRate: 1000,
        customerDiscountType: "fixed",
        customerDiscountRate: 250,
        maxCustomerDiscountCents: 1000,
        createdAt: new Date("2026-02-01T00:00:00Z"),
      },
    });
    await prisma.affiliatePayout.createMany({
      data: [
        { affiliateId: old.id, amountCents: 1000, paidAt: new Date("2026-01-10T00:00:00Z") },
        { affiliateId: old.id, amountCents: 250, paidAt: new Date("2026-01-20T00:00:00Z") },
      ],
    });
    const response = await callRoute(listAffiliates, { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(response.body).toEqual([
      {
        id: expect.any(Number),
        code: "NEW",
        name: "New",
        email: "new@example.com",
        commissionType: "percentage",
        commissionRate: 0.1,
        customerDiscountType: "fixed",
        customerDiscountRate: 2.5,
        maxCustomerDiscount: 10,
        isActive: true,
        totalEarnings: "0.00",
        totalOrders: 0,
        createdAt: "2026-02-01T00:00:00.000Z",
        lastPayout: null,
        totalPaidOut: "0.00",
      },
      {
        id: old.id,
        code: "OLD",
        name: "Old",
        email: "old@example.com",
        commissionType: "flat",
        commissionRate: 5,
        customerDiscountType: "percentage",
        customerDiscountRate: null,
        maxCustomerDiscount: null,
        isActive: true,
        totalEarnings: "12.34",
        totalOrders: 3,
        createdAt: "2026-01-01T00:00:00.000Z",
        lastPayout: { amount: "2.50", paidAt: "2026-01-20T00:00:00.000Z" },
        totalPaidOut: "12.50",
      },
    ]);
  });

  it("answers an empty list", async () => {
    expect(await callRoute(listAffiliates, { headers })).toMatchObject({ status: 200, body: [] });
  });
});

describe("PATCH /api/affiliates/{id}", () => {
  it("deactivates and activates, changing nothing else", async () => {
    const created = await create(VALID);
    await prisma.affiliate.update({
      where: { id: created.body.id },
      data: { totalEarningsCents: 700, totalOrders: 2 },
    });
    const before = await prisma.affiliate.findUniqueOrThrow({ where: { id: created.body.id } });

    const off = await patch(created.body.id, {
      isActive: false,
      code: "HACKED",
      name: "X",
      totalEarningsCents: 999_999,
      totalEarnings: "9999.00",
      commissionRate: 1,
      id: 77,
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      id: created.body.id,
      code: "PARTNER",
      name: "Pat Partner",
      isActive: false,
      totalEarnings: "7.00",
      totalOrders: 2,
      commissionRate: 0.15,
    });
    expect(await prisma.affiliate.findUniqueOrThrow({ where: { id: created.body.id } })).toEqual({
      ...before,
      isActive: false,
    });
    expect(await prisma.affiliate.count()).toBe(1);

    const on = await patch(created.body.id, { isActive: true });
    expect(on.body.isActive).toBe(true);
    expect(await prisma.affiliate.findUniqueOrThrow({ where: { id: created.body.id } })).toEqual(before);
  });

  it("makes a deactivated code unusable at checkout", async () => {
    const created = await create(VALID);
    await patch(created.body.id, { isActive: false });
    expect((await callRoute(validateReferral, { method: "POST", body: { code: "PARTNER" } })).status).toBe(404);
  });

  it.each([
    ["a missing isActive", {}],
    ["isActive as text", { isActive: "false" }],
    ["isActive as a number", { isActive: 0 }],
    ["null", { isActive: null }],
  ])("refuses %s with 400", async (_label, body) => {
    const created = await create(VALID);
    const response = await patch(created.body.id, body);
    expect(response).toMatchObject({ status: 400, body: { message: "isActive: isActive must be true or false" } });
    expect((await prisma.affiliate.findUniqueOrThrow({ where: { id: created.body.id } })).isActive).toBe(true);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect(await patch(424_242, { isActive: false })).toMatchObject({
      status: 404,
      body: { message: "Affiliate not found" },
    });
    expect(await patch("x1", { isActive: false })).toMatchObject({
      status: 404,
      body: { message: "Affiliate not found" },
    });
  });
});

describe("POST /api/affiliates/{id}/reset-payout", () => {
  it("records the unpaid earnings as a payout and sets them to zero; a second reset records nothing", async () => {
    const created = await create(VALID);
    const id = created.body.id as number;
    await prisma.affiliate.update({ where: { id }, data: { totalEarningsCents: 1234, totalOrders: 4 } });

    const first = await reset(id);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("Payout of $12.34 recorded for Pat Partner");
    expect(first.body.affiliate).toMatchObject({
      id,
      totalEarnings: "0.00",
      totalOrders: 4,
      totalPaidOut: "12.34",
      lastPayout: { amount: "12.34", paidAt: expect.any(String) },
    });
    const payouts = await prisma.affiliatePayout.findMany({ where: { affiliateId: id } });
    expect(payouts).toHaveLength(1);
    expect(payouts[0]!.amountCents).toBe(1234);
    expect((await prisma.affiliate.findUniqueOrThrow({ where: { id } })).totalEarningsCents).toBe(0);

    const second = await reset(id);
    expect(second.body).toMatchObject({
      message: "Pat Partner has no unpaid earnings",
      affiliate: { totalEarnings: "0.00", totalPaidOut: "12.34" },
    });
    expect(await prisma.affiliatePayout.count()).toBe(1);

    await prisma.affiliate.update({ where: { id }, data: { totalEarningsCents: { increment: 123_456 } } });
    const third = await reset(id);
    expect(third.body.message).toBe("Payout of $1,234.56 recorded for Pat Partner");
    expect(third.body.affiliate).toMatchObject({
      totalEarnings: "0.00",
      totalPaidOut: "1246.90",
      lastPayout: { amount: "1234.56" },
    });
    expect(await prisma.affiliatePayout.count()).toBe(2);

    const listed = await callRoute(listAffiliates, { headers });
    expect(listed.body[0]).toMatchObject({ totalPaidOut: "1246.90", lastPayout: { amount: "1234.56" } });
  });

  it("records nothing for an affiliate that never earned", async () => {
    const created = await create(VALID);
    expect((await reset(created.body.id)).body.message).toBe("Pat Partner has no unpaid earnings");
    expect(await prisma.affiliatePayout.count()).toBe(0);
  });

  it("pays out once when two resets run at the same time", async () => {
    const created = await create(VALID);
    await prisma.affiliate.update({ where: { id: created.body.id }, data: { totalEarningsCents: 500 } });
    const results = await Promise.all([reset(created.body.id), reset(created.body.id)]);
    expect(results.map((result) => result.status)).toEqual([200, 200]);
    expect(results.map((result) => result.body.message).sort()).toEqual([
      "Pat Partner has no unpaid earnings",
      "Payout of $5.00 recorded for Pat Partner",
    ]);
    expect((await prisma.affiliatePayout.findMany()).map((payout) => payout.amountCents)).toEqual([500]);
  });

  it("answers 404 for an unknown affiliate", async () => {
    expect(await reset(31_337)).toMatchObject({ status: 404, body: { message: "Affiliate not found" } });
    expect(await prisma.affiliatePayout.count()).toBe(0);
  });
});

describe("DELETE /api/affiliates/{id}", () => {
  it("deletes the affiliate and its payouts, keeps the payments' history, then answers 404", async () => {
    const created = await create(VALID);
    const other = await create({ ...VALID, code: "OTHER" });
    const id = created.body.id as number;
    await prisma.affiliatePayout.create({ data: { affiliateId: id, amountCents: 900 } });
    const payment = await createPaymentRow({
      subtotalCents: 10000,
      shippingCents: 500,
      affiliateId: id,
      commissionCents: 1500,
      commissionBookedAt: new Date(),
    });

    expect(await remove(id)).toMatchObject({ status: 200, body: { message: "Affiliate deleted" } });
    expect(await prisma.affiliate.findUnique({ where: { id } })).toBeNull();
    expect(await prisma.affiliatePayout.count()).toBe(0);
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      affiliateId: null,
      commissionCents: 1500,
      totalCents: 10500,
    });
    expect(await prisma.affiliate.findUnique({ where: { id: other.body.id } })).not.toBeNull();
    expect(await remove(id)).toMatchObject({ status: 404, body: { message: "Affiliate not found" } });
  });

  it.each(["abc", "0", "-3"])("answers 404 for the id %s", async (id) => {
    await create(VALID);
    expect(await remove(id)).toMatchObject({ status: 404, body: { message: "Affiliate not found" } });
    expect(await prisma.affiliate.count()).toBe(1);
  });
});
