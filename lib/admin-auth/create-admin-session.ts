import "server-only";
import { ApiError, unauthorized } from "@/lib/api/errors";
import { issueAdminToken } from "./admin-token";
import { BLOCK_DURATION_MS, checkLoginThrottle, clearLoginFailures, recordLoginFailure } from "./login-throttle";
import { verifyAdminPassword } from "./verify-admin-password";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class TooManyAttemptsError extends ApiError {
  constructor(retryAfterSeconds: number) {
    super(429, `Too many failed attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`, {
      "Retry-After": String(retryAfterSeconds),
    });
  }
}

/** POST /api/admin/session: the password, checked on the server, buys a signed token for the page. */
export async function createAdminSession(password: string, clientKey: string) {
  const throttle = await checkLoginThrottle(clientKey);
  if (throttle.blocked) throw new TooManyAttemptsError(throttle.retryAfterSeconds);
  if (await verifyAdminPassword(password)) {
    await clearLoginFailures(clientKey);
    return issueAdminToken();
  }
  const failure = await recordLoginFailure(clientKey);
  await sleep(failure.delayMs);
  if (failure.blocked) throw new TooManyAttemptsError(BLOCK_DURATION_MS / 1000);
  throw unauthorized("Invalid password");
}
