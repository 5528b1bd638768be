import { Clipper, FillRule, type Path64, type Paths64, type Rect64 } from "clipper2-ts";
import { computeNoFitPolygon, negatePath } from "./compute-no-fit-polygon";
import { findLattice, type Lattice } from "./find-lattice";
import { findLatticesThroughBoundary } from "./find-lattices-through-boundary";
import type { NestingContainer, NestingItem, QuarterTurns } from "./nesting-types";
import { turnPath } from "./turn-path";

/** A motif's copies relative to its origin: one copy, or a copy and its half turn interlocked. */
type Member = { turns: QuarterTurns; x: number; y: number };
export type Motif = { members: Member[]; lattice: Lattice; box: Rect64 };

/** Interlocking places of the half-turned copy tried per orientation (the tightest boxes first). */
const PAIR_CANDIDATES = 8;
/** Rows of up to this many motifs are also tried spread across the container (see consider). */
const MAX_SPREAD_ROW_COPIES = 24;

const ALL_TURNS: readonly QuarterTurns[] = [0, 1, 2, 3];

const boundsOfMembers = (outline: Path64, members: readonly Member[]): Rect64 =>
  Clipper.getBoundsPaths(members.map((m) => Clipper.translatePath(turnPath(outline, m.turns), m.x, m.y)));

/** Rows of the lattice that fit `container`, each as the x of its copies' origins, until `limit` motifs. */
export function* rowsOf(motif: Motif, container: NestingContainer, top: number) {
  const { lattice, box } = motif;
  for (let k = 0; ; k++) {
    const y = top - box.top + k * lattice.rowStep;
    if (y + box.bottom > container.height) return;
    const first = -box.left + ((((k * lattice.rowShift) % lattice.across) + lattice.across) % lattice.across);
    const xs: number[] = [];
    for (let x = first; x + box.right <= container.width; x += lattice.across) xs.push(x);
    if (xs.length === 0) return; // the motif is wider than the container
    yield { y, xs };
  }
}

/**
 * The roll length one copy of the motif's lattice takes when its whole rows hold up to `copies` copies (at
 * most a page): the copies a last row would leave it short of are nested around the rows (nestByPatterns),
 * so a row they could not fill is not charged. With fewer copies than one row holds, that one row.
 */
export function measureLengthPerCopy(motif: Motif, container: NestingContainer, copies: number): number {
  let placed = 0;
  let bottom = 0;
  for (const row of rowsOf(motif, container, 0)) {
    const inRow = row.xs.length * motif.members.length;
    if (placed > 0 && placed + inRow > copies) break;
    placed += inRow;
    bottom = row.y + motif.box.bottom;
    if (placed >= copies) break;
  }
  return placed === 0 ? Number.POSITIVE_INFINITY : bottom / Math.min(placed, copies);
}

/**
 * The best repeating pattern for `copies` copies of one outline in `container`: for each allowed upright or
 * quarter-turned orientation, the lattice of the outline alone and, when its half turn is allowed, of the
 * outline paired with its half turn at each of the tightest places where the two touch (the places on their
 * no-fit polygon's boundary whose pair has the smallest box). Judged by the roll length per copy.
 */
export function findBestMotif(item: NestingItem, container: NestingContainer): Motif | null {
  const allowed = item.turns ?? ALL_TURNS;
  let best: { motif: Motif; length: number } | null = null;
  const consider = (members: Member[], forbidden: Paths64) => {
    const box = boundsOfMembers(item.outline, members);
    const densest = findLattice(forbidden);
    const lattices = [...(densest ? [densest] : []), ...findLatticesThroughBoundary(forbidden)];
    // Rows spread to fill the container's width: the longest step along x that still fits n copies in a row,
    // for each n the densest lattice allows; the rows may then sit closer than the densest lattice's.
    const width = box.right - box.left;
    if (densest)
      for (let n = 2; n <= MAX_SPREAD_ROW_COPIES; n++) {
        const across = Math.floor((container.width - width) / (n - 1));
        if (across <= densest.across) break;
        const spread = findLattice(forbidden, { across });
        if (spread) lattices.push(spread);
      }
    if (densest)
      for (let n = 1; n <= MAX_SPREAD_ROW_COPIES; n++) {
        const half = Math.floor((container.width - width) / (2 * n - 1));
        if (2 * half <= densest.across) break;
        const staggered = findLattice(forbidden, { across: 2 * half, rowShift: half });
        if (staggered) lattices.push(staggered);
      }
    // Rows stacked straight (no shift): a shifted lattice's rows drift across the container, and those that
    // drift past its spare width hold a copy fewer; straight rows all hold as many as the first.
    for (const lattice of [...lattices]) {
      if (lattice.rowShift === 0) continue;
      const straight = findLattice(forbidden, { across: lattice.across, rowShift: 0 });
      if (straight) lattices.push(straight);
    }
    for (const lattice of lattices) {
      const motif: Motif = { members, lattice, box };
      const length = measureLengthPerCopy(motif, container, item.copies);
      if (Number.isFinite(length) && (!best || length < best.length)) best = { motif, length };
    }
  };
  for (const turns of [0, 1] as const) {
    if (!allowed.includes(turns)) continue;
    const shape = turnPath(item.outline, turns);
    const self = computeNoFitPolygon(shape, shape);
    consider([{ turns, x: 0, y: 0 }], self);
    const half = (turns + 2) as QuarterTurns;
    if (!allowed.includes(half)) continue;
    // The half turn is the negated outline: its no-fit polygon around the upright one is shape ⊕ shape, and
    // the upright one around it is the negation of that.
    const around = computeNoFitPolygon(shape, negatePath(shape));
    const shapeBox = Clipper.getBounds(shape);
    const places = around
      .flat()
      .map((p) => {
        const box = {
          left: Math.min(shapeBox.left, p.x - shapeBox.right),
          right: Math.max(shapeBox.right, p.x - shapeBox.left),
          top: Math.min(shapeBox.top, p.y - shapeBox.bottom),
          bottom: Math.max(shapeBox.bottom, p.y - shapeBox.top),
        };
        return { p, area: (box.right - box.left) * (box.bottom - box.top) };
      })
      .sort((a, b) => a.area - b.area || a.p.y - b.p.y || a.p.x - b.p.x)
      .slice(0, PAIR_CANDIDATES);
    for (const { p } of places) {
      const forbidden = Clipper.union(
        [
          ...self,
          ...around.map((ring) => Clipper.translatePath(ring, -p.x, -p.y)),
          ...around.map((ring) => Clipper.translatePath(negatePath(ring), p.x, p.y)),
        ],
        FillRule.NonZero,
      );
      consider(
        [
          { turns, x: 0, y: 0 },
          { turns: half, x: p.x, y: p.y },
        ],
        forbidden,
      );
    }
  }
  return best === null ? null : (best as { motif: Motif }).motif;
}
