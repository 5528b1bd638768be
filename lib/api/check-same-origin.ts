import "server-only";
import { ApiError } from "@/lib/api/errors";
import { resolveAppUrl } from "@/lib/deployment/app-url.mjs";

/**
 * Refuses (403) a form post another site made the browser send: its Origin names another site, or the
 * browser says so (Sec-Fetch-Site: cross-site). The customer's session cookie is SameSite=Lax, which a
 * cross-site top-level form post still carries back, and a sign-in form could be used to sign a visitor
 * into someone else's account. Requests without either header (not a browser) pass.
 */
export function checkSameOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  // The host the browser asked for (Host; a proxy's X-Forwarded-Host), or the shop's public one.
  const hosts = new Set(
    [request.headers.get("x-forwarded-host"), request.headers.get("host"), new URL(resolveAppUrl()).host].filter(
      (host): host is string => Boolean(host),
    ),
  );
  let originHost: string | null = null;
  try {
    originHost = origin === null || origin === "null" ? origin : new URL(origin).host;
  } catch {
    originHost = "";
  }
  if ((originHost !== null && !hosts.has(originHost)) || request.headers.get("sec-fetch-site") === "cross-site")
    throw new ApiError(403, "This form must be sent from the shop's own page.");
}
