import type { OrderDto } from "@/lib/orders/order-dto";

// What the admin endpoints answer, as the browser sees it (JSON: dates are ISO strings).

export type AdminOrder = OrderDto;

export type OrdersPage = { orders: AdminOrder[]; total: number; page: number; pageSize: number };

export type BulkResult = { message: string; count: number; missingIds: number[] };

export type StatusUpdateResult = { order: AdminOrder; message: string };

export const ORDER_STATUSES = ["pending", "paid", "processing", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

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

export type FileHealthStatus = "healthy" | "corrupted" | "missing";

export type FileHealthReport = {
  status: "all_healthy" | "issues_detected";
  timestamp: string;
  summary: { total: number; healthy: number; corrupted: number; missing: number };
  details: Record<string, unknown>;
  files: Array<{ filename: string; originalName: string; status: FileHealthStatus }>;
};

export type FileInfo = {
  filename: string;
  originalName: string;
  mimeType: string;
  isImage: boolean;
  status: FileHealthStatus;
  primaryExists: boolean;
  primaryHealthy: boolean;
  backupExists: boolean;
  backupHealthy: boolean;
  metadataExists: boolean;
  backupSystemStatus: "fully_protected" | "at_risk";
  metadata: { checksum: string; createdAt: string; verified: boolean } | null;
  previewUrl: string | null;
  viewUrl: string | null;
  canRestorePrimary: boolean;
  /** The primary is good and the file is not fully protected (the server may leave it out). */
  canCreateBackup?: boolean;
};

export type FileActionResult = { message: string; fileInfo: FileInfo };

export type DesignFileLink = { url: string; originalName: string; mimeType: string; expiresAt: string };
