import { Clipper, EndType, FillRule, JoinType, type Path64 } from "clipper2-ts";
import type { FlatPoint } from "@/lib/print/flatten-path";
import { computeCopyMatrix, turnsOf } from "./compute-copy-matrix";
import type { PrintSheetPlacement } from "./print-sheet-types";

/** Check units per inch: 1/100,000", so rounding is far below the slack allowed. */
const UNITS = 100_000;
/** What rounding may take off the gap: 1/10,000". */
const SLACK_UNITS = 10;

/**
 * Throws (a defect, not the operator's error) unless, on one page, every copy's cut line lies inside the
 * printable area and every two cut lines are at least `gapInches` apart: each cut line (its flattened rings
 * in its frame, inches) grown by half the gap less a hair, placed by its copy's matrix, must not overlap
 * another so grown. Checked by Clipper on the outlines themselves, not their boxes.
 */
export function checkNestedOutlines(
  placements: readonly PrintSheetPlacement[],
  ringsOf: (orderId: number) => FlatPoint[][],
  gapInches: number,
  area: { left: number; top: number; right: number; bottom: number },
): void {
  const grown = new Map<number, Path64[]>();
  const grownOf = (orderId: number) => {
    let paths = grown.get(orderId);
    if (!paths) {
      const rings = ringsOf(orderId).map((ring) =>
        ring.map((point) => ({ x: Math.round(point.x * UNITS), y: Math.round(point.y * UNITS) })),
      );
      const delta = Math.max(0, Math.round((gapInches / 2) * UNITS) - SLACK_UNITS);
      paths = Clipper.inflatePaths(Clipper.union(rings, FillRule.NonZero), delta, JoinType.Round, EndType.Polygon);
      grown.set(orderId, paths);
    }
    return paths;
  };
  const placed = placements.map((placement) => {
    const [a, b, c, d, e, f] = computeCopyMatrix(placement, UNITS);
    const move = (paths: Path64[]) =>
      paths.map((path) =>
        path.map((point) => ({
          x: Math.round(a * point.x + c * point.y + e),
          y: Math.round(b * point.x + d * point.y + f),
        })),
      );
    const cut = move(
      ringsOf(placement.orderId).map((ring) =>
        ring.map((point) => ({ x: Math.round(point.x * UNITS), y: Math.round(point.y * UNITS) })),
      ),
    );
    const cutBox = Clipper.getBoundsPaths(cut);
    if (
      cutBox.left < area.left * UNITS - SLACK_UNITS ||
      cutBox.top < area.top * UNITS - SLACK_UNITS ||
      cutBox.right > area.right * UNITS + SLACK_UNITS ||
      cutBox.bottom > area.bottom * UNITS + SLACK_UNITS
    )
      throw new Error(
        `Nesting put order ${placement.orderId}'s copy ${placement.copy} (turned ${turnsOf(placement)}) outside the printable area`,
      );
    const paths = move(grownOf(placement.orderId));
    return { placement, paths, box: Clipper.getBoundsPaths(paths) };
  });
  placed.sort((p, q) => p.box.left - q.box.left);
  for (let i = 0; i < placed.length; i++) {
    const p = placed[i]!;
    for (let j = i + 1; j < placed.length && placed[j]!.box.left < p.box.right; j++) {
      const q = placed[j]!;
      if (q.box.bottom <= p.box.top || q.box.top >= p.box.bottom) continue;
      const shared = Math.abs(Clipper.areaPaths(Clipper.intersect(p.paths, q.paths, FillRule.NonZero)));
      // A sliver of a few square units is rounding where two grown lines touch; more is two lines too close.
      if (shared > SLACK_UNITS * SLACK_UNITS)
        throw new Error(
          `Nesting put two cut lines closer than the gap (orders ${p.placement.orderId} and ${q.placement.orderId})`,
        );
    }
  }
}
