import { computeStickerOutline, type StickerOutline } from "@/lib/stickers/sticker-outline";
import type { PrintSheetOrderDto } from "@/lib/print-sheets/print-sheet-dto";
import { computeCopyMatrix } from "@/lib/print-sheets/compute-copy-matrix";
import type { PrintSheetPage } from "@/lib/print-sheets/print-sheet-types";
import { formatUtilisation } from "./print-sheet-status";
import { CUT_LINE_COLOR } from "@/components/stickers/sticker-thumbnail";
import { describeStickerTransform } from "@/lib/stickers/describe-sticker-transform";
import type { PlacedSheetShape } from "@/lib/stickers/sheet-sticker";

// A print sheet's page drawn from its layout (not from the PDF, which the prebuilt sharp cannot rasterise):
// the media, every copy's cut outline where the layout put it (turned as the copy is turned) with a sticker
// sheet's kiss-cuts inside it, the registration marks and the job label. SVG in inches, scaled to the box; no JavaScript of its own.

function Outline({
  outline,
  fill = "#eef2ff",
  strokeWidth = 1,
  testId,
}: {
  outline: StickerOutline;
  fill?: string;
  strokeWidth?: number;
  testId?: string;
}) {
  const props = {
    fill,
    stroke: CUT_LINE_COLOR,
    strokeWidth,
    vectorEffect: "non-scaling-stroke" as const,
    "data-testid": testId,
  };
  if (outline.kind === "path") return <path d={outline.d} {...props} />;
  if (outline.kind === "ellipse")
    return <ellipse cx={outline.cx} cy={outline.cy} rx={outline.rx} ry={outline.ry} {...props} />;
  return <rect x={0} y={0} width={outline.width} height={outline.height} rx={outline.radius} {...props} />;
}

/** A sticker sheet's kiss-cut lines inside its copy's frame (#39), where the shopper's layout put them. */
function SheetKissCuts({ stickers }: { stickers: readonly PlacedSheetShape[] }) {
  return stickers.map((sticker, index) => (
    <g key={index} transform={describeStickerTransform(sticker, sticker)}>
      <Outline
        outline={computeStickerOutline({ ...sticker, roundedCorners: false })}
        fill="#ffffff"
        strokeWidth={0.75}
        testId="print-sheet-kiss-cut"
      />
    </g>
  ));
}

type Props = {
  page: PrintSheetPage;
  pageNumber: number;
  pageCount: number;
  orders: PrintSheetOrderDto[];
  /** The drawing's longest side in CSS pixels at most; it shrinks with its container. */
  maxSize?: number;
};

export function PrintSheetPreview({ page, pageNumber, pageCount, orders, maxSize = 360 }: Props) {
  const outlines = new Map(orders.map((order) => [order.id, computeStickerOutline(order)]));
  // A copy of a sticker sheet makes its stickers: the page counts stickers as the sheet's summary does.
  const sheetStickers = new Map(orders.map((order) => [order.id, order.sheetStickers]));
  const perCopy = new Map(orders.map((order) => [order.id, order.sheetStickers?.length ?? 1]));
  const stickers = page.placements.reduce((sum, placement) => sum + (perCopy.get(placement.orderId) ?? 1), 0);
  const scale = maxSize / Math.max(page.widthInches, page.heightInches);
  const inches = (value: number) => `${Number(value.toFixed(2))}"`;
  return (
    <figure className="flex min-w-0 flex-col items-center gap-1" data-testid="print-sheet-page">
      <svg
        role="img"
        aria-label={`Page ${pageNumber} of ${pageCount}: ${stickers} stickers on ${inches(page.widthInches)} × ${inches(page.heightInches)}`}
        viewBox={`0 0 ${page.widthInches} ${page.heightInches}`}
        width={Math.round(page.widthInches * scale)}
        height={Math.round(page.heightInches * scale)}
        className="h-auto max-w-full border border-slate-300 bg-white shadow-sm"
      >
        {page.placements.map((placement) => {
          const outline = outlines.get(placement.orderId);
          if (!outline) return null;
          // The sticker's own frame turned and moved onto the page as the PDF draws it (inches).
          const transform = `matrix(${computeCopyMatrix(placement, 1).join(" ")})`;
          return (
            <g
              key={`${placement.orderId}-${placement.copy}`}
              transform={transform}
              data-order-id={placement.orderId}
              data-testid="print-sheet-sticker"
            >
              <Outline outline={outline} />
              <SheetKissCuts stickers={sheetStickers.get(placement.orderId) ?? []} />
            </g>
          );
        })}
        {page.registrationMarks.map((mark, index) => (
          <rect
            key={index}
            x={mark.xInches}
            y={mark.yInches}
            width={mark.sizeInches}
            height={mark.sizeInches}
            fill="#000"
            data-testid="registration-mark"
          />
        ))}
        <text
          x={page.labelBox.xInches}
          y={page.labelBox.yInches + page.labelBox.heightInches * 0.8}
          fontSize={page.labelBox.fontSizePoints / 72}
          fill="#334155"
        >
          {page.label}
        </text>
      </svg>
      <figcaption className="text-xs text-slate-600">
        Page {pageNumber} of {pageCount}: {stickers} stickers, {inches(page.widthInches)} × {inches(page.heightInches)}
        {page.stickerAreaSqIn !== undefined &&
          `, ${formatUtilisation(page.stickerAreaSqIn / (page.widthInches * page.heightInches))} used`}
      </figcaption>
    </figure>
  );
}
