// A die-cut sticker drawn from its cut line: SVG path data in inches (origin at the bounding box's
// top-left, as lib/stickers gives it) scaled into a box of `sizePx`, the white vinyl inside the line,
// optionally the artwork clipped to it, and the line itself dashed. No hooks: server components can use it.
import type { StockLook } from "@/lib/domain/stock-looks";

type Props = {
  /** SVG path data in inches, origin at the cut line's bounding box's top-left corner. */
  path: string;
  widthInches: number;
  heightInches: number;
  /** The drawing's longest side in CSS pixels (a small margin for the line is inside it). */
  sizePx: number;
  /** The artwork under the line, in the same inches (the cut-line answer's `artwork`); clipped to the line. */
  image?: { href: string; x: number; y: number; width: number; height: number };
  /** The accessible name of the drawing. */
  label: string;
  className?: string;
  /**
   * The stock's look (#36): clear vinyl is a faint film instead of white, holographic gets a rainbow sheen
   * over the artwork, gloss a highlight; without it, white vinyl as before.
   */
  look?: StockLook;
};

/** The rainbow of holographic vinyl and the gloss highlight, inside the cut line (decorative). */
function StockOverlays({ look, id, clipId, box }: { look: StockLook; id: string; clipId: string; box: Box }) {
  return (
    <>
      {look.material === "holographic" && (
        <>
          <defs>
            <linearGradient id={`${id}-holo`} x1="0" y1="0" x2="1" y2="1">
              {["#ff9ad5", "#a0d8ff", "#b6ffd2", "#fff3a0", "#dcaaff", "#9ecbff"].map((colour, index, all) => (
                <stop key={colour} offset={index / (all.length - 1)} stopColor={colour} />
              ))}
            </linearGradient>
          </defs>
          <rect
            {...box}
            fill={`url(#${id}-holo)`}
            clipPath={`url(#${clipId})`}
            opacity={0.55}
            style={{ mixBlendMode: "multiply" }}
            data-testid="holographic-sheen"
          />
        </>
      )}
      {look.finish === "gloss" && (
        <>
          <defs>
            <linearGradient id={`${id}-gloss`} x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#ffffff" stopOpacity={0.6} />
              <stop offset="0.3" stopColor="#ffffff" stopOpacity={0.18} />
              <stop offset="0.48" stopColor="#ffffff" stopOpacity={0} />
            </linearGradient>
          </defs>
          <rect {...box} fill={`url(#${id}-gloss)`} clipPath={`url(#${clipId})`} data-testid="gloss-highlight" />
        </>
      )}
    </>
  );
}

type Box = { x: number; y: number; width: number; height: number };

/** A short stable id from the path, for the clip path (no hooks, so no useId). */
function hashText(text: string): string {
  let hash = 5381;
  for (let index = 0; index < text.length; index += 1) hash = (hash * 33 + text.charCodeAt(index)) >>> 0;
  return hash.toString(36);
}

export function CutLineSvg({ path, widthInches, heightInches, sizePx, image, label, className, look }: Props) {
  const longest = Math.max(widthInches, heightInches, 0.01);
  // Room around the line for its stroke and the sticker's shadow.
  const margin = longest * 0.03;
  const scale = sizePx / (longest + 2 * margin);
  const clipId = `cut-line-${hashText(path)}`;
  return (
    <svg
      role="img"
      aria-label={label}
      className={className}
      width={Math.round((widthInches + 2 * margin) * scale)}
      height={Math.round((heightInches + 2 * margin) * scale)}
      viewBox={`${-margin} ${-margin} ${widthInches + 2 * margin} ${heightInches + 2 * margin}`}
    >
      <defs>
        <clipPath id={clipId}>
          <path d={path} />
        </clipPath>
      </defs>
      {look?.material === "clear" ? (
        <path
          d={path}
          fill="#dbeef5"
          fillOpacity={0.3}
          stroke="#ffffff"
          strokeWidth={2 / scale}
          data-testid="clear-film"
        />
      ) : (
        <path d={path} fill="#ffffff" />
      )}
      {image && (
        <image
          href={image.href}
          x={image.x}
          y={image.y}
          width={image.width}
          height={image.height}
          preserveAspectRatio="none"
          clipPath={`url(#${clipId})`}
          className={look?.finish === "matte" ? "stock-matte-print" : undefined}
        />
      )}
      {look && (
        <StockOverlays
          look={look}
          id={clipId}
          clipId={clipId}
          box={{ x: 0, y: 0, width: widthInches, height: heightInches }}
        />
      )}
      {/* Stroke and dashes in screen pixels, whatever the sticker's size. */}
      <path
        d={path}
        fill="none"
        stroke="#475569"
        strokeWidth={1.5 / scale}
        strokeDasharray={`${6 / scale} ${4 / scale}`}
        strokeLinejoin="round"
        data-testid="cut-line"
      />
    </svg>
  );
}
