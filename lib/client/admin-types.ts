import type { OrderDto } from "@/lib/orders/order-dto";

// What the admin endpoints answer, as the browser sees it (JSON: dates are ISO strings).

export type AdminOrder = OrderDto;

export type OrdersPage = { orders: AdminOrder[]; total: number; page: number; pageSize: number };

export type BulkResult = { message: string; count: number; missingIds: number[] };

export type StatusUpdateResult = { order: AdminOrder; message: string };

// One list of statuses for the server's validation and the dashboard's dropdown.
export { ORDER_STATUSES } from "@/lib/validation/admin-orders";

export type StickerSizeOption = { id: number; name: string };

export type AdminSession = { token: string; expiresAt: string };

export type AdminCoupon = {
  id: number;
  code: string;
  discountType: "percentage" | "fixed";
  /** 15 = 15% for percentage coupons, 10 = $10 for fixed ones. */
  discountValue: number;
  minOrderAmount: number | null;
  maxDiscount: number | null;
  expiresAt: string | null;
  isActive: boolean;
  createdAt: string;
};

export type AdminAffiliate = {
  id: number;
  code: string;
  name: string;
  email: string;
  commissionType: "percentage" | "flat";
  /** 0.15 = 15% for percentage commissions, 5 = $5 for flat ones. */
  commissionRate: number;
  customerDiscountType: "percentage" | "fixed";
  /** 0.05 = 5% for percentage discounts, 5 = $5 for fixed ones; null: none set. */
  customerDiscountRate: number | null;
  maxCustomerDiscount: number | null;
  isActive: boolean;
  totalEarnings: string;
  totalOrders: number;
  createdAt: string;
  lastPayout: { amount: string | number; paidAt: string } | null;
  totalPaidOut: string | number;
};

// The server's own answer types (type-only imports: nothing server-side reaches the bundle).
export type { FileHealthStatus } from "@/lib/file-health/classify";
export type { FileHealthReport } from "@/lib/file-health/file-health-report";
export type { FileInfo } from "@/lib/file-health/file-info";
import type { FileInfo } from "@/lib/file-health/file-info";

export type FileActionResult = { message: string; fileInfo: FileInfo };

export type DesignFileLink = { url: string; originalName: string; mimeType: string; expiresAt: string };
