// The catalogue writes' refusals that the admin shows as they are.
export const CATALOGUE_MESSAGES = {
  pricesChangedMeanwhile:
    "The prices were changed in another window or by someone else after you opened this page, so nothing was saved. Reload to see them, then make your change again.",
  sheetPricesChangedMeanwhile:
    "The sheet prices were changed in another window or by someone else after you opened this page, so nothing was saved. Reload to see them, then make your change again.",
  shippingChangedMeanwhile:
    "The shipping rules were changed in another window or by someone else after you opened this page, so nothing was saved. Reload to see them, then make your change again.",
} as const;
