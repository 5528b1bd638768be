/**
 * How many of a line there are, as the cart, checkout and e-mails say it: stickers ("100 stickers", the
 * spec's words), or for a sticker sheet (#39) sheets ("25 sheets", "1 sheet").
 */
export function formatLineQuantity(quantity: number, { sheet }: { sheet: boolean }): string {
  if (sheet) return `${quantity} ${quantity === 1 ? "sheet" : "sheets"}`;
  return `${quantity} ${quantity === 1 ? "sticker" : "stickers"}`;
}
