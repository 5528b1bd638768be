import { Badge } from "@/components/ui/badge";
import type { PrintSheetStatus } from "@/lib/domain/print-sheet-statuses";
import { formatStockName } from "@/lib/domain/format-stock-name";
import type { SheetStock } from "@/lib/print-sheets/group-orders-by-stock";
import { MAX_NESTED_COPIES } from "@/lib/print-sheets/print-sheet-units";
import type { PrintMedia, PrintSheetLayout } from "@/lib/print-sheets/print-sheet-types";

const STATUS_LABELS: Record<
  PrintSheetStatus,
  { label: string; variant: "secondary" | "outline" | "info" | "success" | "warning" | "purple" | "destructive" }
> = {
  queued: { label: "Queued", variant: "secondary" },
  making: { label: "Making", variant: "info" },
  ready: { label: "Ready", variant: "success" },
  failed: { label: "Failed", variant: "destructive" },
  printing: { label: "Printing", variant: "purple" },
  done: { label: "Done", variant: "secondary" },
  discarded: { label: "Discarded", variant: "outline" },
};

export function PrintSheetStatusBadge({ status }: { status: PrintSheetStatus }) {
  const { label, variant } = STATUS_LABELS[status];
  return (
    <Badge variant={variant} data-testid="print-sheet-status">
      {label}
    </Badge>
  );
}

const inches = (value: number) => `${Number(value.toFixed(2))}"`;

/** '12" roll, panels up to 48"', '13" × 19" sheets'. */
export function describeMedia(media: PrintMedia): string {
  return media.kind === "roll"
    ? `${inches(media.widthInches)} roll, panels up to ${inches(media.maxLengthInches)}`
    : `${inches(media.widthInches)} × ${inches(media.heightInches)} sheets`;
}

/** The stickers' share of the pages' area: "61.3%". */
export function formatUtilisation(utilisation: number | null): string {
  return utilisation === null ? "—" : `${(utilisation * 100).toFixed(1)}%`;
}

/**
 * How the copies were laid out and the media that saved against packing their boxes: "Nested by cut line:
 * 21.4% less media than box packing"; "Packed by box (nesting saved nothing here)".
 */
export function describeLayoutMethod(
  layout: Pick<PrintSheetLayout, "method" | "pagesAreaSqIn" | "boxPagesAreaSqIn" | "notNestedBecause">,
): string {
  if (layout.notNestedBecause === "only rectangles") return "Packed by box (squares and rectangles keep their grid)";
  if (layout.notNestedBecause === "too many copies")
    return `Packed by box (sheets of more than ${MAX_NESTED_COPIES.toLocaleString("en-US")} stickers are not nested)`;
  const boxes = layout.boxPagesAreaSqIn;
  if (layout.method !== "nested" || !boxes) return "Packed by box (nesting saved nothing here)";
  const saved = 1 - layout.pagesAreaSqIn / boxes;
  return `Nested by cut line: ${(saved * 100).toFixed(1)}% less media than box packing`;
}

/** The sheet's stock, "Clear vinyl · Matte laminate"; an old sheet whose orders mixed stocks records none. */
export function describeSheetStock(stock: SheetStock | null): string {
  return stock ? formatStockName(stock) : "Stock not recorded";
}
