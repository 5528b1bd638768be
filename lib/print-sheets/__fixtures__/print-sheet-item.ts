import type { PrintSheetItem } from "../print-sheet-types";

let nextOrderId = 100;

/** An order line for a print sheet's tests: one 2" square of a 600 px design unless told otherwise; ids count up. */
export function makePrintSheetItem(overrides: Partial<PrintSheetItem> = {}): PrintSheetItem {
  const orderId = overrides.orderId ?? nextOrderId++;
  return {
    orderId,
    orderLabel: `#${orderId}`,
    designId: `design-${orderId}`,
    quantity: 1,
    shape: "square",
    widthInches: 2,
    heightInches: 2,
    roundedCorners: false,
    cutLine: null,
    scale: 100,
    xPosition: 0,
    yPosition: 0,
    designWidth: 600,
    designHeight: 600,
    designOutline: null,
    ...overrides,
  };
}
