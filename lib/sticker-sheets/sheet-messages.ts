/** What a shopper is told when a sticker sheet cannot be added (#39); the rules' own refusals name the sticker. */
export const SHEET_MESSAGES = {
  sheetNotFound: "Sheet size not found",
  designNotFound: "Design not found",
  tooIntricate:
    "This sheet's cut lines are too intricate to check in time. Please use fewer stickers or simpler designs.",
  busy: "The shop is busy checking other sheets. Please try again in a moment.",
} as const;
