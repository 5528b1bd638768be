import "server-only";
import { z } from "zod";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { databaseProvider, prisma } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import { fractionToBasisPoints } from "@/lib/money/apply-basis-points";
import { parseDollarsToCents } from "@/lib/money/format-cents";
import { discountValueIssue, type CouponFormOutput, type CouponUpdate } from "@/lib/validation/coupon";
import { toCouponDto, type CouponDto } from "./coupon-dto";
import { countCouponUsage } from "./coupon-redemptions";

const couponIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** A malformed id is answered like a missing coupon. */
export function parseCouponId(value: string): number {
  const parsed = couponIdSchema.safeParse(value);
  if (!parsed.success) throw notFound("Coupon not found");
  return parsed.data;
}

/** Every coupon, newest first. */
export async function listCoupons(): Promise<CouponDto[]> {
  const coupons = await prisma.coupon.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return coupons.map(toCouponDto);
}

const toCents = (dollars: number | null) => (dollars === null ? null : parseDollarsToCents(dollars));

/** Percent → basis points, dollars → cents. */
function toStoredDiscountValue(discountType: string, value: number): number {
  return discountType === "percentage" ? fractionToBasisPoints(value / 100) : parseDollarsToCents(value);
}

/**
 * Stores a validated coupon (percent → basis points, dollars → cents). The unique index on code
 * decides between two creators of the same code: the loser gets 409, never a second row. A code an
 * affiliate already uses is refused too (a best-effort check: the two tables share no index).
 */
export async function createCoupon(input: CouponFormOutput): Promise<CouponDto> {
  // A typed code is tried as a coupon first (spec section 4): a coupon with an affiliate's code would
  // silently hide that affiliate's referral code at checkout.
  if (await prisma.affiliate.findUnique({ where: { code: input.code }, select: { id: true } })) {
    throw conflict(`The code ${input.code} is already used by an affiliate`);
  }
  const discountValue = toStoredDiscountValue(input.discountType, input.discountValue);
  try {
    const coupon = await prisma.coupon.create({
      data: {
        code: input.code,
        discountType: input.discountType,
        discountValue,
        minOrderCents: toCents(input.minOrderAmount),
        maxDiscountCents: toCents(input.maxDiscount),
        expiresAt: input.expiresAt === null ? null : new Date(input.expiresAt),
        isActive: true,
        maxUses: input.maxUses,
        oncePerCustomer: input.oncePerCustomer,
      },
    });
    return toCouponDto(coupon);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A coupon with code ${input.code} already exists`);
    throw error;
  }
}

/** Deletes a coupon; payments that used it keep their amounts (their couponId becomes null). */
export async function deleteCoupon(couponId: number): Promise<void> {
  const { count } = await prisma.coupon.deleteMany({ where: { id: couponId } });
  if (count === 0) throw notFound("Coupon not found");
}

/**
 * Edits a coupon's value, minimum order, maximum discount, expiry, usage limit, once-per-customer rule
 * and active state (code and type stay). Under the coupon's row lock, as a checkout placing orders
 * holds it: a usage limit below the uses already held (paid or reserved checkouts) is refused.
 */
export async function updateCoupon(couponId: number, changes: CouponUpdate): Promise<CouponDto> {
  return prisma.$transaction(async (tx) => {
    if (databaseProvider === "postgres") {
      await tx.$queryRaw`SELECT "id" FROM "Coupon" WHERE "id" = ${couponId} FOR UPDATE`;
    }
    const coupon = await tx.coupon.findUnique({ where: { id: couponId } });
    if (!coupon) throw notFound("Coupon not found");
    const discountType = coupon.discountType === "fixed" ? "fixed" : "percentage";
    if (changes.discountValue !== undefined) {
      const issue = discountValueIssue(discountType, changes.discountValue);
      if (issue) throw badRequest(`discountValue: ${issue}`);
    }
    if (changes.maxUses !== undefined && changes.maxUses !== null) {
      const { liveUses } = await countCouponUsage(tx, couponId);
      if (changes.maxUses < liveUses) {
        throw conflict(
          `The usage limit cannot be lower than the ${liveUses} ${liveUses === 1 ? "use" : "uses"} this coupon already has (paid or reserved checkouts)`,
        );
      }
    }
    const updated = await tx.coupon.update({
      where: { id: couponId },
      data: {
        ...(changes.discountValue !== undefined && {
          discountValue: toStoredDiscountValue(discountType, changes.discountValue),
        }),
        ...(changes.minOrderAmount !== undefined && { minOrderCents: toCents(changes.minOrderAmount) }),
        ...(changes.maxDiscount !== undefined && { maxDiscountCents: toCents(changes.maxDiscount) }),
        ...(changes.expiresAt !== undefined && {
          expiresAt: changes.expiresAt === null ? null : new Date(changes.expiresAt),
        }),
        ...(changes.maxUses !== undefined && { maxUses: changes.maxUses }),
        ...(changes.oncePerCustomer !== undefined && { oncePerCustomer: changes.oncePerCustomer }),
        ...(changes.isActive !== undefined && { isActive: changes.isActive }),
      },
    });
    return toCouponDto(updated);
  });
}
