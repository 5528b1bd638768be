import { Clipper, EndType, JoinType, type Path64 } from "clipper2-ts";
import { computeNoFitPolygon } from "./compute-no-fit-polygon";
import { findLattice } from "./find-lattice";
import { makeDisc, makeRect as rect } from "./__fixtures__/test-shapes";

const disc = makeDisc;

describe("findLattice", () => {
  it.each([
    { name: "a 10 × 6 rectangle: a plain grid", shape: rect(10, 6), across: 10, rowStep: 6 },
    { name: "a 4 × 9 rectangle", shape: rect(4, 9), across: 4, rowStep: 9 },
  ])("$name", ({ shape, across, rowStep }) => {
    const lattice = findLattice(computeNoFitPolygon(shape, shape));
    expect(lattice).toMatchObject({ across, rowStep });
    // The grid's shift is a whole step (0 here): every shift gives the same row step for a rectangle.
    expect(lattice!.rowShift % across).toBe(0);
  });

  it("packs discs hexagonally: rows shifted half a step, √3/2 of a diameter apart", () => {
    const lattice = findLattice(computeNoFitPolygon(disc(1000), disc(1000)))!;
    expect(lattice.across).toBeGreaterThanOrEqual(2000);
    expect(lattice.across).toBeLessThanOrEqual(2010);
    expect(Math.abs(lattice.rowShift - lattice.across / 2)).toBeLessThanOrEqual(lattice.across / 40);
    expect(lattice.rowStep / lattice.across).toBeCloseTo(Math.sqrt(3) / 2, 1);
  });

  it("never lets two copies overlap: every lattice point near the origin is outside the no-fit polygon", () => {
    // An L: its lattice interlocks, which a wrong step would make overlap.
    const ell: Path64 = [
      { x: 0, y: 0 },
      { x: 30, y: 0 },
      { x: 30, y: 10 },
      { x: 10, y: 10 },
      { x: 10, y: 30 },
      { x: 0, y: 30 },
    ];
    const lattice = findLattice(computeNoFitPolygon(ell, ell))!;
    const copies = [];
    for (let k = -2; k <= 2; k++)
      for (let i = -3; i <= 3; i++)
        copies.push(Clipper.translatePath(ell, i * lattice.across + k * lattice.rowShift, k * lattice.rowStep));
    // Shrunk by a hair, no two copies share any area.
    const shrunk = copies.map((copy) => Clipper.inflatePaths([copy], -0.5, JoinType.Miter, EndType.Polygon));
    for (let a = 0; a < shrunk.length; a++)
      for (let b = a + 1; b < shrunk.length; b++)
        expect(Math.abs(Clipper.areaPaths(Clipper.intersect(shrunk[a]!, shrunk[b]!, 1)))).toBe(0);
    expect(lattice.across * lattice.rowStep).toBeLessThanOrEqual(30 * 30);
  });

  it("tiles a parallelogram with no space between: denser than its boxes", () => {
    const slanted: Path64 = [
      { x: 0, y: 0 },
      { x: 20, y: 0 },
      { x: 30, y: 10 },
      { x: 10, y: 10 },
    ];
    const lattice = findLattice(computeNoFitPolygon(slanted, slanted))!;
    expect(lattice).toMatchObject({ across: 20, rowStep: 10 });
    expect(lattice.across * lattice.rowStep).toBe(Math.abs(Clipper.area(slanted))); // 200, against a 300 box
  });

  it("with a longer step along x, lets the rows sit closer: discs 2.4 diameters apart in a row", () => {
    const lattice = findLattice(computeNoFitPolygon(disc(1000), disc(1000)), { across: 4800 })!;
    expect(lattice.across).toBe(4800);
    // Shifted half way, the next row clears the row above at any depth and the row after it lands under the
    // first: rows half a diameter apart (1000) already; the search finds at least that.
    expect(lattice.rowStep).toBeLessThanOrEqual(1000);
    // Still no two discs closer than a diameter (the 96-gon's flats let them be closer by a few units).
    for (let k = 1; k <= 6; k++)
      for (let i = -3; i <= 3; i++)
        expect(Math.hypot(i * lattice.across + k * lattice.rowShift, k * lattice.rowStep)).toBeGreaterThan(1990);
  });

  it("refuses a given step along x at which the copies of a row would overlap", () => {
    expect(findLattice(computeNoFitPolygon(disc(1000), disc(1000)), { across: 1500 })).toBeNull();
  });

  it("answers null for an empty region", () => {
    expect(findLattice([])).toBeNull();
  });
});
