import "server-only";
import { prisma } from "@/lib/db/client";
import { hashOrderLinkToken, isOrderLinkTokenShape } from "./order-links";

/** The checkout (payment id) of an unrevoked link, or null for anything else (unknown, revoked, malformed). */
export async function findOrderLinkPayment(token: string): Promise<string | null> {
  if (!isOrderLinkTokenShape(token)) return null;
  const link = await prisma.orderLink.findUnique({
    where: { tokenHash: hashOrderLinkToken(token) },
    select: { paymentId: true, revokedAt: true },
  });
  return link && link.revokedAt === null ? link.paymentId : null;
}
