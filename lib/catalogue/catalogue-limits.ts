// Bounds of what the owner may set at /admin/catalogue (#35). Browser-safe: the admin page checks them too.

/** At most this many quantity tiers. */
export const MAX_QUANTITY_TIERS = 20;
/** The largest quantity a tier may be. */
export const MAX_TIER_QUANTITY = 1_000_000;
/** The largest total (cents) of one cell of the grid: $1,000,000. */
export const MAX_TOTAL_CENTS = 100_000_000;
/** The largest rounded-corners fee per sticker (cents): $10.00. */
export const MAX_ROUNDED_CORNERS_FEE_CENTS = 1_000;
