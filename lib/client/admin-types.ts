import type { AffiliateDto } from "@/lib/affiliates/affiliate-dto";
import type { CouponDto } from "@/lib/coupons/coupon-dto";
import type { OrderDto } from "@/lib/orders/order-dto";

// What the admin endpoints answer, as the browser sees it (JSON: dates are ISO strings).

export type AdminOrder = OrderDto;

export type { OrderPage as OrdersPage } from "@/lib/orders/list-orders";

export type { BulkResult } from "@/lib/orders/bulk-orders";

export type { BulkStatusResult } from "@/lib/orders/bulk-status";

export type { OrderStats } from "@/lib/orders/order-stats";

export type StatusUpdateResult = { order: AdminOrder; message: string };

// One list of statuses for the server's validation and the dashboard's dropdown.
export { ORDER_STATUSES } from "@/lib/validation/admin-orders";

export type StickerSizeOption = { id: number; name: string };

export type AdminSession = { token: string; expiresAt: string };

export type AdminCoupon = CouponDto;

export type AdminAffiliate = AffiliateDto;

// The server's own answer types (type-only imports: nothing server-side reaches the bundle).
export type { FileHealthStatus } from "@/lib/file-health/classify";
export type { FileHealthReport } from "@/lib/file-health/file-health-report";
export type { FileInfo } from "@/lib/file-health/file-info";
import type { FileInfo } from "@/lib/file-health/file-info";

export type FileActionResult = { message: string; fileInfo: FileInfo };

export type { DesignFileLink } from "@/lib/design-links/design-file-link";
