import { z } from "./zod";
import { EMAIL_PATTERN } from "./checkout";

/** "Sign in" (/account/sign-in and POST /api/account/sign-in), the same in the browser and on the server. */
export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Please enter your email address")
    .max(254, { error: "At most 254 characters", abort: true })
    .regex(EMAIL_PATTERN, "Please enter a valid email address")
    // The sign-in library's own, stricter check (no "a..b@", no accents before the @): an address it would
    // refuse gets this message here rather than an error there.
    .pipe(z.email("This address cannot receive a sign-in link. Please check it, or use Find my order.")),
});

export type SignInValues = z.input<typeof signInSchema>;

/** The one answer of POST /api/account/sign-in, whether or not the address has orders or an account. */
/** How long an e-mailed sign-in link works (better-auth's default is 5 minutes: too short for a slow inbox). */
export const SIGN_IN_LINK_MINUTES = 15;

export const SIGN_IN_MESSAGE = `Check your inbox: we have sent a sign-in link to that address. It works once, for ${SIGN_IN_LINK_MINUTES} minutes.`;
