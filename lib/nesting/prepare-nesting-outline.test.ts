import { Clipper, EndType, FillRule, JoinType } from "clipper2-ts";
import { NESTING_UNITS_PER_INCH } from "./nesting-types";
import { prepareNestingOutline } from "./prepare-nesting-outline";

const U = NESTING_UNITS_PER_INCH;

/** A circle of `radius` inches at (cx, cy) as `points` points. */
const circle = (radius: number, points: number, cx = 0, cy = 0) =>
  Array.from({ length: points }, (_, i) => ({
    x: cx + radius * Math.cos((2 * Math.PI * i) / points),
    y: cy + radius * Math.sin((2 * Math.PI * i) / points),
  }));

/** A star of `arms` arms (radii r and r/2), `pointsPerEdge` points along each edge: a ragged, many-point cut line. */
const star = (arms: number, r: number, pointsPerEdge: number) => {
  const corners = Array.from({ length: arms * 2 }, (_, i) => {
    const angle = (Math.PI * i) / arms;
    const radius = i % 2 ? r / 2 : r;
    return { x: radius * Math.cos(angle), y: radius * Math.sin(angle) };
  });
  return corners.flatMap((from, i) => {
    const to = corners[(i + 1) % corners.length]!;
    return Array.from({ length: pointsPerEdge }, (_, k) => ({
      x: from.x + ((to.x - from.x) * k) / pointsPerEdge,
      y: from.y + ((to.y - from.y) * k) / pointsPerEdge,
    }));
  });
};

const toUnits = (ring: { x: number; y: number }[]) =>
  ring.map((point) => ({ x: Math.round(point.x * U), y: Math.round(point.y * U) }));

describe("prepareNestingOutline", () => {
  it.each([
    { case: "a 2,000-point circle", ring: circle(1, 2000), grow: 0.0625 },
    // Just over the points kept, as circles flattened within 1/2000" now come (a 2" one has 109): simplified
    // a little, and still holding the line grown by the gap.
    ...[104, 120, 150, 250].map((points) => ({
      case: `a ${points}-point circle`,
      ring: circle(1, points),
      grow: 0.0635,
    })),
    { case: "a 2,400-point star", ring: star(6, 1.5, 200), grow: 0.0625 },
    { case: "a star without growth", ring: star(5, 1, 300), grow: 0 },
  ])("$case: about 100 points, and it holds the cut line grown by the gap", ({ ring, grow }) => {
    const outline = prepareNestingOutline([ring], grow);
    expect(outline.length).toBeLessThanOrEqual(110);
    expect(Clipper.area(outline)).toBeGreaterThan(0);
    // Nothing of the cut line grown by `grow` lies outside the outline (1 unit² of rounding at most).
    const needed = Clipper.inflatePaths([toUnits(ring)], Math.round(grow * U), JoinType.Round, EndType.Polygon);
    const outside = Clipper.difference(needed, [outline], FillRule.NonZero);
    expect(Math.abs(Clipper.areaPaths(outside))).toBeLessThanOrEqual(1);
    // And it is not much bigger: within 2 % of the grown cut line's area.
    expect(Clipper.area(outline) / Math.abs(Clipper.areaPaths(needed))).toBeLessThan(1.02);
  });

  /** A comb 3" wide: `teeth` teeth 2.9" long with slots of `slot` inches between them. */
  const comb = (teeth: number, slot: number) => {
    const pitch = 3 / teeth;
    const ring = [
      { x: 0, y: 0 },
      { x: 3, y: 0 },
      { x: 3, y: 0.1 },
    ];
    for (let i = teeth - 1; i >= 0; i--) {
      const [x0, x1] = [i * pitch, i * pitch + pitch - slot];
      ring.push({ x: x1, y: 0.1 }, { x: x1, y: 3 }, { x: x0, y: 3 }, { x: x0, y: 0.1 });
    }
    return ring;
  };

  it.each([
    { case: "slots narrower than twice the growth are closed: a near square", teeth: 60, slot: 0.025 },
    { case: "wide slots keep too many points: its hull", teeth: 60, slot: 0.03 },
    { case: "a few wide slots are kept", teeth: 6, slot: 0.25 },
  ])("a comb, $case: bounded in points and size, and it holds the comb grown", ({ teeth, slot }) => {
    const ring = comb(teeth, slot);
    const grow = 0.0675;
    const outline = prepareNestingOutline([ring], grow);
    expect(outline.length).toBeLessThanOrEqual(110);
    const box = Clipper.getBounds(outline);
    // Never larger than the comb's 3" box grown by the growth and 1/25" more.
    expect(box.right - box.left).toBeLessThanOrEqual((3 + 2 * grow + 0.04) * U);
    const needed = Clipper.inflatePaths([toUnits(ring)], Math.round(grow * U), JoinType.Round, EndType.Polygon);
    expect(Math.abs(Clipper.areaPaths(Clipper.difference(needed, [outline], FillRule.NonZero)))).toBeLessThanOrEqual(1);
  });

  it("refuses a cut line that encloses nothing", () => {
    expect(() =>
      prepareNestingOutline(
        [
          [
            { x: 0, y: 0 },
            { x: 1, y: 0 },
          ],
        ],
        0.1,
      ),
    ).toThrow(RangeError);
  });
});
