import { Loader2 } from "lucide-react";
import { CutLineSvg } from "@/components/stickers/cut-line-svg";
import type { CutLineDto } from "@/lib/client/fetch-design-cut-line";
import { formatCustomSizeName } from "@/lib/domain/sticker-shapes";
import { DEFAULT_STOCK_LOOK, type StockLook } from "@/lib/domain/stock-looks";
import { computeSafeOutline, SAFE_MARGIN_INCHES, type SafeOutline } from "@/lib/stickers/compute-safe-outline";
import { cn } from "@/lib/utils";
import type { StickerType } from "@/lib/designs/design-tool-state";

type Props = {
  imageUrl: string;
  stickerType: StickerType | null;
  roundedCorners: boolean;
  widthInches: number;
  heightInches: number;
  sizeName: string | null;
  /** A custom size: its name already says the type ('Rectangle 2.5" × 3"', 'Circle 3.5"'). */
  custom?: boolean;
  /**
   * Die-cut: the cut line at the chosen size, or null before the first one arrives; `pending` while the
   * line of a newly typed size is on its way (the previous line stays, faded). `held` (#34): no line is on
   * its way, because the typed size is not one the shop cuts ("no-size") or this size could not be cut
   * ("failed"); `line` is then the last one drawn, shown as it was, or null.
   */
  dieCut?: { line: CutLineDto | null; pending: boolean; held?: "no-size" | "failed" } | null;
  /**
   * The chosen material's and finish's looks (#36): clear vinyl sits on a transparency grid that shows
   * through a faint film wherever the artwork has no ink, holographic gets a rainbow sheen, gloss a
   * highlight (matte none). Opaque gloss when not given.
   */
  look?: StockLook;
};

const MAX_PREVIEW_PX = 220;
const FRAME_CLASS = "flex items-center justify-center rounded-lg p-4";

/**
 * What the sticker lies on: a transparency grid under clear vinyl (it shows through), a plain light
 * surface under the rest.
 */
function frameOf(look: StockLook) {
  const clear = look.material === "clear";
  return {
    className: cn(FRAME_CLASS, clear ? "stock-checkerboard" : "stock-surface"),
    "data-backdrop": clear ? "checkerboard" : "surface",
  };
}

/** The vinyl behind the artwork: a faint clear film (the grid shows through), silvery holographic or white stock. */
function vinylClassOf(look: StockLook): string {
  if (look.material === "clear") return "stock-clear-film shadow-sm";
  return look.material === "holographic" ? "stock-holo-base shadow-md" : "bg-white shadow-md";
}

/** The sheen of holographic vinyl and the gloss highlight, over the artwork (decorative). */
function StockLayers({ look }: { look: StockLook }) {
  return (
    <>
      {look.material === "holographic" && (
        <>
          <span aria-hidden="true" className="stock-holo-sheen absolute inset-0" data-testid="holographic-sheen" />
          <span aria-hidden="true" className="stock-holo-glint absolute inset-0" />
        </>
      )}
      {look.finish === "gloss" && (
        <span aria-hidden="true" className="stock-gloss-highlight absolute inset-0" data-testid="gloss-highlight" />
      )}
    </>
  );
}

/** The artwork on the vinyl as it will be cut: square, circle, rounded square or die-cut, at the size's proportions. */
export function StickerPreview(props: Props) {
  const look = props.look ?? DEFAULT_STOCK_LOOK;
  if (props.stickerType === "die-cut")
    return <DieCutPreview imageUrl={props.imageUrl} dieCut={props.dieCut ?? null} look={look} />;
  const { imageUrl, stickerType, roundedCorners, widthInches, heightInches, sizeName, custom = false } = props;
  const scale = MAX_PREVIEW_PX / Math.max(widthInches, heightInches);
  const width = Math.round(widthInches * scale);
  const height = Math.round(heightInches * scale);
  const shapeClass = stickerType === "circle" ? "rounded-full" : roundedCorners ? "rounded-[14%]" : "rounded-none";
  // #34: the safe line 1/16" inside the cut, from the proof's own rule (lib/stickers/compute-safe-outline.ts).
  const safe =
    sizeName && stickerType
      ? computeSafeOutline({ shape: stickerType, widthInches, heightInches, roundedCorners, cutLine: null })
      : null;
  const corners = roundedCorners ? " with rounded corners" : "";
  const description = !sizeName
    ? "Preview of your design"
    : custom
      ? `Preview of a ${sizeName} sticker${corners}`
      : `Preview of a ${sizeName} ${stickerType ?? ""} sticker${corners}`;

  return (
    <figure className="flex flex-col items-center gap-2">
      <div {...frameOf(look)} style={{ minHeight: MAX_PREVIEW_PX + 32 }} data-testid="sticker-preview-frame">
        <div
          data-testid="sticker-preview"
          data-shape={stickerType === "circle" ? "circle" : roundedCorners ? "rounded" : "square"}
          data-material-look={look.material}
          data-finish-look={look.finish}
          className={cn(
            "relative overflow-hidden ring-2 ring-dashed ring-slate-400 ring-offset-2 transition-all",
            vinylClassOf(look),
            shapeClass,
          )}
          style={{ width, height }}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- a local blob: URL, never optimised */}
          <img
            src={imageUrl}
            alt={description}
            className={cn("h-full w-full object-contain", look.finish === "matte" && "stock-matte-print")}
          />
          <StockLayers look={look} />
          {safe && <SafeLine safe={safe} widthInches={widthInches} heightInches={heightInches} />}
        </div>
      </div>
      <figcaption className="text-center text-xs text-slate-600">
        {!sizeName
          ? stickerType
            ? "Enter a size to see the cut"
            : "Choose a sticker type to see the cut"
          : custom
            ? `${sizeName} · dashed line shows the cut`
            : `${sizeName} · ${widthInches}" × ${heightInches}" · dashed line shows the cut`}
        {safe && (
          <span className="block" data-testid="safe-line-legend">
            <span
              aria-hidden="true"
              className="mr-1 inline-block w-4 border-t-2 border-dashed border-slate-500 align-middle"
            />
            Light dashed line: the safe area, 1/16&quot; inside the cut
          </span>
        )}
      </figcaption>
    </figure>
  );
}

/**
 * The safe line over the sticker, in its inches (the same outline the proof draws), light and dashed;
 * the figure's caption names it.
 */
function SafeLine({
  safe,
  widthInches,
  heightInches,
}: {
  safe: SafeOutline;
  widthInches: number;
  heightInches: number;
}) {
  const style = {
    fill: "none",
    stroke: "#64748b",
    strokeWidth: 1.5,
    strokeDasharray: "4 3",
    vectorEffect: "non-scaling-stroke",
  } as const;
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 h-full w-full"
      viewBox={`0 0 ${widthInches} ${heightInches}`}
      preserveAspectRatio="none"
      data-testid="safe-line"
      data-inset-inches={SAFE_MARGIN_INCHES}
    >
      {safe.kind === "ellipse" ? (
        <ellipse cx={safe.cx} cy={safe.cy} rx={safe.rx} ry={safe.ry} {...style} />
      ) : (
        <rect x={safe.x} y={safe.y} width={safe.width} height={safe.height} rx={safe.radius} {...style} />
      )}
    </svg>
  );
}

/** What the caption says while no line of the typed size is drawn or on its way (#34: never "Drawing…"). */
function describeHeldLine(held: "no-size" | "failed", sizeName: string | null): string {
  if (held === "no-size")
    return sizeName
      ? `Showing the last size drawn, ${sizeName}. Enter a size the shop cuts to draw the cut line again.`
      : "Enter a size to see the cut line";
  return sizeName
    ? `Showing the last size drawn, ${sizeName}. This size could not be cut.`
    : "The cut line could not be drawn for this size.";
}

function DieCutPreview({ imageUrl, dieCut, look }: { imageUrl: string; dieCut: Props["dieCut"]; look: StockLook }) {
  const line = dieCut?.line ?? null;
  const held = dieCut?.held ?? null;
  const pending = !held && (dieCut?.pending ?? false);
  const sizeName = line ? formatCustomSizeName("die-cut", line.widthInches, line.heightInches) : null;
  return (
    <figure className="flex flex-col items-center gap-2">
      <div
        {...frameOf(look)}
        className={cn(frameOf(look).className, "relative w-full")}
        style={{ minHeight: MAX_PREVIEW_PX + 32 }}
        data-testid="sticker-preview"
        data-shape="die-cut"
        data-material-look={look.material}
        data-finish-look={look.finish}
      >
        {line ? (
          <CutLineSvg
            path={line.path}
            widthInches={line.widthInches}
            heightInches={line.heightInches}
            sizePx={MAX_PREVIEW_PX}
            image={{ href: imageUrl, ...line.artwork }}
            label={`Preview of a ${sizeName} die-cut sticker, cut around your artwork`}
            look={look}
            className={cn("drop-shadow-md transition-opacity", pending && "opacity-50")}
          />
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- a local blob: URL, never optimised
          <img
            src={imageUrl}
            alt={held ? "Preview of your design" : "Preview of your design while its cut line is drawn"}
            className={cn("max-h-[220px] max-w-[220px] object-contain", !held && "opacity-50")}
          />
        )}
        {pending && (
          <Loader2
            className="absolute right-3 top-3 h-5 w-5 animate-spin text-slate-600"
            aria-hidden="true"
            data-testid="cut-line-pending"
          />
        )}
      </div>
      <figcaption className="text-center text-xs text-slate-600" aria-live="polite" data-testid="die-cut-caption">
        {held ? (
          describeHeldLine(held, sizeName)
        ) : pending || !sizeName ? (
          "Drawing the cut line…"
        ) : (
          <>
            <span className="font-medium text-slate-900" data-testid="die-cut-size">
              {sizeName}
            </span>{" "}
            · dashed line shows the cut, with a 1/8&quot; {look.material === "clear" ? "clear" : "white"} border
          </>
        )}
      </figcaption>
    </figure>
  );
}
