import "server-only";
import { z } from "zod";
import { conflict, notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import { fractionToBasisPoints } from "@/lib/money/apply-basis-points";
import { parseDollarsToCents } from "@/lib/money/format-cents";
import type { CouponFormOutput } from "@/lib/validation/coupon";
import { toCouponDto, type CouponDto } from "./coupon-dto";

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
  const discountValue =
    input.discountType === "percentage"
      ? fractionToBasisPoints(input.discountValue / 100)
      : parseDollarsToCents(input.discountValue);
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
