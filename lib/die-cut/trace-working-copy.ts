import { DEFAULT_BORDER_INCHES, INPUT_TOLERANCE_INCHES } from "./compute-cut-line";
import { findArtworkValues, HALF_OPAQUE } from "./find-artwork-values";
import { measureMask } from "./measure-mask";
import { traceMaskRings } from "./trace-mask-rings";
import type { OutlineRefusalReason, OutlineSource, Point, StoredOutline, WorkingCopy } from "./types";

/** The largest sticker's longest side, in inches (custom sizes go up to it). */
const LARGEST_STICKER_INCHES = 12;
/**
 * A mask whose edge is longer than this many times the image's width plus height is speckled (dithering,
 * noise, halftone dots, fine hatching) and is closed before tracing. A drawn shape's edge stays well under
 * it (the clip art of shared/fixtures/artwork: 1–4×, the fireworks' sparks 18×); dots every other pixel
 * are ~600×.
 */
export const SPECKLE_EDGE_FACTOR = 32;
/**
 * Refused unless, after closing, the edge is at most this many times the width plus height: it bounds
 * the marching squares' stitching, which grows faster than the edge's length (one ring of 1.44 million
 * edges took 16 s; pinstripes, fine combs and spirals of ~190,000 edges on 1200 px trace in under 1 s and
 * must not be refused).
 */
export const MAX_TRACED_EDGE_FACTOR = 160;
/** At most this many separate pieces are cut around (joined by the border into one sticker). */
export const MAX_OUTLINE_PARTS = 200;
/** At most this many points in all the traced rings: what the cut line's offsetting takes in bounded time. */
export const MAX_OUTLINE_POINTS = 20_000;
/**
 * A stored outline longer than this (JSON characters) is not read: at most 20,000 points of ~14 characters
 * fit well under it, and parsing one of the megabytes an older tracer stored would hold the event loop.
 */
export const MAX_STORED_OUTLINE_CHARS = 400_000;
/** The closing's radius as a share of the border at 12" (findClosingRadius). */
const CLOSING_SHARE_OF_BORDER = 0.5;

/**
 * The closing radius in working-copy pixels: half the border at the largest size. A closing no wider than
 * the border changes no cut line: the border's offset of the closed shape is the border's offset of the
 * shape itself (a disc's offset is already closed by any smaller disc), and at smaller sizes the border
 * is wider still in the artwork's pixels. Half leaves room for the pixel grid's rounding (a closing by
 * the whole border moved lines of small images by up to 0.037" at 12").
 */
export function findClosingRadius(artworkLongSidePixels: number): number {
  const artworkInches = LARGEST_STICKER_INCHES - 2 * (DEFAULT_BORDER_INCHES + INPUT_TOLERANCE_INCHES);
  return Math.max(1, (CLOSING_SHARE_OF_BORDER * artworkLongSidePixels * DEFAULT_BORDER_INCHES) / artworkInches);
}

export type TraceWorkingCopyOptions = {
  /** Close the mask whatever its edge (tests: a closing must not change a drawn design's cut lines). */
  alwaysClose?: boolean;
};

/**
 * The artwork's outline from its decoded working copy (decodeWorkingCopy): the pixels at least half
 * opaque when its transparency draws a shape (isShapelessTransparency); else the pixels that are not its
 * uniform background (findBackgroundMask, one tolerance whatever the format; with a clear frame or specks
 * and no uniform background, the opaque pixels); else (a photo) the image's rectangle. Speckled artwork is closed first
 * (SPECKLE_EDGE_FACTOR), so dots become the shape they draw; what is still too complex to cut around is
 * refused with its reason. Bounded by the working copy's size; pure: no decoding, no I/O.
 */
export function traceWorkingCopy(
  copy: WorkingCopy,
  { alwaysClose = false }: TraceWorkingCopyOptions = {},
): StoredOutline {
  const { width, height, imageWidth, imageHeight } = copy;
  const frame = { width, height, imageWidth, imageHeight };
  const refuse = (refused: OutlineRefusalReason): StoredOutline => ({ version: 1, refused, ...frame });
  const outline = (source: OutlineSource, rings: Point[][]): StoredOutline => {
    const kept = rings.length > 0 ? rings : [rectangleOf(width, height)];
    if (kept.length > MAX_OUTLINE_PARTS) return refuse("too-many-pieces");
    let points = 0;
    for (const ring of kept) points += ring.length;
    if (points > MAX_OUTLINE_POINTS) return refuse("too-intricate");
    return {
      version: 1,
      source: rings.length > 0 ? source : "rectangle",
      ...frame,
      rings: kept.map((ring) => ring.flatMap(([x, y]) => [roundTenth(x), roundTenth(y)])),
      parts: kept.length,
    };
  };

  const { values, source } = findArtworkValues(copy);
  if (!values) return outline("rectangle", []);

  const measured = measureMask(values, width, height, HALF_OPAQUE);
  if (!measured.box) return outline(source, []);
  const perimeter = width + height;
  const speckled = alwaysClose || measured.edges > SPECKLE_EDGE_FACTOR * perimeter;
  const { minX, minY, maxX, maxY } = measured.box;
  const closingRadius = speckled ? findClosingRadius(Math.max(maxX - minX, maxY - minY) + 1) : 0;
  // Unclosed, the edge is within the speckle bound already (filling holes only shortens it).
  const rings = traceMaskRings(values, width, height, HALF_OPAQUE, {
    mask: measured.mask,
    closingRadius,
    maxEdges: MAX_TRACED_EDGE_FACTOR * perimeter,
  });
  return rings ? outline(source, rings) : refuse("too-intricate");
}

function rectangleOf(width: number, height: number): Point[] {
  return [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ];
}

/** 0.1 px is 0.001" at 12": finer digits would only lengthen the stored JSON. */
function roundTenth(value: number): number {
  return Math.round(value * 10) / 10;
}
