import { buildEllipsePath } from "./build-ellipse-path";
import { measurePathArea } from "./measure-path-area";
import { parseSvgPathData } from "./parse-svg-path-data";

describe("measurePathArea", () => {
  it.each([
    { name: "a 2 × 3 rectangle", d: "M0 0L2 0L2 3L0 3Z", area: 6 },
    { name: "the same rectangle run the other way", d: "M0 0L0 3L2 3L2 0Z", area: 6 },
    { name: "a triangle left open (closed back to its start)", d: "M0 0L4 0L0 2", area: 4 },
    { name: "two separate squares", d: "M0 0L1 0L1 1L0 1ZM3 3L5 3L5 5L3 5Z", area: 5 },
    { name: "a square with a straight cubic side", d: "M0 0C1 0 1 0 2 0L2 2L0 2Z", area: 4 },
  ])("$name", ({ d, area }) => {
    expect(measurePathArea(parseSvgPathData(d))).toBeCloseTo(area, 9);
  });

  it("a circle of four Bézier arcs: π r² within the arcs' own 0.05%", () => {
    const area = measurePathArea(buildEllipsePath(5, 5, 2, 2));
    expect(Math.abs(area - Math.PI * 4) / (Math.PI * 4)).toBeLessThan(5e-4);
  });
});
