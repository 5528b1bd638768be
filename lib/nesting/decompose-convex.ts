import { Clipper, TriangulateResult, type Path64 } from "clipper2-ts";
import { computeConvexHull } from "@/lib/die-cut/compute-convex-hull";

/** The convex hull of points, as a Path64. */
export function hullOfPoints(points: Path64): Path64 {
  return computeConvexHull(points.map((point): [number, number] => [point.x, point.y])).map(([x, y]) => ({ x, y }));
}

/**
 * A simple polygon as convex pieces that tile it: Clipper's triangulation, then neighbouring pieces (sharing
 * an edge) merged while their union stays convex (its hull has exactly their two areas). A dolphin's
 * 37-point outline becomes 8 pieces. Null when the polygon cannot be triangulated (it crosses itself).
 */
export function decomposeConvex(path: Path64): Path64[] | null {
  const { result, solution } = Clipper.triangulate([path]);
  if (result !== TriangulateResult.success || solution.length === 0) return null;
  const pieces = solution.map((triangle) => ({ path: triangle, area: Math.abs(Clipper.area(triangle)) }));
  const shareEdge = (a: Path64, b: Path64) => a.filter((p) => b.some((q) => q.x === p.x && q.y === p.y)).length >= 2;
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < pieces.length && !merged; i++)
      for (let j = i + 1; j < pieces.length && !merged; j++) {
        const a = pieces[i]!;
        const b = pieces[j]!;
        if (!shareEdge(a.path, b.path)) continue;
        const hull = hullOfPoints([...a.path, ...b.path]);
        const area = Math.abs(Clipper.area(hull));
        if (area !== a.area + b.area) continue;
        pieces[i] = { path: hull, area };
        pieces.splice(j, 1);
        merged = true;
      }
  }
  return pieces.map((piece) => piece.path);
}
