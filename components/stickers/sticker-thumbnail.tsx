import type { SVGProps } from "react";
import type { ArtworkPlacement } from "@/lib/die-cut/types";
import { describeStickerTransform } from "@/lib/stickers/describe-sticker-transform";
import { labelStickerSize } from "@/lib/stickers/label-sticker-size";
import type { SheetThumbnailSticker } from "@/lib/stickers/sheet-sticker";
import { placeThumbnailImage, type ThumbnailImageBox } from "@/lib/stickers/place-thumbnail-image";
import { computeStickerOutline, type OutlinedSticker, type StickerOutline } from "@/lib/stickers/sticker-outline";
import { cn } from "@/lib/utils";

// A line's design inside its cut shape, drawn as SVG in inches (viewBox "0 0 width height"): the white
// sticker, the image clipped to the shape, and the cut line on top. No hooks and no browser API, so a
// server page renders it to HTML and a client list (the cart) renders it alike; no JavaScript of its own.

export type StickerThumbnailLine = OutlinedSticker & {
  /** Readable: 'Die-cut 3" × 2.4"', or the standard size's name. */
  sizeName: string;
  /** Die-cut: where the image lies in the cut line's frame (placeLineArtwork); null fits it inside the border. */
  artwork?: ArtworkPlacement | null;
  /** A sticker sheet (#39): its stickers, drawn where they lie on the sheet (the line is the sheet). */
  sheetStickers?: readonly SheetThumbnailSticker[] | null;
};

type Props = {
  line: StickerThumbnailLine;
  /** The design's image (a signed /uploads link); null draws the blank sticker. */
  imageUrl: string | null;
  designName: string;
  /** The box's side in CSS pixels; the sticker's longest side fills it. */
  size?: number;
  /** Show the size label under the sticker (off where the line's text already names it). */
  caption?: boolean;
  className?: string;
};

/** The cut line's colour, as on the shop's cut preview proof. */
export const CUT_LINE_COLOR = "#e11d48";

type ShapeProps = Omit<SVGProps<SVGElement>, "ref"> & { "data-testid"?: string };

function OutlineShape({ outline, ...props }: { outline: StickerOutline } & ShapeProps) {
  if (outline.kind === "path") return <path d={outline.d} {...props} />;
  if (outline.kind === "ellipse")
    return <ellipse cx={outline.cx} cy={outline.cy} rx={outline.rx} ry={outline.ry} {...props} />;
  return <rect x={0} y={0} width={outline.width} height={outline.height} rx={outline.radius} {...props} />;
}

/**
 * A clipPath id from the outline itself: two thumbnails of one shape share an id and a definition (the
 * same clip), so a page of many needs no counter and no hook to keep ids apart.
 */
function clipIdOf(outline: StickerOutline): string {
  const text = JSON.stringify(outline);
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return `sticker-clip-${hash.toString(36)}`;
}

export function StickerThumbnail({ line, imageUrl, designName, size = 64, caption = true, className }: Props) {
  const { widthInches: width, heightInches: height } = line;
  const outline = computeStickerOutline(line);
  const image = placeThumbnailImage(line, line.artwork ?? null);
  const clipId = clipIdOf(outline);
  const scale = size / Math.max(width, height);
  const label = labelStickerSize(line);
  return (
    <figure className={cn("flex shrink-0 flex-col items-center gap-1", className)} data-testid="sticker-thumbnail">
      <div
        className="flex items-center justify-center rounded-md bg-slate-100 p-1.5"
        style={{ width: size + 12, height: size + 12 }}
      >
        <svg
          role="img"
          aria-label={
            line.sheetStickers
              ? `${line.sizeName}${line.roundedCorners ? " with rounded corners" : ""}`
              : `${designName} on a ${label} sticker${line.shape === "square" && line.roundedCorners ? " with rounded corners" : ""}`
          }
          data-shape={outline.kind === "path" ? "die-cut" : outline.kind === "ellipse" ? "circle" : "rectangle"}
          viewBox={`0 0 ${width} ${height}`}
          width={Math.round(width * scale)}
          height={Math.round(height * scale)}
          overflow="visible"
        >
          <defs>
            <clipPath id={clipId}>
              <OutlineShape outline={outline} />
            </clipPath>
          </defs>
          <OutlineShape outline={outline} fill="#ffffff" />
          {line.sheetStickers ? (
            line.sheetStickers.map((sticker, index) => <SheetThumbnailPart key={index} sticker={sticker} />)
          ) : imageUrl ? (
            <ClippedImage href={imageUrl} box={image} clipId={clipId} />
          ) : null}
          <OutlineShape
            outline={outline}
            data-testid="cut-line"
            fill="none"
            stroke={CUT_LINE_COLOR}
            strokeWidth={1.25}
            strokeDasharray="3 2"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </div>
      {caption ? <figcaption className="text-center text-xs text-slate-700">{line.sizeName}</figcaption> : null}
    </figure>
  );
}

/** One sticker of a sheet's thumbnail: its white shape, its design clipped to it, its kiss-cut line. */
function SheetThumbnailPart({ sticker }: { sticker: SheetThumbnailSticker }) {
  const outline = computeStickerOutline({ ...sticker, roundedCorners: false });
  const image = placeThumbnailImage(sticker, sticker.artwork);
  const clipId = clipIdOf(outline);
  return (
    <g transform={describeStickerTransform(sticker, sticker)} data-testid="sheet-thumbnail-sticker">
      <defs>
        <clipPath id={clipId}>
          <OutlineShape outline={outline} />
        </clipPath>
      </defs>
      {sticker.imageUrl ? <ClippedImage href={sticker.imageUrl} box={image} clipId={clipId} /> : null}
      <OutlineShape
        outline={outline}
        fill="none"
        stroke={CUT_LINE_COLOR}
        strokeWidth={0.75}
        vectorEffect="non-scaling-stroke"
      />
    </g>
  );
}

/** A design's image where it lies in its sticker's frame, clipped to the sticker's cut shape. */
function ClippedImage({ href, box, clipId }: { href: string; box: ThumbnailImageBox; clipId: string }) {
  return (
    <image
      href={href}
      x={box.x}
      y={box.y}
      width={box.width}
      height={box.height}
      preserveAspectRatio={box.preserveAspectRatio}
      clipPath={`url(#${clipId})`}
    />
  );
}
