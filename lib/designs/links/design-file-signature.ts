import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { assertDesignFilename, isDesignFilename } from "@/lib/designs/storage/design-filename";

// Signed design-file links, the only way stored designs leave the server:
//   /uploads/{filename}?exp={unix seconds}&sig={base64url HMAC-SHA256}[&area=backup]
// The HMAC covers "design-file|{filename}|{area}|{exp}" with the auth secret. The "design-file"
// prefix keeps these signatures apart from the admin tokens signed with the same secret.

export type DesignFileArea = "primary" | "backup";

export const DESIGN_FILE_URL_TTL_SECONDS = 300;
const MAX_TTL_SECONDS = 24 * 60 * 60;
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/; // 32 bytes of base64url, unpadded
const EXPIRY_PATTERN = /^[0-9]{1,12}$/;

export type DesignFileSignatureCheck =
  { ok: true; area: DesignFileArea; expiresAt: number } | { ok: false; reason: "invalid" | "expired" };

export function computeDesignFileSignature(
  secret: string,
  filename: string,
  area: DesignFileArea,
  expiresAtSeconds: number,
): string {
  return createHmac("sha256", secret).update(`design-file|${filename}|${area}|${expiresAtSeconds}`).digest("base64url");
}

export function signDesignFileUrlWith(
  secret: string,
  filename: string,
  {
    area = "primary",
    ttlSeconds = DESIGN_FILE_URL_TTL_SECONDS,
    now = Date.now(),
  }: { area?: DesignFileArea; ttlSeconds?: number; now?: number } = {},
): { url: string; expiresAt: string } {
  assertDesignFilename(filename);
  if (area !== "primary" && area !== "backup") throw new Error(`Unknown design file area: ${String(area)}`);
  if (!Number.isInteger(ttlSeconds) || ttlSeconds > MAX_TTL_SECONDS)
    throw new Error(`Invalid link lifetime: ${ttlSeconds}`);
  const exp = Math.max(0, Math.floor(now / 1000) + ttlSeconds);
  const query = new URLSearchParams({ exp: String(exp), sig: computeDesignFileSignature(secret, filename, area, exp) });
  if (area === "backup") query.set("area", "backup");
  return {
    url: `/uploads/${encodeURIComponent(filename)}?${query.toString()}`,
    expiresAt: new Date(exp * 1000).toISOString(),
  };
}

/** The one value of a query parameter; null when it is absent or given more than once. */
function single(searchParams: URLSearchParams, name: string): string | null {
  const values = searchParams.getAll(name);
  return values.length === 1 ? (values[0] as string) : null;
}

export function verifyDesignFileSignatureWith(
  secret: string,
  filename: string,
  searchParams: URLSearchParams,
  now = Date.now(),
): DesignFileSignatureCheck {
  const invalid: DesignFileSignatureCheck = { ok: false, reason: "invalid" };
  if (!isDesignFilename(filename)) return invalid;
  const exp = single(searchParams, "exp");
  const sig = single(searchParams, "sig");
  if (exp === null || sig === null || !EXPIRY_PATTERN.test(exp) || !SIGNATURE_PATTERN.test(sig)) return invalid;
  const areas = searchParams.getAll("area");
  if (areas.length > 1) return invalid;
  const area = areas[0] ?? "primary";
  if (area !== "primary" && area !== "backup") return invalid;

  const expiresAt = Number(exp);
  const expected = Buffer.from(computeDesignFileSignature(secret, filename, area, expiresAt), "base64url");
  const given = Buffer.from(sig, "base64url");
  // Base64 has several spellings of the last character's spare bits; only the canonical one counts.
  if (given.toString("base64url") !== sig) return invalid;
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  // Only a genuine link is told that it expired; anything else learns nothing.
  if (expiresAt * 1000 <= now) return { ok: false, reason: "expired" };
  return { ok: true, area, expiresAt };
}
