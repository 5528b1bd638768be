import { readErrorMessage, RequestError, requestJson } from "@/lib/client/request-json";
import type {
  AdminOrder,
  AdminProof,
  AdminSession,
  DesignFileLink,
  EmailResendResult,
  OrderDetail,
  RefundResult,
} from "./admin-types";

/** Thrown instead of a 401: the page's admin token ran out and the password gate is shown again. */
export class SessionExpiredError extends Error {
  constructor() {
    super("Your admin session has expired. Please log in again.");
    this.name = "SessionExpiredError";
  }
}

/** Admin calls for one unlocked page: every request carries `Authorization: Bearer <token>`. */
export type AdminApi = {
  request<T>(method: string, url: string, body?: unknown): Promise<T>;
  /** POST of a multipart form (a file upload); the browser sets the boundary. */
  postForm<T>(url: string, form: FormData): Promise<T>;
  /** The raw response of a GET (for files); non-OK answers other than 401 are returned as they are. */
  fetchRaw(url: string): Promise<Response>;
};

export function createAdminApi(token: string, onExpired: () => void): AdminApi {
  const headers = { Authorization: `Bearer ${token}` };
  const expire = (): never => {
    onExpired();
    throw new SessionExpiredError();
  };
  return {
    async request<T>(method: string, url: string, body?: unknown) {
      try {
        return await requestJson<T>(method, url, body, headers);
      } catch (error) {
        if (error instanceof RequestError && error.status === 401) expire();
        throw error;
      }
    },
    async postForm<T>(url: string, form: FormData) {
      const response = await fetch(url, {
        method: "POST",
        credentials: "include",
        cache: "no-store",
        headers,
        body: form,
      });
      if (response.status === 401) expire();
      if (!response.ok) throw new RequestError(response.status, await readErrorMessage(response));
      return (await response.json()) as T;
    },
    async fetchRaw(url: string) {
      const response = await fetch(url, { method: "GET", credentials: "include", cache: "no-store", headers });
      if (response.status === 401) expire();
      return response;
    },
  };
}

/**
 * POST /api/admin/session: the password buys a token kept in page memory only; ticked "Keep me signed
 * in on this device" also has the server set the device's httpOnly kept-session cookie.
 */
export function createAdminSession(password: string, keepSignedIn = false): Promise<AdminSession> {
  return requestJson<AdminSession>(
    "POST",
    "/api/admin/session",
    keepSignedIn ? { password, keepSignedIn } : { password },
  );
}

/** DELETE /api/admin/sessions: "Sign out all devices" (every admin session, this one included, ends). */
export function endAllAdminSessions(token: string): Promise<void> {
  return deleteAdminSession("/api/admin/sessions", token);
}

/**
 * DELETE /api/admin/session: sign out, so the server refuses this token from now on. A 401 means it was
 * no longer valid anyway; any other failure is thrown so the caller can say the server was not told.
 */
export function endAdminSession(token: string): Promise<void> {
  return deleteAdminSession("/api/admin/session", token);
}

/** A sign-out DELETE with the page's token (and the kept-session cookie, which the answer may clear). */
async function deleteAdminSession(url: string, token: string): Promise<void> {
  const response = await fetch(url, {
    method: "DELETE",
    credentials: "include",
    cache: "no-store",
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok && response.status !== 401)
    throw new RequestError(response.status, await readErrorMessage(response));
}

/** The server's message for a failed call, or the given fallback (network failures, empty answers). */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof RequestError)) return fallback;
  const message = error.message.trim();
  // An empty answer, a bare status, a JSON body without a message or an HTML error page from a proxy
  // says nothing useful to an operator.
  if (!message || /^Request failed \(\d+\)$/.test(message) || /^[<{["]/.test(message) || message.length > 300)
    return fallback;
  return message;
}

export function isSessionExpired(error: unknown): boolean {
  return error instanceof SessionExpiredError;
}

/** `attachment; filename="orders-2026-11-21.csv"` → `orders-2026-11-21.csv` (also RFC 5987 `filename*=`). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name.replace(/[\\/]/g, "_") : null;
}

function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Saves a downloaded file under `fileName` through an object URL (a link clicked, then the URL revoked). */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    link.rel = "noopener";
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** GET /api/orders/export?archived=0|1 with the token, saved through an object URL. */
export async function downloadOrdersCsv(api: AdminApi, archived: boolean): Promise<string> {
  const response = await api.fetchRaw(`/api/orders/export?archived=${archived ? 1 : 0}`);
  if (!response.ok) throw new RequestError(response.status, await readErrorMessage(response));
  const blob = await response.blob();
  const fileName =
    fileNameFromDisposition(response.headers.get("Content-Disposition")) ??
    `${archived ? "archived-orders" : "orders"}-${today()}.csv`;
  saveBlob(blob, fileName);
  return fileName;
}

/** GET /api/admin/orders/{id}/print-file with the token: the order's print-ready PDF, saved under the server's name. */
export async function downloadPrintFile(api: AdminApi, orderId: number): Promise<string> {
  const response = await api.fetchRaw(`/api/admin/orders/${encodeURIComponent(String(orderId))}/print-file`);
  if (!response.ok) throw new RequestError(response.status, await readErrorMessage(response));
  const blob = await response.blob();
  const fileName = fileNameFromDisposition(response.headers.get("Content-Disposition")) ?? `order-${orderId}-print.pdf`;
  saveBlob(blob, fileName);
  return fileName;
}

export type DesignFileAnswer =
  { kind: "found"; link: DesignFileLink } | { kind: "missing"; originalName: string | null };

/** GET /api/design/{designId}/file: a short-lived signed URL, or the file is gone (404 with its original name). */
export async function fetchDesignFile(api: AdminApi, designId: number): Promise<DesignFileAnswer> {
  const response = await api.fetchRaw(`/api/design/${encodeURIComponent(String(designId))}/file`);
  if (response.status === 404) {
    const body = (await response.json().catch(() => null)) as { originalName?: unknown } | null;
    return {
      kind: "missing",
      originalName: typeof body?.originalName === "string" && body.originalName ? body.originalName : null,
    };
  }
  if (!response.ok) throw new RequestError(response.status, await readErrorMessage(response));
  return { kind: "found", link: (await response.json()) as DesignFileLink };
}

/** GET /api/admin/orders/{id}: everything the order detail page shows. */
export function getOrderDetail(api: AdminApi, orderId: number | string): Promise<OrderDetail> {
  return api.request<OrderDetail>("GET", `/api/admin/orders/${encodeURIComponent(String(orderId))}`);
}

/** POST /api/admin/emails/{id}/resend: sends a failed or lost e-mail again. */
export function resendEmail(api: AdminApi, emailId: number): Promise<EmailResendResult> {
  return api.request<EmailResendResult>("POST", `/api/admin/emails/${encodeURIComponent(String(emailId))}/resend`);
}

/** POST /api/orders/{id}/refund: "Cancel and refund" (409 when it cannot be, 502 with the provider's reason). */
export function refundOrder(api: AdminApi, orderId: number): Promise<RefundResult> {
  return api.request<RefundResult>("POST", `/api/orders/${encodeURIComponent(String(orderId))}/refund`, {});
}

/** POST /api/admin/orders/{id}/order-link: revokes the checkout's order links and e-mails a new one. */
export function sendNewOrderLink(api: AdminApi, orderId: number): Promise<{ message: string }> {
  return api.request<{ message: string }>(
    "POST",
    `/api/admin/orders/${encodeURIComponent(String(orderId))}/order-link`,
  );
}

/** POST /api/admin/orders/{id}/proofs with a PNG or JPG: the next proof version, e-mailed to the customer. */
/** What the operator saw: the order's design and its newest proof version (0 for none); a stale send gets 409. */
export type ProofBasis = {
  designId: number;
  afterVersion: number;
  /** A sticker sheet's designs as the page shows them (formatSheetDesignsKey); absent for one sticker. */
  sheetDesigns?: string;
  /** true: no e-mail now; the proof goes out with the checkout's next proof, in one e-mail. */
  holdEmail?: boolean;
};

export function uploadProof(api: AdminApi, orderId: number, file: File, basis: ProofBasis): Promise<AdminProof> {
  const form = new FormData();
  form.append("file", file, file.name);
  form.append("designId", String(basis.designId));
  form.append("afterVersion", String(basis.afterVersion));
  if (basis.sheetDesigns !== undefined) form.append("sheetDesigns", basis.sheetDesigns);
  if (basis.holdEmail) form.append("holdEmail", "true");
  return api.postForm<AdminProof>(`/api/admin/orders/${encodeURIComponent(String(orderId))}/proofs`, form);
}

/** POST /api/admin/orders/{id}/proofs { source: "cut_preview" }: the shop's cut preview as the next proof. */
export function sendCutPreviewProof(api: AdminApi, orderId: number, basis: ProofBasis): Promise<AdminProof> {
  return api.request<AdminProof>("POST", `/api/admin/orders/${encodeURIComponent(String(orderId))}/proofs`, {
    source: "cut_preview",
    ...basis,
  });
}

/** POST /api/admin/orders/{id}/proofs/held-email: e-mail the held proof now, with the checkout's other held ones. */
export function emailHeldProof(api: AdminApi, orderId: number): Promise<{ orders: number }> {
  return api.request<{ orders: number }>(
    "POST",
    `/api/admin/orders/${encodeURIComponent(String(orderId))}/proofs/held-email`,
  );
}

/** POST /api/admin/orders/{id}/proof-approval { note }: approve on the customer's behalf (how they approved). */
export function approveProofForCustomer(api: AdminApi, orderId: number, note: string): Promise<{ message: string }> {
  return api.request<{ message: string }>(
    "POST",
    `/api/admin/orders/${encodeURIComponent(String(orderId))}/proof-approval`,
    { note },
  );
}

/** PUT /api/admin/orders/{id}/tracking: add or correct a shipped order's carrier and tracking number. */
export type TrackingUpdateResult = { order: AdminOrder; change: "added" | "corrected" | "unchanged"; message: string };

export function updateOrderTracking(
  api: AdminApi,
  orderId: number,
  shipping: { carrier: string | null; trackingNumber: string | null },
): Promise<TrackingUpdateResult> {
  return api.request<TrackingUpdateResult>(
    "PUT",
    `/api/admin/orders/${encodeURIComponent(String(orderId))}/tracking`,
    shipping,
  );
}

/** GET /api/admin/reports/{table}.csv?{query} with the token: one table of the Reports page, saved under the server's name. */
export async function downloadReportCsv(api: AdminApi, table: string, query: string): Promise<string> {
  const response = await api.fetchRaw(`/api/admin/reports/${encodeURIComponent(table)}.csv?${query}`);
  if (!response.ok) throw new RequestError(response.status, await readErrorMessage(response));
  const blob = await response.blob();
  const fileName =
    fileNameFromDisposition(response.headers.get("Content-Disposition")) ?? `report-${table}-${today()}.csv`;
  saveBlob(blob, fileName);
  return fileName;
}
