import { Clipper, FillRule, PointInPolygonResult, type Path64, type Paths64 } from "clipper2-ts";
import { computeNoFitPolygon, negatePath, sumConvexPieces } from "./compute-no-fit-polygon";
import { decomposeConvex } from "./decompose-convex";
import type { NestedCopy, NestingContainer, NestingItem, NestingResult, QuarterTurns } from "./nesting-types";
import { turnPath } from "./turn-path";

const ALL_TURNS: readonly QuarterTurns[] = [0, 1, 2, 3];

type Placed = NestedCopy & { itemIndex: number };

/** What placement throws when its deadline passes: the caller falls back to a simpler layout. */
export const NESTING_OUT_OF_TIME = "Nesting ran out of time";

/** A copy already on the page that placement must keep clear of: an item's outline (by index) turned and moved. */
export type NestingObstacle = { itemIndex: number; turns: QuarterTurns; x: number; y: number };

const translate = (paths: Paths64, x: number, y: number): Paths64 => Clipper.translatePaths(paths, x, y);

/** Not strictly inside any ring of `forbidden` (on its boundary is touching, which is allowed). */
const isClear = (point: { x: number; y: number }, forbidden: Paths64) =>
  forbidden.every((ring) => Clipper.pointInPolygon(point, ring) !== PointInPolygonResult.IsInside);

/**
 * Bottom-left fill by no-fit polygons: copies are placed one by one in the order given (every copy of the
 * first item, then the next…), each where its reference point is nearest the start (smallest y, then x: y
 * runs along a roll) without overlapping a copy already placed or leaving the container, trying each of
 * its allowed turns and keeping the nearest. The places tried are the vertices of the feasible region (the
 * inner-fit rectangle less the no-fit polygons of every placed copy, each computed once per pair of item and
 * turns, then moved) and the no-fit polygons' own vertices, where a copy may fit exactly.
 * Shapes that only touch are allowed: their outlines already carry half the gap each. `obstacles` are copies
 * already on the page (of items in `items`, which may have no copies left to place). Throws RangeError
 * (NESTING_OUT_OF_TIME) once `deadline` (Date.now()) has passed: the pairs of shapes grow with the square of
 * the designs. Pure and deterministic within its time.
 */
export function placeBottomLeft(
  items: readonly NestingItem[],
  container: NestingContainer,
  obstacles: readonly NestingObstacle[] = [],
  deadline: number = Number.POSITIVE_INFINITY,
): NestingResult {
  const turned = new Map<string, Path64>();
  const outlineOf = (itemIndex: number, turns: QuarterTurns): Path64 => {
    const key = `${itemIndex}:${turns}`;
    let path = turned.get(key);
    if (!path) {
      path = turnPath(items[itemIndex]!.outline, turns);
      turned.set(key, path);
    }
    return path;
  };
  // Each item at each turn is cut into convex pieces once (and its half turn, as the moving shape).
  const pieces = new Map<string, { own: Path64[] | null; negated: Path64[] | null }>();
  const piecesOf = (itemIndex: number, turns: QuarterTurns) => {
    const key = `${itemIndex}:${turns}`;
    let entry = pieces.get(key);
    if (!entry) {
      const outline = outlineOf(itemIndex, turns);
      entry = { own: decomposeConvex(outline), negated: decomposeConvex(negatePath(outline)) };
      pieces.set(key, entry);
    }
    return entry;
  };
  const noFit = new Map<string, { nfp: Paths64; top: number; bottom: number }>();
  const noFitOf = (fixed: Placed, itemIndex: number, turns: QuarterTurns) => {
    const key = `${fixed.itemIndex}:${fixed.turns}|${itemIndex}:${turns}`;
    let entry = noFit.get(key);
    if (!entry) {
      const fixedPieces = piecesOf(fixed.itemIndex, fixed.turns).own;
      const movingPieces = piecesOf(itemIndex, turns).negated;
      const nfp =
        fixedPieces && movingPieces
          ? sumConvexPieces(fixedPieces, movingPieces)
          : computeNoFitPolygon(outlineOf(fixed.itemIndex, fixed.turns), outlineOf(itemIndex, turns));
      const box = Clipper.getBoundsPaths(nfp);
      entry = { nfp, top: box.top, bottom: box.bottom };
      noFit.set(key, entry);
    }
    return entry;
  };
  // Where each item at each turn was last placed: nothing nearer the start was free for it then, and placing
  // more only takes space, so its next copy is looked for from there on, among the copies whose no-fit
  // polygons reach that far. This keeps a long run near linear.
  const floors = new Map<string, number>();

  const placed: Placed[] = obstacles.map((obstacle) => ({ ...obstacle, key: items[obstacle.itemIndex]!.key, copy: 0 }));
  const own = placed.length;
  const unplaced: NestingResult["unplaced"] = [];
  items.forEach((item, itemIndex) => {
    for (let copy = 1; copy <= item.copies; copy++) {
      if (Date.now() > deadline) throw new RangeError(NESTING_OUT_OF_TIME);
      let best: Placed | null = null;
      for (const turns of item.turns ?? ALL_TURNS) {
        const bounds = Clipper.getBounds(outlineOf(itemIndex, turns));
        const fit = {
          left: -bounds.left,
          top: -bounds.top,
          right: container.width - bounds.right,
          bottom: container.height - bounds.bottom,
        };
        const floorKey = `${itemIndex}:${turns}`;
        fit.top = Math.max(fit.top, floors.get(floorKey) ?? fit.top);
        if (fit.right < fit.left || fit.bottom < fit.top) continue;
        const innerFit: Path64 = [
          { x: fit.left, y: fit.top },
          { x: fit.right, y: fit.top },
          { x: fit.right, y: fit.bottom },
          { x: fit.left, y: fit.bottom },
        ];
        const forbidden = placed.flatMap((other) => {
          const { nfp, top, bottom } = noFitOf(other, itemIndex, turns);
          if (other.y + bottom < fit.top || other.y + top > fit.bottom) return [];
          return translate(nfp, other.x, other.y);
        });
        const feasible = forbidden.length ? Clipper.difference([innerFit], forbidden, FillRule.NonZero) : [innerFit];
        // Candidates: the feasible region's vertices, and the no-fit polygons' own vertices and the inner-fit
        // corners, because a place where a copy fits exactly (a square into the corner three others leave) is a
        // single point, which the difference drops as having no area. Nearest the start first.
        const candidates = [...feasible.flat(), ...forbidden.flat(), ...innerFit]
          .filter((point) => point.x >= fit.left && point.x <= fit.right && point.y >= fit.top && point.y <= fit.bottom)
          .sort((a, b) => a.y - b.y || a.x - b.x);
        let floor = Number.POSITIVE_INFINITY;
        for (const point of candidates) {
          if (best && (point.y > best.y || (point.y === best.y && point.x >= best.x))) {
            floor = best.y; // nothing free nearer the start than the best place of another turn
            break;
          }
          if (isClear(point, forbidden)) {
            floor = point.y;
            best = { key: item.key, copy, turns, x: point.x, y: point.y, itemIndex };
            break;
          }
        }
        floors.set(floorKey, floor);
      }
      if (best) placed.push(best);
      else unplaced.push({ key: item.key, copy });
    }
  });
  return { placed: placed.slice(own).map(({ key, copy, turns, x, y }) => ({ key, copy, turns, x, y })), unplaced };
}
