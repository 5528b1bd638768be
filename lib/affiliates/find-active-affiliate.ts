import "server-only";
import { prisma, type Database } from "@/lib/db/client";

/** What checkout and the referral endpoints need to know of an affiliate. */
export type ReferralAffiliate = {
  id: number;
  code: string;
  name: string;
  isActive: boolean;
  commissionType: string;
  commissionRate: number;
  customerDiscountType: string;
  customerDiscountRate: number | null;
  maxCustomerDiscountCents: number | null;
};

/** The active affiliate with this code (any case), or null; pass `db` to read inside a transaction. */
export async function findActiveAffiliate(
  code: string,
  db: Pick<Database, "affiliate"> = prisma,
): Promise<ReferralAffiliate | null> {
  const affiliate = await db.affiliate.findUnique({ where: { code: code.trim().toUpperCase() } });
  return affiliate && affiliate.isActive ? affiliate : null;
}
