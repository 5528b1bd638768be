import { Clipper, type Paths64 } from "clipper2-ts";
import { findInteriorIntervals, type Interval } from "./find-interior-intervals";
import { findAcrossStep, type Lattice } from "./find-lattice";

/** Row vectors tried by findLatticesThroughBoundary: points of the region's boundary, spread by angle. */
const ROW_VECTOR_SAMPLES = 48;
/** At most this many rows fit within the reach of one copy (the region's height): closer rows are not tried. */
const MAX_ROWS_IN_REACH = 32;
/** Bound on the pushes of a step (a region's intervals are few; a comb's would not be). */
const MAX_STEP_TRIES = 64;

/**
 * The smallest step `across` (at least `from`) of rows whose next row sits at `row` (a translation on the
 * boundary of `forbidden`, y > 0): every lattice point i · across + k · row near the origin must lie outside
 * the region's interior, so each one found inside pushes `across` just far enough to carry it out. The region
 * is a no-fit polygon of a motif with itself, symmetric about the origin, so rows k ≥ 0 suffice. Null if no
 * step is found within the tries.
 */
function findAcrossForRow(forbidden: Paths64, row: { x: number; y: number }, from: number): number | null {
  const box = Clipper.getBoundsPaths(forbidden);
  const rows: { k: number; intervals: Interval[] }[] = [];
  for (let k = 0; k * row.y < box.bottom; k++)
    rows.push({ k, intervals: findInteriorIntervals(forbidden, "y", k * row.y) });
  let across = from;
  for (let tries = 0; tries < MAX_STEP_TRIES; tries++) {
    let next = across;
    for (const { k, intervals } of rows)
      for (const { start, end } of intervals) {
        // Lattice points k · row.x + i · across strictly inside (start, end).
        const offset = k * row.x;
        for (let i = Math.floor((start - offset) / across) + 1; offset + i * across < end; i++) {
          if (i === 0 && k === 0) continue;
          const at = offset + i * across;
          if (at <= start) continue;
          if (i > 0) next = Math.max(next, Math.ceil((end - offset) / i));
          else if (i < 0) next = Math.max(next, Math.ceil((offset - start) / -i));
          else return null; // the row vector itself is inside: not on the boundary
        }
      }
    if (next === across) return across;
    across = Math.max(across + 1, next);
  }
  return null;
}

/**
 * Lattices whose second vector is a point on the boundary of `forbidden` (rows touching rows), each with the
 * smallest step along x that clears: the patterns findLattice's search over shifts never reaches because
 * their step along x is longer than the smallest, such as discs packed hexagonally with the dense direction
 * across the container. Which one fits a container best depends on its width, so the caller judges them.
 */
export function findLatticesThroughBoundary(forbidden: Paths64): Lattice[] {
  if (forbidden.length === 0) return [];
  const box = Clipper.getBoundsPaths(forbidden);
  const minimal = findAcrossStep(forbidden, box.right - box.left);
  if (minimal === null) return [];
  // Rows closer than this would mean stacking dozens of rows inside one copy's reach: never dense.
  const lowest = Math.max(1, Math.ceil(box.bottom / MAX_ROWS_IN_REACH));
  const points = forbidden.flat().filter((p) => p.y >= lowest);
  // Spread by angle: per sector, the point nearest the origin (a notch where rows interlock) and the farthest.
  const nearest = new Map<number, { x: number; y: number }>();
  const farthest = new Map<number, { x: number; y: number }>();
  for (const p of points) {
    const sector = Math.floor((Math.atan2(p.y, p.x) / Math.PI) * ROW_VECTOR_SAMPLES);
    const near = nearest.get(sector);
    const far = farthest.get(sector);
    if (!near || Math.hypot(p.x, p.y) < Math.hypot(near.x, near.y)) nearest.set(sector, p);
    if (!far || Math.hypot(p.x, p.y) > Math.hypot(far.x, far.y)) farthest.set(sector, p);
  }
  const rowVectors = new Map([...nearest.values(), ...farthest.values()].map((p) => [`${p.x},${p.y}`, p]));
  const lattices: Lattice[] = [];
  for (const row of rowVectors.values()) {
    const across = findAcrossForRow(forbidden, row, minimal);
    if (across === null) continue;
    lattices.push({ across, rowShift: ((row.x % across) + across) % across, rowStep: row.y });
  }
  return lattices;
}
