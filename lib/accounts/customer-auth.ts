import "server-only";
import { createHmac } from "node:crypto";
import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { magicLink } from "better-auth/plugins/magic-link";
import { getAuthSecret } from "@/lib/admin-auth/auth-secret";
import { databaseProvider, prisma } from "@/lib/db/client";
import { resolveAppUrl } from "@/lib/deployment/app-url.mjs";
import { hashSignInToken } from "./hash-sign-in-token";
import { queueSignInLinkEmail } from "./queue-sign-in-link-email";
import { SIGN_IN_LINK_MINUTES } from "@/lib/validation/sign-in";

/** How long a browser stays signed in: 30 days from signing in (the cookie's own lifetime). */
const SESSION_DAYS = 30;
/**
 * The request header that carries the client's address to better-auth: set by the shop's own handlers
 * from TRUSTED_IP_HEADER (readTrustedClientAddress), never taken from the client (the handlers overwrite it).
 */
export const CLIENT_ADDRESS_HEADER = "x-shop-client-address";
/** better-auth's base path: none of its endpoints is routed; confirmSignIn calls its verification in-process. */
export const CUSTOMER_AUTH_BASE_PATH = "/api/auth";

function createCustomerAuth(secret: string) {
  const baseURL = resolveAppUrl();
  return betterAuth({
    appName: "Sticker shop",
    baseURL,
    basePath: CUSTOMER_AUTH_BASE_PATH,
    // A key of its own, derived from the shop's AUTH_SECRET (or the one kept in the database).
    secret: createHmac("sha256", secret).update("customer-accounts").digest("base64url"),
    database: prismaAdapter(prisma, { provider: databaseProvider === "postgres" ? "postgresql" : "sqlite" }),
    user: { modelName: "customer" },
    session: {
      modelName: "customerSession",
      fields: { userId: "customerId" },
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    account: { modelName: "customerAccount", fields: { userId: "customerId" } },
    verification: { modelName: "signInToken" },
    // Counted by the shop's own limits in the database instead (RATE_LIMITS.signInLink, signInVerify): one rule
    // for the client's address, shared by every instance.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: "customer",
      useSecureCookies: new URL(baseURL).protocol === "https:",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_MINUTES * 60,
        // The shop's own SHA-256, so the confirm page can find the link's row (findSignInLinkAddress).
        storeToken: { type: "custom-hasher", hash: async (token) => hashSignInToken(token) },
        sendMagicLink: ({ email, token, metadata }) =>
          queueSignInLinkEmail({ email, token, dedupeKey: String(metadata?.dedupeKey ?? ""), baseURL }),
      }),
    ],
  });
}

export type CustomerAuth = ReturnType<typeof createCustomerAuth>;
let cached: Promise<CustomerAuth> | undefined;

/** The one better-auth instance of the process, made once the shop's secret is known. */
export function getCustomerAuth(): Promise<CustomerAuth> {
  cached ??= getAuthSecret()
    .then(createCustomerAuth)
    .catch((error) => {
      cached = undefined;
      throw error;
    });
  return cached;
}
