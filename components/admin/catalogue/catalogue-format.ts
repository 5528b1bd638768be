// How /admin/catalogue writes the catalogue's numbers for the owner.

/** Basis points as the percent the owner types: 11500 → "115%", 11250 → "112.5%". */
export function formatPercentOfBps(bps: number): string {
  return `${Number((bps / 100).toFixed(2))}%`;
}

/** Basis points as the form's percent text: 11500 → "115". */
export function percentTextOfBps(bps: number): string {
  return String(Number((bps / 100).toFixed(2)));
}

/** A tier's quantity as the owner reads it: 1000 → "1,000". */
export function formatQuantity(quantity: number): string {
  return quantity.toLocaleString("en-US");
}

/** A size's measures: a circle's diameter (3" circle) or width × height (2" × 4"). */
export function formatSizeMeasures(size: { shape: "square" | "circle"; width: number; height: number }) {
  const inches = (value: number) => `${Number(value.toFixed(2))}"`;
  if (size.shape === "circle") return `${inches(size.width)} circle`;
  return `${inches(size.width)} × ${inches(size.height)}`;
}

/** A sheet size's measures (#39): width × height (5.5" × 8.5"). */
export function formatSheetMeasures(sheet: { widthInches: number; heightInches: number }) {
  return formatSizeMeasures({ shape: "square", width: sheet.widthInches, height: sheet.heightInches });
}
