import { Clipper, FillRule, type Path64 } from "clipper2-ts";
import { computeSignedArea } from "./compute-signed-area";
import { CutLineRefusal } from "./cut-line-refusal";
import { findSelfIntersection } from "./find-self-intersection";
import { joinParts } from "./join-parts";
import { measureBounds } from "./measure-bounds";
import { offsetFilled } from "./offset-filled";
import { simplifyRing } from "./simplify-ring";
import type { CutLine, Point, TracedOutline } from "./types";

/** The white border around the artwork: 1/8" at the ordered size. */
export const DEFAULT_BORDER_INCHES = 0.125;
/**
 * The cut line stays within this of the exact offset line: the artwork's rings are first simplified to
 * INPUT_TOLERANCE_INCHES (and the border grown by as much, so it never gets thinner), which moves the line
 * out by at most twice that; the offset line is then simplified to the rest.
 */
export const CUT_TOLERANCE_INCHES = 0.01;
/**
 * Offsetting costs grow with the points within a border's reach of each other (Clipper's scanline
 * sweep), and a traced ring at a small size has points far closer than any cutter can follow:
 * simplifying to 0.002" first made spiky artwork (the fireworks) 2–4× faster at 1" to 3".
 */
export const INPUT_TOLERANCE_INCHES = 0.002;
/** What a cutter's job and a frozen order line carry at most. */
export const MAX_CUT_POINTS = 2000;
/**
 * Slots and gaps of the bordered shape narrower than the border are bridged: a closing by half the
 * border (a disc of the border's diameter cannot enter them). It also rounds concave corners of the line
 * to at least that radius, which a blade follows cleanly.
 */
const CLOSING_SHARE_OF_BORDER = 0.5;
/** Clipper works in integers: 1/10,000" is far below every tolerance here and keeps 12" exact. */
const UNITS_PER_INCH = 10_000;
/** How far a round join's chords may fall inside its true arc (fewer arc points, a faster sweep). */
const ARC_TOLERANCE_INCHES = 0.001;

export type CutLineOptions = { borderInches?: number };

/**
 * The die-cut line of a traced outline at an ordered size: `sizeInches` is the finished sticker's
 * longest side, border included. The artwork is scaled so that, once offset by the border with round
 * joins (which grows each side by exactly twice the border), its longest side is the ordered size; then
 * holes are filled, gaps narrower than the border bridged, parts still apart joined (joinParts), and the
 * line simplified to 0.01" (more only if needed to stay within 2,000 points) without crossing itself.
 */
export function computeCutLine(
  outline: TracedOutline,
  sizeInches: number,
  { borderInches = DEFAULT_BORDER_INCHES }: CutLineOptions = {},
): CutLine {
  if (!(borderInches > 0) || !Number.isFinite(borderInches))
    throw new CutLineRefusal(`The border must be a positive number of inches, not ${borderInches}.`);
  if (!Number.isFinite(sizeInches) || sizeInches <= 2 * (borderInches + INPUT_TOLERANCE_INCHES))
    throw new CutLineRefusal(
      `A die-cut sticker must be larger than its two borders (${2 * borderInches}"), not ${sizeInches}".`,
    );
  const rings = outline.rings.map(unflatten).filter((ring) => ring.length >= 3);
  if (rings.length === 0) throw new CutLineRefusal("The traced outline has no ring.");
  const artwork = measureBounds(rings);
  const artworkLongSide = Math.max(artwork.maxX - artwork.minX, artwork.maxY - artwork.minY);
  if (!(artworkLongSide > 0)) throw new CutLineRefusal("The traced outline has no extent.");

  // Units per working-copy pixel, solved exactly: a round-join offset by d grows every extent by 2d, and
  // the simplified rings keep the artwork's extremes, so longest side = artwork × scale + 2 × offset.
  const border = borderInches * UNITS_PER_INCH;
  const inputTolerance = INPUT_TOLERANCE_INCHES * UNITS_PER_INCH;
  const arcTolerance = ARC_TOLERANCE_INCHES * UNITS_PER_INCH;
  const scale = (sizeInches * UNITS_PER_INCH - 2 * (border + inputTolerance)) / artworkLongSide;
  const paths = rings.map((ring) => {
    const scaled = ring.map(([x, y]): Point => [(x - artwork.minX) * scale, (y - artwork.minY) * scale]);
    const path = simplifyRing(scaled, inputTolerance).map(([x, y]) => ({ x: Math.round(x), y: Math.round(y) }));
    return Clipper.area(path) < 0 ? path.reverse() : path;
  });

  // Out by the border, the simplification's slack and the closing; back in by the closing.
  const closing = border * CLOSING_SHARE_OF_BORDER;
  const bordered = offsetFilled(
    offsetFilled(Clipper.union(paths, FillRule.NonZero), border + inputTolerance + closing, arcTolerance),
    -closing,
    arcTolerance,
  );
  const joinedParts = bordered.length > 1;
  const outer = joinedParts
    ? joinParts(bordered, border, 2 * sizeInches * UNITS_PER_INCH, arcTolerance).path
    : (bordered[0] as Path64);

  const { ring, tolerance } = simplifyWithinCap(
    outer.map(({ x, y }): Point => [x, y]),
    (CUT_TOLERANCE_INCHES - 2 * INPUT_TOLERANCE_INCHES) * UNITS_PER_INCH,
  );
  const bounds = measureBounds([ring]);
  const toInches = (value: number, origin: number) => Number(((value - origin) / UNITS_PER_INCH).toFixed(4));
  return {
    path: startAtTop(ring).map(([x, y]) => [toInches(x, bounds.minX), toInches(y, bounds.minY)]),
    closed: true,
    widthInches: toInches(bounds.maxX, bounds.minX),
    heightInches: toInches(bounds.maxY, bounds.minY),
    borderInches,
    toleranceInches: Number((tolerance / UNITS_PER_INCH + 2 * INPUT_TOLERANCE_INCHES).toFixed(4)),
    joinedParts,
    artwork: {
      x: (-artwork.minX * scale - bounds.minX) / UNITS_PER_INCH,
      y: (-artwork.minY * scale - bounds.minY) / UNITS_PER_INCH,
      width: (outline.width * scale) / UNITS_PER_INCH,
      height: (outline.height * scale) / UNITS_PER_INCH,
    },
  };
}

/**
 * Simplifies to the tolerance, or to a finer one when the coarser line would cross itself, or to a
 * coarser one (×1.5 each time) when the line has more than MAX_CUT_POINTS: the cap wins over the 0.01".
 * Clockwise on screen. Throws if no tolerance gives a simple line (never seen: the line's concave
 * corners are rounded to half the border, far wider than the tolerance).
 */
function simplifyWithinCap(exact: Point[], tolerance: number): { ring: Point[]; tolerance: number } {
  const clockwise = computeSignedArea(exact) < 0 ? [...exact].reverse() : exact;
  const candidates = [tolerance, tolerance / 2, tolerance / 4];
  for (let coarser = tolerance * 1.5; coarser < tolerance * 200; coarser *= 1.5) candidates.push(coarser);
  for (const candidate of candidates) {
    const ring = simplifyRing(clockwise, candidate);
    if (ring.length <= MAX_CUT_POINTS && ring.length >= 3 && !findSelfIntersection(ring))
      return { ring, tolerance: candidate };
  }
  throw new Error("The cut line could not be simplified into a simple ring within the point cap.");
}

/** Starts the ring at its topmost point (the leftmost of those), so one shape always prints the same. */
function startAtTop(ring: Point[]): Point[] {
  let first = 0;
  ring.forEach(([x, y], i) => {
    const [fx, fy] = ring[first] as Point;
    if (y < fy || (y === fy && x < fx)) first = i;
  });
  return [...ring.slice(first), ...ring.slice(0, first)];
}

function unflatten(flat: number[]): Point[] {
  const ring: Point[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) ring.push([flat[i] as number, flat[i + 1] as number]);
  return ring;
}
