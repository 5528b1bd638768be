import type { CatalogueHistoryEntry } from "@/lib/client/admin-types";
import { formatPercentOfBps, formatQuantity } from "./catalogue-format";

// One line of the catalogue's history as the owner reads it: the API keeps each entry whole before and
// after the change (a material, a size, a sheet size, the whole price grid or sheets' grid, the shipping
// rules); the page shows only what changed ('3" square, 100 stickers: $90.00' → '$95.00'), or what a new
// entry is.

export type DescribedChange = { what: string; before: string[]; after: string[] };

/** Lines shown per side; the rest are counted. */
export const MAX_CHANGE_LINES = 8;

type Json = Record<string, unknown>;

const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  description: "Description",
  priceFactorBps: "Price factor",
  whiteLayer: "White layer",
  swatch: "Swatch",
  look: "Shown as",
  active: "Active",
  isDefault: "Default",
  sortOrder: "Order",
  shape: "Shape",
  width: "Width",
  height: "Height",
  widthInches: "Width",
  heightInches: "Height",
  totals: "Totals",
  freeShippingCities: "Free-shipping cities",
  freeShippingMinQuantity: "Free shipping from",
};

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function dollars(value: unknown): string {
  return typeof value === "string" && value !== "" ? `$${value}` : "none";
}

function formatField(key: string, value: unknown): string {
  if (value === null || value === undefined) return "none";
  if (key === "priceFactorBps" && typeof value === "number") return formatPercentOfBps(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (["width", "height", "widthInches", "heightInches"].includes(key) && typeof value === "number") return `${value}"`;
  if (key === "totals" && Array.isArray(value)) return value.map(dollars).join(", ");
  if (key === "freeShippingCities" && Array.isArray(value)) return value.length ? value.join(", ") : "none";
  if (key === "freeShippingMinQuantity" && typeof value === "number") return `${formatQuantity(value)} stickers`;
  if (typeof value === "string") return value === "" ? "none" : value;
  return JSON.stringify(value);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Each labelled field that differs, as 'Label: value' on both sides (a new entry: every labelled field after). */
function describeFields(before: Json | null, after: Json): Pick<DescribedChange, "before" | "after"> {
  const lines: DescribedChange = { what: "", before: [], after: [] };
  for (const [key, label] of Object.entries(FIELD_LABELS)) {
    if (!(key in after) && !(before && key in before)) continue;
    if (before && same(before[key], after[key])) continue;
    if (before) lines.before.push(`${label}: ${formatField(key, before[key])}`);
    lines.after.push(`${label}: ${formatField(key, after[key])}`);
  }
  return lines;
}

/** The sticker grid (tables by sizeId, a corner fee) or the sheets' grid (#39: tables by sheetSizeId). */
type Grid = {
  quantities: number[];
  tables: Array<{ sizeId?: number; sheetSizeId?: number; totals: string[] }>;
  roundedCornersFee?: string;
};

function isGrid(value: unknown): value is Grid {
  return isObject(value) && Array.isArray(value.quantities) && Array.isArray(value.tables);
}

/** A table's row: its size's id, or its sheet size's. */
function rowIdOf(table: Grid["tables"][number]): number {
  return table.sizeId ?? table.sheetSizeId ?? 0;
}

function totalOf(grid: Grid, rowId: number, quantity: number): string | undefined {
  const index = grid.quantities.indexOf(quantity);
  return index < 0 ? undefined : grid.tables.find((table) => rowIdOf(table) === rowId)?.totals[index];
}

/** Names of the rows a history line may name: the sizes and (#39) the sheet sizes, by id. */
export type CatalogueNames = { sizes: ReadonlyMap<number, string>; sheets: ReadonlyMap<number, string> };

/** The grid's changed tiers and cells, each cell named as the grid names it ('3" square, 100 stickers'). */
function describeGrid(before: Grid, after: Grid, names: CatalogueNames) {
  const lines: Pick<DescribedChange, "before" | "after"> = { before: [], after: [] };
  const isSheets = [...before.tables, ...after.tables].some((table) => table.sheetSizeId !== undefined);
  const unit = isSheets ? "sheets" : "stickers";
  const rowName = (id: number) =>
    (isSheets ? names.sheets : names.sizes).get(id) ?? `${isSheets ? "Sheet size" : "Size"} ${id}`;
  for (const quantity of before.quantities)
    if (!after.quantities.includes(quantity)) {
      lines.before.push(`${formatQuantity(quantity)} ${unit} tier`);
      lines.after.push(`${formatQuantity(quantity)} ${unit} tier removed`);
    }
  for (const quantity of after.quantities)
    if (!before.quantities.includes(quantity)) {
      lines.before.push(`No ${formatQuantity(quantity)} ${unit} tier`);
      lines.after.push(
        `${formatQuantity(quantity)} ${unit} tier: ` +
          after.tables
            .map((table) => `${rowName(rowIdOf(table))} ${dollars(totalOf(after, rowIdOf(table), quantity))}`)
            .join(", "),
      );
    }
  for (const table of after.tables)
    for (const quantity of after.quantities) {
      if (!before.quantities.includes(quantity)) continue;
      const rowId = rowIdOf(table);
      const was = totalOf(before, rowId, quantity);
      const now = totalOf(after, rowId, quantity);
      if (was === now) continue;
      const cell = `${rowName(rowId)}, ${formatQuantity(quantity)} ${unit}`;
      lines.before.push(`${cell}: ${dollars(was)}`);
      lines.after.push(`${cell}: ${dollars(now)}`);
    }
  if (before.roundedCornersFee !== after.roundedCornersFee) {
    lines.before.push(`Rounded corners fee: ${dollars(before.roundedCornersFee)} a sticker`);
    lines.after.push(`Rounded corners fee: ${dollars(after.roundedCornersFee)} a sticker`);
  }
  return lines;
}

type Method = { id: string; name: string; amount: string; businessDays: string };

function describeShipping(before: Json, after: Json) {
  const lines = describeFields(before, after);
  const beforeMethods = (Array.isArray(before.methods) ? before.methods : []) as Method[];
  for (const method of (Array.isArray(after.methods) ? after.methods : []) as Method[]) {
    const was = beforeMethods.find((candidate) => candidate.id === method.id);
    if (!was || same(was, method)) continue;
    lines.before.push(`${was.name}: ${dollars(was.amount)}, ${was.businessDays} business days`);
    lines.after.push(`${method.name}: ${dollars(method.amount)}, ${method.businessDays} business days`);
  }
  return lines;
}

function cap(lines: string[]): string[] {
  if (lines.length <= MAX_CHANGE_LINES) return lines;
  return [...lines.slice(0, MAX_CHANGE_LINES - 1), `and ${lines.length - MAX_CHANGE_LINES + 1} more`];
}

export function describeCatalogueChange(
  entry: Pick<CatalogueHistoryEntry, "subject" | "kind" | "before" | "after">,
  names: CatalogueNames,
): DescribedChange {
  const what = entry.kind === "created" ? `${entry.subject} added` : entry.subject;
  const { before, after } = entry;
  let lines: Pick<DescribedChange, "before" | "after">;
  if (isGrid(after) && isGrid(before)) lines = describeGrid(before, after, names);
  else if (isObject(after) && isObject(before) && "methods" in after) lines = describeShipping(before, after);
  else if (isObject(after)) lines = describeFields(isObject(before) ? before : null, after);
  else lines = { before: before === null ? [] : [JSON.stringify(before)], after: [JSON.stringify(after)] };
  return { what, before: cap(lines.before), after: cap(lines.after) };
}
