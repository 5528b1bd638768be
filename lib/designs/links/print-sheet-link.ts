import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getAuthSecret } from "@/lib/admin-auth/auth-secret";
import { getPrintSheetFiles, isPrintSheetKey, type PrintSheetDownload } from "@/lib/designs/storage/print-sheet-files";

// Download links of stored print sheets, for the print queue page:
//   local folder: /print-sheets/{key}?exp={unix seconds}&sig={base64url HMAC-SHA256 of "print-sheet|{key}|{exp}"}
//   Vercel Blob:  a presigned URL of the private blob (the browser downloads from Blob, never through a function).
// The "print-sheet" prefix keeps these signatures apart from design links and admin tokens (one secret).

export const PRINT_SHEET_LINK_TTL_SECONDS = 300;
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const EXPIRY_PATTERN = /^[0-9]{1,12}$/;

export function computePrintSheetSignature(secret: string, key: string, expiresAtSeconds: number): string {
  return createHmac("sha256", secret).update(`print-sheet|${key}|${expiresAtSeconds}`).digest("base64url");
}

export function signPrintSheetUrlWith(
  secret: string,
  key: string,
  ttlSeconds: number,
  now: number,
): PrintSheetDownload {
  if (!isPrintSheetKey(key)) throw new Error("Not a print sheet key");
  const exp = Math.max(0, Math.floor(now / 1000) + ttlSeconds);
  const query = new URLSearchParams({ exp: String(exp), sig: computePrintSheetSignature(secret, key, exp) });
  return { url: `/print-sheets/${key}?${query.toString()}`, expiresAt: new Date(exp * 1000).toISOString() };
}

export type PrintSheetLinkCheck = { ok: true } | { ok: false; reason: "invalid" | "expired" };

export function verifyPrintSheetSignatureWith(
  secret: string,
  key: string,
  searchParams: URLSearchParams,
  now: number,
): PrintSheetLinkCheck {
  const invalid = { ok: false, reason: "invalid" } as const;
  if (!isPrintSheetKey(key)) return invalid;
  const exps = searchParams.getAll("exp");
  const sigs = searchParams.getAll("sig");
  if (exps.length !== 1 || sigs.length !== 1) return invalid;
  const [exp, sig] = [exps[0] as string, sigs[0] as string];
  if (!EXPIRY_PATTERN.test(exp) || !SIGNATURE_PATTERN.test(sig)) return invalid;
  const given = Buffer.from(sig, "base64url");
  if (given.toString("base64url") !== sig) return invalid;
  const expected = Buffer.from(computePrintSheetSignature(secret, key, Number(exp)), "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  // Only a genuine link learns that it expired.
  if (Number(exp) * 1000 <= now) return { ok: false, reason: "expired" };
  return { ok: true };
}

/** A short-lived download link of a stored sheet (local: signed by the shop; Blob: presigned by Blob). */
export async function createPrintSheetDownload(
  key: string,
  { ttlSeconds = PRINT_SHEET_LINK_TTL_SECONDS, now = Date.now() }: { ttlSeconds?: number; now?: number } = {},
): Promise<PrintSheetDownload> {
  const files = getPrintSheetFiles();
  if (files.kind === "blob" && files.presign) {
    const validUntil = now + ttlSeconds * 1000;
    return { url: await files.presign(key, validUntil), expiresAt: new Date(validUntil).toISOString() };
  }
  return signPrintSheetUrlWith(await getAuthSecret(), key, ttlSeconds, now);
}

export async function verifyPrintSheetSignature(
  key: string,
  searchParams: URLSearchParams,
  now = Date.now(),
): Promise<PrintSheetLinkCheck> {
  return verifyPrintSheetSignatureWith(await getAuthSecret(), key, searchParams, now);
}
