import { Clipper, EndType, FillRule, JoinType, type Path64, type Paths64 } from "clipper2-ts";
import type { ArtworkPlacement } from "@/lib/die-cut/types";
import { flattenPath } from "./flatten-path";
import type { PathSegment } from "./path-segments";

/** Clipper works in integers: 1/100,000" (0.00072 pt) is far finer than any press. */
const UNITS_PER_INCH = 100_000;
/** A curve of the cut path becomes this many straight steps (a quarter circle of 12" strays under 0.0004"). */
const CURVE_STEPS = 24;
/** The choke's round corners stay within 0.0005" of the true arc. */
const ARC_TOLERANCE_UNITS = 50;

export type WhitePlateInput = {
  /**
   * Where the artwork is inked, in its working copy's pixels: rings [x0, y0, x1, y1, …] filled even-odd
   * (tracePlateRings; holes are rings too); "opaque" for artwork opaque to its rectangle (a photo).
   */
  artwork: { rings: readonly (readonly number[])[] } | "opaque";
  /** The working copy's size in pixels: the rings' frame, which the whole design's rectangle is. */
  frame: { width: number; height: number };
  /** Where the whole design lies in the sticker's frame, in inches (fitStickerArtwork, as the raster places it). */
  placement: ArtworkPlacement;
  /** The sticker's cut line in its frame, in inches (readStickerCutPath). */
  cutPath: readonly PathSegment[];
  /** How far inside the inked area the plate stops, in inches (≥ 0). */
  chokeInches: number;
};

/**
 * The White plate of one sticker, in inches in the sticker's frame (y down): where its artwork is inked
 * (the rings placed as the raster places the design; "opaque": the design's whole rectangle), clipped to
 * its cut line, then shrunk by `chokeInches` on every edge (round joins), holes growing by as much, so no
 * white peeks past the colour. Closed subpaths (M, L…, Z) to fill with the nonzero rule (Clipper's output
 * winds holes against their outer rings). Empty when nothing is left. Pure; O(n log n) in the points.
 */
export function computeWhitePlate({ artwork, frame, placement, cutPath, chokeInches }: WhitePlateInput): PathSegment[] {
  if (!(frame.width > 0 && frame.height > 0)) throw new RangeError("The artwork's frame must have pixels");
  if (!(chokeInches >= 0)) throw new RangeError("The choke must not be negative");
  const sx = (placement.width / frame.width) * UNITS_PER_INCH;
  const sy = (placement.height / frame.height) * UNITS_PER_INCH;
  const ox = placement.x * UNITS_PER_INCH;
  const oy = placement.y * UNITS_PER_INCH;
  const toUnits = (x: number, y: number) => ({ x: Math.round(ox + x * sx), y: Math.round(oy + y * sy) });
  const inked: Paths64 =
    artwork === "opaque"
      ? [[toUnits(0, 0), toUnits(frame.width, 0), toUnits(frame.width, frame.height), toUnits(0, frame.height)]]
      : artwork.rings.map((ring) => {
          const path: Path64 = [];
          for (let i = 0; i + 1 < ring.length; i += 2) path.push(toUnits(ring[i] as number, ring[i + 1] as number));
          return path;
        });
  const clipped = Clipper.intersect(inked, flattenToUnits(cutPath), FillRule.EvenOdd);
  const choke = Math.round(chokeInches * UNITS_PER_INCH);
  const plate =
    choke > 0
      ? Clipper.inflatePaths(clipped, -choke, JoinType.Round, EndType.Polygon, 2, ARC_TOLERANCE_UNITS)
      : clipped;
  const segments: PathSegment[] = [];
  for (const path of plate) {
    if (path.length < 3) continue;
    path.forEach((point, i) =>
      segments.push({ op: i === 0 ? "M" : "L", x: point.x / UNITS_PER_INCH, y: point.y / UNITS_PER_INCH }),
    );
    segments.push({ op: "Z" });
  }
  return segments;
}

/** A path's subpaths as Clipper rings in its units: curves split into CURVE_STEPS straight steps. */
function flattenToUnits(path: readonly PathSegment[]): Paths64 {
  return flattenPath(path, CURVE_STEPS)
    .filter((ring) => ring.length >= 3)
    .map((ring) =>
      ring.map((point) => ({ x: Math.round(point.x * UNITS_PER_INCH), y: Math.round(point.y * UNITS_PER_INCH) })),
    );
}
