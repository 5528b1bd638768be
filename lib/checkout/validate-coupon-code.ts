import "server-only";
import { badRequest, notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { formatCents } from "@/lib/money/format-cents";
import { pricePayableCheckout } from "./price-checkout";
import { resolveDiscountCode } from "./resolve-discount-code";

/**
 * POST /api/validate-coupon: checks a coupon against the session's cart as the server prices it, and
 * against its usage limits (once per customer only when the request names the customer's e-mail).
 */
export async function validateCouponCode(code: string, sessionId: string, customerEmail?: string) {
  const { subtotalCents } = await pricePayableCheckout(prisma, { sessionId, shippingMethod: "standard" });
  const resolved = await resolveDiscountCode(prisma, code, subtotalCents, new Date(), { customerEmail });
  if (
    resolved.kind === "invalid" &&
    !(await prisma.coupon.findUnique({ where: { code: resolved.code }, select: { id: true } }))
  ) {
    throw notFound("Invalid coupon code");
  }
  if (resolved.kind === "invalid") throw badRequest(resolved.message);
  if (resolved.kind !== "coupon") throw notFound("Invalid coupon code");
  return {
    code: resolved.code,
    discountType: resolved.discountType,
    discountAmount: formatCents(resolved.discountCents),
    newTotal: formatCents(subtotalCents - resolved.discountCents),
  };
}
