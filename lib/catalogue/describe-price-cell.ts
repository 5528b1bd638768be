/** How the owner's grid names a cell: '3" square, 100 stickers' (thousands separated: '2x4, 1,000 stickers'). */
export function describePriceCell(sizeName: string, quantity: number): string {
  return `${sizeName}, ${quantity.toLocaleString("en-US")} stickers`;
}
