import { formatCents } from "@/lib/money/format-cents";
import { formatOrderNumber } from "./format-order-number";

export type OrderRow = {
  id: number;
  createdAt: Date;
  status: string;
  archived: boolean;
  totalPriceCents: number;
  unitPriceCents: number;
  discountCents: number;
  shippingCents: number;
  quantity: number;
  roundedCorners: boolean;
  designId: number;
  sizeId: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  companyName: string | null;
  additionalNotes: string | null;
  shippingAddress: string;
  shippingCity: string;
  shippingState: string;
  shippingZip: string;
  shippingCountry: string;
  shippingMethod: string;
  couponCode: string | null;
  paymentIntentId: string | null;
  design: { originalName: string; filename: string } | null;
  size: { name: string } | null;
};

/** An order as the API shows it (spec section 3 'Order fields read back'); money as decimal strings. */
export function toOrderDto(order: OrderRow, timeZone: string) {
  return {
    id: order.id,
    orderNumber: formatOrderNumber(order.id, order.createdAt, timeZone),
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    archived: order.archived,
    totalPrice: formatCents(order.totalPriceCents),
    unitPrice: formatCents(order.unitPriceCents),
    discountAmount: formatCents(order.discountCents),
    shippingCost: formatCents(order.shippingCents),
    quantity: order.quantity,
    roundedCorners: order.roundedCorners,
    designId: order.designId,
    designName: order.design?.originalName ?? null,
    designFilename: order.design?.filename ?? null,
    sizeId: order.sizeId,
    sizeName: order.size?.name ?? null,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    companyName: order.companyName,
    additionalNotes: order.additionalNotes,
    shippingAddress: order.shippingAddress,
    shippingCity: order.shippingCity,
    shippingState: order.shippingState,
    shippingZip: order.shippingZip,
    shippingCountry: order.shippingCountry,
    shippingMethod: order.shippingMethod,
    couponCode: order.couponCode,
    paymentIntentId: order.paymentIntentId,
  };
}

export type OrderDto = ReturnType<typeof toOrderDto>;

export const orderDtoInclude = {
  design: { select: { originalName: true, filename: true } },
  size: { select: { name: true } },
} as const;
