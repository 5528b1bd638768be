/** A readable number of inches for a file name: 3, 2.5, 2.41 (no trailing zeros, never an exponent). */
function formatInches(value: number): string {
  return String(Number(value.toFixed(2)));
}

/**
 * The print file's name: the order number, shape and size, safe in a Content-Disposition header and on
 * any file system ("order-12-112626-die-cut-3x2.41in.pdf").
 */
export function buildPrintFileName(order: {
  orderNumber: string;
  shape: string;
  widthInches: number;
  heightInches: number;
}): string {
  const number = order.orderNumber.replace(/[^0-9A-Za-z-]+/g, "");
  const shape = order.shape.replace(/[^0-9A-Za-z-]+/g, "") || "sticker";
  return `order-${number}-${shape}-${formatInches(order.widthInches)}x${formatInches(order.heightInches)}in.pdf`;
}
