// Rows for integration tests, made through the one Prisma client.
import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/sqlite/client";

export function makeSessionId(): string {
  return `session_${Date.now()}_${randomUUID()}`;
}

export async function createDesignRow(overrides: { sessionId?: string | null; originalName?: string } = {}) {
  return prisma.design.create({
    data: {
      originalName: overrides.originalName ?? "artwork.png",
      filename: `${randomUUID()}.png`,
      sessionId: overrides.sessionId ?? null,
      mimeType: "image/png",
      sizeBytes: 1234,
      width: 900,
      height: 900,
      checksum: "0".repeat(64),
    },
  });
}

export async function findSize(name: string) {
  return prisma.stickerSize.findUniqueOrThrow({ where: { name } });
}

/** The sticker columns of a cart or order line of a standard size (the line keeps them itself). */
export function stickerOf(size: { id: number; name: string; shape: string; width: number; height: number }) {
  return {
    sizeId: size.id,
    shape: size.shape,
    widthInches: size.width,
    heightInches: size.height,
    sizeName: size.name,
  };
}

export async function addCartLine(sessionId: string, sizeName: string, quantity: number, roundedCorners = false) {
  const design = await createDesignRow({ sessionId });
  const size = await findSize(sizeName);
  // Same pricing as the cart API on the spec's default catalogue (the checkout re-prices anyway).
  const { priceCatalogueLine } = await import("@/lib/pricing/price-catalogue-line");
  const { SPEC_SIZE_IDS, buildSpecCatalogue } = await import("@/lib/pricing/__fixtures__/spec-catalogue");
  const sizeId = (SPEC_SIZE_IDS as Record<string, number>)[sizeName];
  if (sizeId === undefined) throw new Error(`addCartLine prices the spec's sizes only, not ${sizeName}`);
  const sticker = {
    sizeId,
    shape: size.shape === "circle" ? "circle" : "square",
    widthInches: 0,
    heightInches: 0,
  } as const;
  const price = priceCatalogueLine(buildSpecCatalogue(), sticker, { quantity, roundedCorners });
  return prisma.cartItem.create({
    data: {
      sessionId,
      designId: design.id,
      ...stickerOf(size),
      quantity,
      roundedCorners,
      unitPriceCents: price.unitPriceCents,
      totalPriceCents: price.totalPriceCents,
    },
  });
}

export const CUSTOMER = {
  customerName: "Ada Lovelace",
  customerEmail: "ada@example.com",
  customerPhone: "702-555-0100",
  companyName: "Analytical Engines",
  shippingAddress: "1 Main St",
  shippingCity: "Reno",
  shippingState: "NV",
  shippingZip: "89501",
  shippingCountry: "United States",
  additionalNotes: "Leave at the door",
};

export async function createCoupon(data: {
  code: string;
  discountType: "percentage" | "fixed";
  discountValue: number;
  minOrderCents?: number | null;
  maxDiscountCents?: number | null;
  expiresAt?: Date | null;
  isActive?: boolean;
  maxUses?: number | null;
  oncePerCustomer?: boolean;
  usesCount?: number;
}) {
  return prisma.coupon.create({ data });
}

export async function createAffiliate(data: {
  code: string;
  name?: string;
  email?: string;
  commissionType?: "percentage" | "flat";
  commissionRate?: number;
  customerDiscountType?: "percentage" | "fixed";
  customerDiscountRate?: number | null;
  maxCustomerDiscountCents?: number | null;
  isActive?: boolean;
}) {
  return prisma.affiliate.create({
    data: {
      name: "Partner",
      email: "partner@example.com",
      commissionType: "percentage",
      commissionRate: 1000,
      ...data,
    },
  });
}

/** Empties everything a test can create, children first, so each test starts from the seeded sizes. */
export async function resetShopData() {
  await prisma.$transaction([
    prisma.emailMessageOrder.deleteMany(),
    prisma.emailMessage.deleteMany(),
    prisma.webhookEvent.deleteMany(),
    prisma.order.deleteMany(),
    prisma.payment.deleteMany(),
    prisma.testPaymentIntent.deleteMany(),
    prisma.cartItem.deleteMany(),
    prisma.design.deleteMany(),
    prisma.coupon.deleteMany(),
    prisma.affiliatePayout.deleteMany(),
    prisma.affiliate.deleteMany(),
  ]);
}

/** An order row inserted directly (a paid 50 × 2" order of CUSTOMER unless overridden). */
export async function createOrderRow(overrides: Partial<Prisma.OrderUncheckedCreateInput> = {}) {
  const designId = overrides.designId ?? (await createDesignRow()).id;
  const size =
    overrides.sizeId != null
      ? await prisma.stickerSize.findUniqueOrThrow({ where: { id: overrides.sizeId } })
      : await findSize('2"');
  return prisma.order.create({
    data: {
      ...CUSTOMER,
      quantity: 50,
      unitPriceCents: 100,
      totalPriceCents: 5000,
      status: "paid",
      ...stickerOf(size),
      ...overrides,
      designId,
    },
  });
}
