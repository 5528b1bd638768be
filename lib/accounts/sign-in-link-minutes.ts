/** How long an e-mailed sign-in link works (better-auth's default is 5 minutes: too short for a slow inbox). */
export const SIGN_IN_LINK_MINUTES = 15;
