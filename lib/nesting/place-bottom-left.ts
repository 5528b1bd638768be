import { Clipper, FillRule, PointInPolygonResult, type Path64, type Paths64 } from "clipper2-ts";
import type { NestedCopy, NestingContainer, NestingItem, NestingResult, QuarterTurns } from "./nesting-types";
import { createNestingCache, createNoFitLookup, type NestingCache } from "./no-fit-lookup";

const ALL_TURNS: readonly QuarterTurns[] = [0, 1, 2, 3];
/**
 * The depth of container searched at once (see placeBottomLeft's windows): this many heights of the shape,
 * at least 1/2" (NESTING units). Measured on the bench's die-cut batch: 1 height 3.3 s, 4 and 8 heights 2.7 s.
 */
const WINDOW_HEIGHTS = 4;
const MIN_WINDOW = 5_000;

type Placed = NestedCopy & { itemIndex: number };

/** What placement throws when its deadline passes: the caller falls back to a simpler layout. */
export const NESTING_OUT_OF_TIME = "Nesting ran out of time";

/** A copy already on the page that placement must keep clear of: an item's outline (by index) turned and moved. */
export type NestingObstacle = { itemIndex: number; turns: QuarterTurns; x: number; y: number };

const translate = (paths: Paths64, x: number, y: number): Paths64 => Clipper.translatePaths(paths, x, y);

type Box = { left: number; top: number; right: number; bottom: number };

/**
 * Not strictly inside any ring of `forbidden` (on its boundary is touching, which is allowed); `boxes` are the
 * rings' bounds, so that only the few rings around the point are walked.
 */
const isClear = (point: { x: number; y: number }, forbidden: Paths64, boxes: readonly Box[]) =>
  forbidden.every((ring, index) => {
    const box = boxes[index]!;
    if (point.x <= box.left || point.x >= box.right || point.y <= box.top || point.y >= box.bottom) return true;
    return Clipper.pointInPolygon(point, ring) !== PointInPolygonResult.IsInside;
  });

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
  cache: NestingCache = createNestingCache(),
): NestingResult {
  const { outlineOf, noFitOf } = createNoFitLookup(items, cache);
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
        // The search goes down the container a window at a time, so that each difference takes only the no-fit
        // polygons near it (a full page holds hundreds): the first window with a clear place holds the nearest.
        const window = Math.max(WINDOW_HEIGHTS * (bounds.bottom - bounds.top), MIN_WINDOW);
        let floor = Number.POSITIVE_INFINITY;
        search: for (let top = fit.top; top <= fit.bottom; top += window + 1) {
          if (best && top > best.y) {
            floor = best.y; // nothing free nearer the start than the best place of another turn
            break search;
          }
          const bottom = Math.min(fit.bottom, top + window);
          const innerFit: Path64 = [
            { x: fit.left, y: top },
            { x: fit.right, y: top },
            { x: fit.right, y: bottom },
            { x: fit.left, y: bottom },
          ];
          const forbidden = placed.flatMap((other) => {
            const { nfp, top: nfpTop, bottom: nfpBottom } = noFitOf(other, itemIndex, turns);
            if (other.y + nfpBottom < top || other.y + nfpTop > bottom) return [];
            return translate(nfp, other.x, other.y);
          });
          const forbiddenBoxes = forbidden.map((ring) => Clipper.getBounds(ring));
          const feasible = forbidden.length ? Clipper.difference([innerFit], forbidden, FillRule.NonZero) : [innerFit];
          // Candidates: the feasible region's vertices, and the no-fit polygons' own vertices and the window's
          // corners, because a place where a copy fits exactly (a square into the corner three others leave)
          // is a single point, which the difference drops as having no area. Nearest the start first.
          const candidates = [...feasible.flat(), ...forbidden.flat(), ...innerFit]
            .filter((point) => point.x >= fit.left && point.x <= fit.right && point.y >= top && point.y <= bottom)
            .sort((a, b) => a.y - b.y || a.x - b.x);
          for (const point of candidates) {
            if (best && (point.y > best.y || (point.y === best.y && point.x >= best.x))) {
              floor = best.y;
              break search;
            }
            if (isClear(point, forbidden, forbiddenBoxes)) {
              floor = point.y;
              best = { key: item.key, copy, turns, x: point.x, y: point.y, itemIndex };
              break search;
            }
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
