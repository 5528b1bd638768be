import type { AffiliateDto } from "@/lib/affiliates/affiliate-dto";
import type { CouponDto } from "@/lib/discounts/coupon-dto";
import type { OrderDto } from "@/lib/domain/order-dto";

// What the admin endpoints answer, as the browser sees it (JSON: dates are ISO strings).

export type AdminOrder = OrderDto;

export type { OrderPage as OrdersPage } from "@/lib/orders/list-orders";

export type { BulkResult } from "@/lib/orders/bulk-orders";

export type { BulkStatusResult } from "@/lib/orders/bulk-status";

export type { OrderStats } from "@/lib/orders/order-stats";

export type StatusUpdateResult = { order: AdminOrder; message: string };

/** POST /api/orders/{id}/refund: the order after "Cancel and refund" (still paid while a refund is pending). */
export type RefundResult = {
  order: AdminOrder;
  refund: { id: string; status: "succeeded" | "pending"; amount: string };
  message: string;
};

// One list of statuses for the server's validation and the dashboard's dropdown.
export { ORDER_STATUSES } from "@/lib/domain/order-statuses";

export type StickerSizeOption = { id: number; name: string };

/** An unlocked page's session; keptUntil when this device is kept signed in (its httpOnly cookie). */
export type AdminSession = { token: string; expiresAt: string; keptUntil?: string };

export type AdminCoupon = CouponDto;

export type AdminAffiliate = AffiliateDto;

// The server's own answer types (type-only imports: nothing server-side reaches the bundle).
export type { FileHealthStatus } from "@/lib/designs/health/classify";
export type { FileHealthEntry, FileHealthReport } from "@/lib/designs/health/file-health-report";
export type { FileInfo } from "@/lib/designs/health/file-info";
import type { FileInfo } from "@/lib/designs/health/file-info";

export type FileActionResult = { message: string; fileInfo: FileInfo };

export type { DesignFileLink } from "@/lib/designs/links/design-file-link";

// GET /api/admin/orders/{id}: the order detail page.
export type {
  OrderDetail,
  OrderDetailDesign,
  OrderDetailEmail,
  OrderDetailHistoryEntry,
  OrderDetailPayment,
  OrderDetailPrint,
  OrderDetailSibling,
} from "@/lib/orders/get-order-detail";
export type { AdminProof } from "@/lib/proofs/admin-proof-dto";
import type { EmailState as OrderEmailState } from "@/lib/email/email-delivery-state";
export type { OrderEmailState };

/** POST /api/admin/emails/{id}/resend (written with the e-mail retries): the fields this page reads. */
/** POST /api/admin/emails/{id}/resend: the e-mail after the new send was tried. */
export type EmailResendResult = {
  id: number;
  subject: string;
  toAddress: string;
  status: string;
  state: OrderEmailState;
  attempts: number;
  error: string | null;
  sentAt: string | null;
  createdAt: string;
};

/** GET and PATCH /api/admin/settings: the shop settings and the address used while notificationEmail is empty. */
export type { AdminShopSettings } from "@/lib/settings/admin-shop-settings";

/** GET /api/admin/deployment-check: the deployment check of the server's environment. */
export type { DeploymentVerdict, Gap as DeploymentGap } from "@/lib/deployment/check-deployment.mjs";

/** GET /api/admin/catalogue and the bodies of its writes (#35): the owner's catalogue at /admin/catalogue. */
export type { AdminCatalogueDto as AdminCatalogue } from "@/lib/catalogue/read-admin-catalogue";
export type { AdminSizeDto as AdminCatalogueSize } from "@/lib/catalogue/present-admin-size";
export type { CatalogueChangeDto as CatalogueHistoryEntry } from "@/lib/catalogue/list-catalogue-history";
export type { PriceGridDto as EditablePriceGrid } from "@/lib/catalogue/present-price-grid";
/** #39: a sheet size as the admin API shows it, and the sheets' own grid as it is edited. */
export type { CatalogueSheetSize as AdminCatalogueSheetSize } from "@/lib/domain/catalogue";
export type { SheetGridDto as EditableSheetGrid } from "@/lib/catalogue/present-sheet-grid";
export type { ShippingRulesDto as EditableShipping } from "@/lib/catalogue/present-shipping-rules";
