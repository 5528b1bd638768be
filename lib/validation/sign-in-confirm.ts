import { z } from "./zod";

/** The token of an e-mailed sign-in link: 32 letters (better-auth's magic-link tokens). */
export const SIGN_IN_TOKEN_PATTERN = /^[A-Za-z]{32}$/;

/** The confirm page's form (POST /api/account/sign-in/confirm). */
export const signInConfirmSchema = z.object({
  token: z.string().regex(SIGN_IN_TOKEN_PATTERN, "This sign-in link is not complete. Please use the whole link."),
});
