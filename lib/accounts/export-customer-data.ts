import "server-only";
import { prisma } from "@/lib/db/client";
import { formatOrderNumber } from "@/lib/domain/format-order-number";
import { getServerEnv } from "@/lib/env";
import { findCustomerOrderIds } from "./find-customer-order-ids";
import type { SignedInCustomer } from "./read-signed-in-customer";

/**
 * Everything the shop keeps about a customer, as JSON for "Download my data": the account, its signed-in
 * browsers, and every order placed with the address (contact, address, what was ordered and paid, proofs'
 * states, shipping) with its design's name and size. Money in cents, times in ISO 8601 (UTC).
 */
export async function exportCustomerData(customer: SignedInCustomer, now = new Date()) {
  const ids = await findCustomerOrderIds(prisma, customer.email);
  const [account, orders] = await Promise.all([
    prisma.customer.findUniqueOrThrow({
      where: { id: customer.id },
      select: {
        email: true,
        name: true,
        createdAt: true,
        sessions: { select: { createdAt: true, expiresAt: true, ipAddress: true, userAgent: true } },
      },
    }),
    prisma.order.findMany({
      where: { id: { in: ids } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      include: { design: { select: { originalName: true, width: true, height: true, createdAt: true } } },
    }),
  ]);
  const timeZone = getServerEnv().SHOP_TIME_ZONE;
  return {
    exportedAt: now.toISOString(),
    account: {
      email: account.email,
      name: account.name,
      createdAt: account.createdAt.toISOString(),
      signedInBrowsers: account.sessions.map((session) => ({
        signedInAt: session.createdAt.toISOString(),
        expiresAt: session.expiresAt.toISOString(),
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })),
    },
    orders: orders.map((order) => ({
      orderNumber: formatOrderNumber(order.id, order.createdAt, timeZone),
      placedAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      status: order.status,
      proofState: order.proofState,
      sticker: {
        size: order.sizeName,
        shape: order.shape,
        widthInches: order.widthInches,
        heightInches: order.heightInches,
        material: order.materialName,
        finish: order.finishName,
        roundedCorners: order.roundedCorners,
        quantity: order.quantity,
      },
      design: {
        name: order.design.originalName,
        widthPixels: order.design.width,
        heightPixels: order.design.height,
        uploadedAt: order.design.createdAt.toISOString(),
      },
      amountsCents: {
        unitPrice: order.unitPriceCents,
        total: order.totalPriceCents,
        discount: order.discountCents,
        shipping: order.shippingCents,
        refunded: order.refundedCents,
      },
      couponCode: order.couponCode,
      contact: {
        name: order.customerName,
        email: order.customerEmail,
        phone: order.customerPhone,
        company: order.companyName,
        notes: order.additionalNotes,
      },
      shipping: {
        address: order.shippingAddress,
        city: order.shippingCity,
        state: order.shippingState,
        zip: order.shippingZip,
        country: order.shippingCountry,
        method: order.shippingMethod,
        carrier: order.carrier,
        trackingNumber: order.trackingNumber,
        shippedAt: order.shippedAt?.toISOString() ?? null,
      },
    })),
  };
}
