/** What a price grid's tiers count: stickers (the sticker grid) or sheets (#39, the sheets' own grid). */
export type GridUnit = "sticker" | "sheet";

/** How a grid's refusals name its tiers: "Quantity tier 2 (100): …", "Sheet tier 2 (25): …". */
export const GRID_TIER_NAMES: Record<GridUnit, string> = { sticker: "quantity tier", sheet: "sheet tier" };
