import "server-only";
import { getAuthSecret } from "@/lib/admin-auth/auth-secret";
import {
  computeDesignFileSignature,
  signDesignFileUrlWith,
  verifyDesignFileSignatureWith,
  type DesignFileArea,
  type DesignFileSignatureCheck,
} from "./design-file-signature";

export {
  DESIGN_FILE_URL_TTL_SECONDS,
  type DesignFileArea,
  type DesignFileSignatureCheck,
} from "./design-file-signature";
export { computeDesignFileSignature };

export type SignDesignFileUrlOptions = {
  /** Which stored copy the link opens; the primary file unless said otherwise. */
  area?: DesignFileArea;
  /** How long the link works; 300 s by default, at most a day (negative values make an already expired link, for tests). */
  ttlSeconds?: number;
  /** The current time in milliseconds (tests). */
  now?: number;
};

/**
 * A short-lived link to a stored design, for operators:
 * `/uploads/{filename}?exp={unix seconds}&sig={HMAC}` (plus `&area=backup` for the backup copy).
 */
export async function createSignedDesignFileLink(
  filename: string,
  options: SignDesignFileUrlOptions = {},
): Promise<{ url: string; expiresAt: string }> {
  return signDesignFileUrlWith(await getAuthSecret(), filename, options);
}

/** The signed `/uploads/…` URL of a stored design (see createSignedDesignFileLink). */
export async function createSignedDesignFileUrl(
  filename: string,
  options: SignDesignFileUrlOptions = {},
): Promise<string> {
  return (await createSignedDesignFileLink(filename, options)).url;
}

/** Checks the `exp`, `sig` and `area` query parameters of an `/uploads/{filename}` request. */
export async function verifyDesignFileSignature(
  filename: string,
  searchParams: URLSearchParams,
  now = Date.now(),
): Promise<DesignFileSignatureCheck> {
  return verifyDesignFileSignatureWith(await getAuthSecret(), filename, searchParams, now);
}
