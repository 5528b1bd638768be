import { Clipper, EndType, JoinType, type Path64 } from "clipper2-ts";
import { makeDisc, makeRect, makeTriangle } from "./__fixtures__/test-shapes";
import { computeNoFitPolygon } from "./compute-no-fit-polygon";
import { findLatticesThroughBoundary } from "./find-lattices-through-boundary";
import type { Lattice } from "./find-lattice";

/** Whether copies of `shape` on the lattice's points near the origin share any area (shrunk by a hair). */
function overlaps(shape: Path64, lattice: Lattice): boolean {
  const copies = [];
  for (let k = -2; k <= 2; k++)
    for (let i = -3; i <= 3; i++)
      copies.push(
        Clipper.inflatePaths(
          [Clipper.translatePath(shape, i * lattice.across + k * lattice.rowShift, k * lattice.rowStep)],
          -0.5,
          JoinType.Miter,
          EndType.Polygon,
        ),
      );
  for (let a = 0; a < copies.length; a++)
    for (let b = a + 1; b < copies.length; b++)
      if (Math.abs(Clipper.areaPaths(Clipper.intersect(copies[a]!, copies[b]!, 1))) > 0) return true;
  return false;
}

describe("findLatticesThroughBoundary", () => {
  it("finds discs packed hexagonally with the dense direction across: √3 diameters along x, rows half a diameter apart", () => {
    const lattices = findLatticesThroughBoundary(computeNoFitPolygon(makeDisc(1000), makeDisc(1000)));
    const turned = lattices.find(
      (lattice) => Math.abs(lattice.across - Math.sqrt(3) * 2000) <= 40 && Math.abs(lattice.rowStep - 1000) <= 40,
    );
    expect(turned).toBeDefined();
    // The usual hexagonal rows are among them too: one diameter along x, √3/2 of one between rows.
    expect(
      lattices.some(
        (lattice) => Math.abs(lattice.across - 2000) <= 20 && Math.abs(lattice.rowStep - Math.sqrt(3) * 1000) <= 40,
      ),
    ).toBe(true);
  });

  it.each([
    { name: "discs", shape: makeDisc(1000) },
    { name: "a rectangle", shape: makeRect(1000, 600) },
    { name: "a right triangle", shape: makeTriangle(1000, 600) },
    {
      name: "an L",
      shape: [
        { x: 0, y: 0 },
        { x: 30, y: 0 },
        { x: 30, y: 10 },
        { x: 10, y: 10 },
        { x: 10, y: 30 },
        { x: 0, y: 30 },
      ],
    },
  ])("never lets two copies of $name overlap, on every lattice it answers", ({ shape }) => {
    const lattices = findLatticesThroughBoundary(computeNoFitPolygon(shape, shape));
    expect(lattices.length).toBeGreaterThan(0);
    for (const lattice of lattices) {
      expect(lattice.rowShift).toBeGreaterThanOrEqual(0);
      expect(lattice.rowShift).toBeLessThan(lattice.across);
      expect(overlaps(shape, lattice)).toBe(false);
    }
  });

  it("answers none for an empty region", () => {
    expect(findLatticesThroughBoundary([])).toEqual([]);
  });
});
