import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { unauthorized } from "@/lib/api/errors";
import { getServerEnv } from "@/lib/env";

/**
 * Whether `authorization` is exactly "Bearer <secret>". Both sides are hashed first, so the
 * comparison takes the same time whatever the header's length or content; no secret, no access.
 */
export function isCronAuthorization(authorization: string | null, secret: string | undefined): boolean {
  if (!secret || authorization === null) return false;
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(authorization), digest(`Bearer ${secret}`));
}

/** 401 unless the request carries CRON_SECRET as its bearer token (what Vercel Cron sends). */
export function requireCronSecret(request: Request): void {
  if (!isCronAuthorization(request.headers.get("authorization"), getServerEnv().CRON_SECRET)) {
    throw unauthorized("A valid cron secret is required");
  }
}
