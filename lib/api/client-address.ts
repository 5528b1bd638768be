import "server-only";
import { getServerEnv } from "@/lib/env";

/** The bucket every request shares when the deployment names no trusted address header. */
export const SHARED_CLIENT_KEY = "shared";

/**
 * The caller's address, only from the header the deployment names in TRUSTED_IP_HEADER (its own proxy
 * sets it; a client cannot). A list ("client, proxy") gives its last entry: the address the nearest
 * trusted proxy saw. Without the setting, or without the header on a request, there is no address.
 */
export function readTrustedClientAddress(request: Request): string | null {
  const header = getServerEnv().TRUSTED_IP_HEADER;
  if (!header) return null;
  const address = request.headers.get(header)?.split(",").at(-1)?.trim();
  return address ? address.slice(0, 64) : null;
}

/** A rate-limit key for the caller: `ip:<address>` from the trusted header, otherwise the shared bucket. */
export function readClientKey(request: Request): string {
  const address = readTrustedClientAddress(request);
  return address ? `ip:${address}` : SHARED_CLIENT_KEY;
}
