import "server-only";
import { ApiError, unauthorized } from "@/lib/api/errors";
import { issueAdminToken } from "./admin-token";
import { issueKeptAdminSession, type KeptAdminSession } from "./issue-kept-admin-session";
import { recordLoginFailure, releaseLoginAttempt, reserveLoginAttempt } from "./login-throttle";
import { verifyAdminPassword } from "./verify-admin-password";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class TooManyAttemptsError extends ApiError {
  constructor(retryAfterSeconds: number) {
    super(429, `Too many failed attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`, {
      "Retry-After": String(retryAfterSeconds),
    });
  }
}

/**
 * POST /api/admin/session: the password, checked on the server, buys a signed token for the page (and,
 * when "Keep me signed in on this device" was ticked, a kept session for the device's cookie). The
 * attempt is reserved before the password is checked, so parallel guesses cannot outrun the throttle.
 */
export async function createAdminSession(
  password: string,
  clientKey: string,
  keepSignedIn = false,
): Promise<{ token: string; expiresAt: string } | KeptAdminSession> {
  const reservation = await reserveLoginAttempt(clientKey);
  if (!reservation.allowed) throw new TooManyAttemptsError(reservation.retryAfterSeconds);
  if (await verifyAdminPassword(password)) {
    await releaseLoginAttempt(clientKey);
    return keepSignedIn ? issueKeptAdminSession() : issueAdminToken();
  }
  const failure = await recordLoginFailure(clientKey, reservation.attempt);
  await sleep(failure.delayMs);
  if (failure.blockedForSeconds) throw new TooManyAttemptsError(failure.blockedForSeconds);
  throw unauthorized("Invalid password");
}
