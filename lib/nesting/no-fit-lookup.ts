import { Clipper, type Path64, type Paths64 } from "clipper2-ts";
import { computeNoFitPolygon, negatePath, sumConvexPieces } from "./compute-no-fit-polygon";
import { decomposeConvex } from "./decompose-convex";
import type { NestingItem, QuarterTurns } from "./nesting-types";
import { turnPath } from "./turn-path";

/** A no-fit polygon and its bounds: where the moving shape's origin may not go, relative to the fixed one's. */
export type NoFit = { nfp: Paths64; left: number; top: number; right: number; bottom: number };

/**
 * What placement computes per shape and per pair of shapes (turned outlines, convex pieces, no-fit polygons),
 * by item key: shared by the calls that nest the same items (one per page), so each pair is summed once.
 */
export type NestingCache = {
  turned: Map<string, Path64>;
  pieces: Map<string, { own: Path64[] | null; negated: Path64[] | null }>;
  noFit: Map<string, NoFit>;
};

export const createNestingCache = (): NestingCache => ({ turned: new Map(), pieces: new Map(), noFit: new Map() });

/**
 * The items' turned outlines and the no-fit polygon of any two of them at any turns, each computed once into
 * `cache`, by item key (the same key is the same outline in every call sharing the cache): the moving shape's
 * origin may not go strictly inside it, relative to the fixed shape's origin.
 */
export function createNoFitLookup(items: readonly NestingItem[], { turned, pieces, noFit }: NestingCache) {
  const keyOf = (itemIndex: number) => items[itemIndex]!.key;
  const outlineOf = (itemIndex: number, turns: QuarterTurns): Path64 => {
    const key = `${keyOf(itemIndex)}:${turns}`;
    let path = turned.get(key);
    if (!path) {
      path = turnPath(items[itemIndex]!.outline, turns);
      turned.set(key, path);
    }
    return path;
  };
  // Each item at each turn is cut into convex pieces once (and its half turn, as the moving shape).
  const piecesOf = (itemIndex: number, turns: QuarterTurns) => {
    const key = `${keyOf(itemIndex)}:${turns}`;
    let entry = pieces.get(key);
    if (!entry) {
      const outline = outlineOf(itemIndex, turns);
      entry = { own: decomposeConvex(outline), negated: decomposeConvex(negatePath(outline)) };
      pieces.set(key, entry);
    }
    return entry;
  };
  const noFitOf = (fixed: { itemIndex: number; turns: QuarterTurns }, itemIndex: number, turns: QuarterTurns) => {
    const key = `${keyOf(fixed.itemIndex)}:${fixed.turns}|${keyOf(itemIndex)}:${turns}`;
    let entry = noFit.get(key);
    if (!entry) {
      const fixedPieces = piecesOf(fixed.itemIndex, fixed.turns).own;
      const movingPieces = piecesOf(itemIndex, turns).negated;
      const nfp =
        fixedPieces && movingPieces
          ? sumConvexPieces(fixedPieces, movingPieces)
          : computeNoFitPolygon(outlineOf(fixed.itemIndex, fixed.turns), outlineOf(itemIndex, turns));
      entry = { nfp, ...Clipper.getBoundsPaths(nfp) };
      noFit.set(key, entry);
    }
    return entry;
  };
  return { outlineOf, noFitOf };
}
