import "server-only";
import { z } from "zod";
import { conflict, notFound } from "@/lib/api/errors";
import type { TransactionClient } from "@/lib/domain/transaction-client";
import { prisma } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import { fractionToBasisPoints } from "@/lib/money/apply-basis-points";
import { formatUsd, parseDollarsToCents } from "@/lib/money/format-cents";
import type { AffiliateFormOutput } from "@/lib/validation/affiliate";
import { toAffiliateDto, type AffiliateDto } from "./affiliate-dto";

type Reader = Pick<TransactionClient, "affiliate" | "affiliatePayout">;

const affiliateIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** A malformed id is answered like a missing affiliate. */
export function parseAffiliateId(value: string): number {
  const parsed = affiliateIdSchema.safeParse(value);
  if (!parsed.success) throw notFound("Affiliate not found");
  return parsed.data;
}

const latestPayoutFirst = [{ paidAt: "desc" }, { id: "desc" }] as const;

async function readAffiliate(db: Reader, affiliateId: number): Promise<AffiliateDto> {
  const affiliate = await db.affiliate.findUnique({
    where: { id: affiliateId },
    include: { payouts: { orderBy: [...latestPayoutFirst], take: 1 } },
  });
  if (!affiliate) throw notFound("Affiliate not found");
  const total = await db.affiliatePayout.aggregate({ where: { affiliateId }, _sum: { amountCents: true } });
  const last = affiliate.payouts[0];
  return toAffiliateDto(affiliate, {
    lastPayout: last ? { amountCents: last.amountCents, paidAt: last.paidAt } : null,
    totalPaidOutCents: total._sum.amountCents ?? 0,
  });
}

/** Every affiliate, newest first, with its last payout and everything paid out so far. */
export async function listAffiliates(): Promise<AffiliateDto[]> {
  const [affiliates, totals] = await prisma.$transaction([
    prisma.affiliate.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      include: { payouts: { orderBy: [...latestPayoutFirst], take: 1 } },
    }),
    prisma.affiliatePayout.groupBy({
      by: ["affiliateId"],
      orderBy: { affiliateId: "asc" },
      _sum: { amountCents: true },
    }),
  ]);
  const paidOut = new Map(totals.map((row) => [row.affiliateId, row._sum?.amountCents ?? 0]));
  return affiliates.map((affiliate) => {
    const last = affiliate.payouts[0];
    return toAffiliateDto(affiliate, {
      lastPayout: last ? { amountCents: last.amountCents, paidAt: last.paidAt } : null,
      totalPaidOutCents: paidOut.get(affiliate.id) ?? 0,
    });
  });
}

/** Fraction → basis points for percentages, dollars → cents for flat/fixed amounts. */
function storedRate(type: string, value: number): number {
  return type === "percentage" ? fractionToBasisPoints(value) : parseDollarsToCents(value);
}

/**
 * Stores a validated affiliate. The unique index on code decides between two creators of one code
 * (409 for the loser). A code a coupon already uses is refused too: a typed code is tried as a
 * coupon first, so the referral code could never be typed (a best-effort check across two tables).
 */
export async function createAffiliate(input: AffiliateFormOutput): Promise<AffiliateDto> {
  if (await prisma.coupon.findUnique({ where: { code: input.code }, select: { id: true } })) {
    throw conflict(`The code ${input.code} is already used by a coupon`);
  }
  try {
    const affiliate = await prisma.affiliate.create({
      data: {
        code: input.code,
        name: input.name,
        email: input.email,
        commissionType: input.commissionType,
        commissionRate: storedRate(input.commissionType, input.commissionRate),
        customerDiscountType: input.customerDiscountType,
        customerDiscountRate:
          input.customerDiscountRate === null
            ? null
            : storedRate(input.customerDiscountType, input.customerDiscountRate),
        maxCustomerDiscountCents:
          input.maxCustomerDiscount === null ? null : parseDollarsToCents(input.maxCustomerDiscount),
        isActive: input.isActive,
      },
    });
    return toAffiliateDto(affiliate, { lastPayout: null, totalPaidOutCents: 0 });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`An affiliate with code ${input.code} already exists`);
    throw error;
  }
}

/** Activates or deactivates an affiliate (nothing else changes). */
export async function setAffiliateActive(affiliateId: number, isActive: boolean): Promise<AffiliateDto> {
  const { count } = await prisma.affiliate.updateMany({ where: { id: affiliateId }, data: { isActive } });
  if (count === 0) throw notFound("Affiliate not found");
  return readAffiliate(prisma, affiliateId);
}

/** Deletes an affiliate and its payout records; payments keep their history (affiliateId becomes null). */
export async function deleteAffiliate(affiliateId: number): Promise<void> {
  const { count } = await prisma.affiliate.deleteMany({ where: { id: affiliateId } });
  if (count === 0) throw notFound("Affiliate not found");
}

const MAX_RESET_ATTEMPTS = 5;

/**
 * Records what the affiliate has earned since the last payout as a payout and sets the earnings to
 * $0.00, in one transaction; with nothing unpaid, nothing is recorded. The earnings are cleared with
 * a conditional update on the amount just read, so a commission booked meanwhile is never wiped
 * without being paid out (the read is repeated instead), and two concurrent resets pay out once.
 */
export async function resetAffiliatePayout(affiliateId: number): Promise<{ message: string; affiliate: AffiliateDto }> {
  return prisma.$transaction(async (tx) => {
    for (let attempt = 1; attempt <= MAX_RESET_ATTEMPTS; attempt++) {
      const current = await tx.affiliate.findUnique({
        where: { id: affiliateId },
        select: { name: true, totalEarningsCents: true },
      });
      if (!current) throw notFound("Affiliate not found");
      const amountCents = current.totalEarningsCents;
      if (amountCents <= 0)
        return { message: `${current.name} has no unpaid earnings`, affiliate: await readAffiliate(tx, affiliateId) };
      const { count } = await tx.affiliate.updateMany({
        where: { id: affiliateId, totalEarningsCents: amountCents },
        data: { totalEarningsCents: 0 },
      });
      if (count === 1) {
        await tx.affiliatePayout.create({ data: { affiliateId, amountCents } });
        return {
          message: `Payout of ${formatUsd(amountCents)} recorded for ${current.name}`,
          affiliate: await readAffiliate(tx, affiliateId),
        };
      }
    }
    throw new Error(`The earnings of affiliate ${affiliateId} kept changing; payout not recorded`);
  });
}
