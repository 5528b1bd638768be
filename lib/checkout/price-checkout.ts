import "server-only";
import { createHash } from "node:crypto";
import { badRequest } from "@/lib/api/errors";
import type { Database } from "@/lib/db/client";
import { calculateOrderTotal } from "@/lib/discounts/calculate-order-total";
import { calculateCartTotal, countStickers } from "@/lib/pricing/calculate-cart-total";
import { getCatalogueForVersion } from "@/lib/catalogue/get-catalogue-for-version";
import { priceStickerLine } from "@/lib/stickers/price-sticker-line";
import { refuseRetiredStock } from "@/lib/stickers/refuse-retired-stock";
import { Prisma } from "@/lib/db/generated/sqlite/client";
import { readPlacedStickerLine } from "@/lib/stickers/read-placed-sticker-line";
import { readRawStickerLine, type RawStickerLineRow } from "@/lib/stickers/read-raw-sticker-line";
import type { PlacedStickerLine } from "@/lib/stickers/sticker-line";
import { stickerLineSqlColumns } from "@/lib/stickers/sticker-line-sql-columns";
import type { ShippingMethodId, ShippingQuote } from "@/lib/shipping/calculate-shipping";
import { quoteShipping } from "@/lib/shipping/quote-shipping";
import { findActiveAffiliate, type ReferralAffiliate } from "@/lib/affiliates/find-active-affiliate";
import { calculateAffiliateCustomerDiscount, resolveDiscountCode } from "./resolve-discount-code";

type Db = Pick<Database, "cartItem" | "coupon" | "affiliate" | "couponRedemption" | "$queryRaw">;

type CartLineRow = RawStickerLineRow & { catalogueVersion: unknown; id: number | null; quantity: number };

/**
 * The session's cart lines in cart order, and the catalogue's version stamp (#35), in one raw statement
 * (findMany + include was two statements and most of the CPU of this hot read in Prisma's query
 * compiler): the catalogue's one-row settings joined with the lines, so an empty cart still answers the
 * stamp. Each line carries its own sticker (readRawStickerLine: SQLite answers booleans as 0/1).
 */
async function readCartLines(db: Db, sessionId: string) {
  const rows = await db.$queryRaw<CartLineRow[]>(Prisma.sql`
    SELECT v."version" AS "catalogueVersion", c."id", c."quantity", ${Prisma.raw(stickerLineSqlColumns("c"))}
    FROM "CatalogueSetting" v
    LEFT JOIN "CartItem" c ON c."sessionId" = ${sessionId}
    WHERE v."id" = 1
    ORDER BY c."createdAt" ASC, c."id" ASC`);
  const lines = rows
    .filter((row): row is CartLineRow & { id: number } => row.id !== null)
    .map((row) => ({
      id: row.id,
      quantity: row.quantity,
      sticker: readPlacedStickerLine(readRawStickerLine(row)),
    }));
  return { catalogueVersion: String(rows[0]?.catalogueVersion ?? ""), lines };
}

/** A cart line priced for the checkout: its whole sticker (design, corners and placement included). */
export type CheckoutLine = PlacedStickerLine & {
  cartItemId: number;
  quantity: number;
  unitPriceCents: number;
  totalPriceCents: number;
};

export type CheckoutPricing = {
  lines: CheckoutLine[];
  totalQuantity: number;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  isFree: boolean;
  shipping: ShippingQuote;
  couponId: number | null;
  affiliate: ReferralAffiliate | null;
  attributionMethod: "link" | "code" | null;
  /**
   * The discount's code: typed into the code field, or the referral link's affiliate code, whose
   * discount applies as if it had been typed (decisions.md, 2026-11-24) until the shopper removes it.
   */
  appliedCode: { kind: "coupon" | "referral"; code: string; source: "typed" | "link" } | null;
  codeRejection: string | null;
  /** Identifies this exact cart: the same lines give the same payment. */
  cartFingerprint: string;
};

export type PriceCheckoutInput = {
  sessionId: string;
  shippingMethod: ShippingMethodId;
  shippingCity?: string | null;
  shippingState?: string | null;
  code?: string | null;
  /** Affiliate code remembered from a referral link (cookie), if any. */
  referralLinkCode?: string | null;
  /** The shopper took the referral link's discount off (to apply a coupon, say): attribution stays. */
  removeReferralDiscount?: boolean;
  now?: Date;
  /** The customer's e-mail, once known (placing orders): checked by once-per-customer coupons. */
  customerEmail?: string | null;
  /** The payment being priced: its own coupon use does not count against it. */
  exceptPaymentId?: string | null;
};

/** Prices the session's cart from the database: the one place checkout amounts come from. */
export async function priceCheckout(db: Db, input: PriceCheckoutInput): Promise<CheckoutPricing> {
  const { catalogueVersion, lines: items } = await readCartLines(db, input.sessionId);
  const catalogue = await getCatalogueForVersion(catalogueVersion);
  // Lines are re-priced as the cart and the quote price them, never taken from what was stored or sent;
  // a material or finish deactivated since the line was added is refused (409), and the names are today's.
  const lines: CheckoutLine[] = items.map(({ id, quantity, sticker }) => {
    refuseRetiredStock(catalogue, sticker, "cart");
    const { unitPriceCents, totalPriceCents, ...stock } = priceStickerLine(catalogue, sticker, {
      quantity,
      roundedCorners: sticker.roundedCorners,
      materialId: sticker.materialId,
      finishId: sticker.finishId,
    });
    return { cartItemId: id, ...sticker, ...stock, quantity, unitPriceCents, totalPriceCents };
  });
  const subtotalCents = calculateCartTotal(lines);
  const totalQuantity = countStickers(lines);

  let discountCents = 0;
  let couponId: number | null = null;
  let affiliate: ReferralAffiliate | null = null;
  let attributionMethod: "link" | "code" | null = null;
  let appliedCode: CheckoutPricing["appliedCode"] = null;
  let codeRejection: string | null = null;

  if (input.code) {
    const resolved = await resolveDiscountCode(db, input.code, subtotalCents, input.now, {
      customerEmail: input.customerEmail,
      exceptPaymentId: input.exceptPaymentId,
    });
    if (resolved.kind === "coupon") {
      discountCents = resolved.discountCents;
      couponId = resolved.couponId;
      appliedCode = { kind: "coupon", code: resolved.code, source: "typed" };
    } else if (resolved.kind === "referral") {
      discountCents = resolved.discountCents;
      affiliate = resolved.affiliate;
      attributionMethod = "code";
      appliedCode = { kind: "referral", code: resolved.code, source: "typed" };
    } else {
      codeRejection = resolved.message;
    }
  }
  if (!affiliate && input.referralLinkCode) {
    // A referral link attributes the order to the affiliate (commission), whatever discount applies.
    affiliate = await findActiveAffiliate(input.referralLinkCode, db);
    if (affiliate) attributionMethod = "link";
    // Its discount applies as if the code had been typed, unless the shopper removed it or typed a code
    // (one discount at a time: a typed coupon replaces it).
    if (affiliate && !input.code && !input.removeReferralDiscount) {
      discountCents = calculateAffiliateCustomerDiscount(affiliate, subtotalCents);
      appliedCode = { kind: "referral", code: affiliate.code, source: "link" };
    }
  }

  const shipping = quoteShipping(catalogue.shipping, {
    method: input.shippingMethod,
    city: input.shippingCity ?? undefined,
    state: input.shippingState ?? undefined,
    totalQuantity,
  });
  const total = calculateOrderTotal({ subtotalCents, discountCents, shippingCents: shipping.costCents });
  const cartFingerprint = createHash("sha256")
    .update(
      JSON.stringify(
        lines.map((line) => [line.cartItemId, line.sizeId, line.quantity, line.roundedCorners, line.totalPriceCents]),
      ),
    )
    .digest("hex");

  return {
    lines,
    totalQuantity,
    subtotalCents,
    discountCents: total.discountCents,
    shippingCents: total.shippingCents,
    totalCents: total.totalCents,
    isFree: total.isFree && lines.length > 0,
    shipping,
    couponId,
    affiliate,
    attributionMethod,
    appliedCode,
    codeRejection,
    cartFingerprint,
  };
}

/** The fields of a checkout request that its price depends on (any other field is ignored). */
export type CheckoutPricingRequest = Pick<
  PriceCheckoutInput,
  "sessionId" | "shippingMethod" | "shippingCity" | "shippingState" | "code" | "removeReferralDiscount"
>;

/** Prices the cart for paying: an empty cart or a code that does not apply is a 400 { message }. */
export async function pricePayableCheckout(
  db: Db,
  quote: CheckoutPricingRequest,
  context: Pick<PriceCheckoutInput, "referralLinkCode" | "now" | "customerEmail" | "exceptPaymentId"> = {},
): Promise<CheckoutPricing> {
  const pricing = await priceCheckout(db, {
    sessionId: quote.sessionId,
    shippingMethod: quote.shippingMethod,
    shippingCity: quote.shippingCity,
    shippingState: quote.shippingState,
    code: quote.code,
    removeReferralDiscount: quote.removeReferralDiscount,
    ...context,
  });
  if (pricing.lines.length === 0) throw badRequest("Your cart is empty. Please add stickers before checking out.");
  if (pricing.codeRejection) throw badRequest(pricing.codeRejection);
  return pricing;
}
