import { describeStickerTransform } from "./describe-sticker-transform";

/** Applies "translate(a b) rotate(r)" to a point, as SVG does (rotate first, then translate). */
function apply(transform: string, x: number, y: number): [number, number] {
  const [, tx, ty, r] = /translate\(([-\d.]+) ([-\d.]+)\)(?: rotate\((\d+)\))?/.exec(transform) ?? [];
  const angle = (Number(r ?? 0) * Math.PI) / 180;
  const rx = x * Math.cos(angle) - y * Math.sin(angle);
  const ry = x * Math.sin(angle) + y * Math.cos(angle);
  return [Math.round((rx + Number(tx)) * 1e9) / 1e9, Math.round((ry + Number(ty)) * 1e9) / 1e9];
}

describe("describeStickerTransform", () => {
  // A 2" × 1" box placed at (3, 4): its corners land in the turned box [3, 3 + w'] × [4, 4 + h'].
  it.each([
    [0, [3, 4], [5, 5]],
    [90, [3, 4], [4, 6]],
    [180, [3, 4], [5, 5]],
    [270, [3, 4], [4, 6]],
  ] as const)("at %i° the box's corners fill the turned box from (3, 4)", (rotation, min, max) => {
    const transform = describeStickerTransform(
      { xInches: 3, yInches: 4, rotation },
      { widthInches: 2, heightInches: 1 },
    );
    const corners = [
      [0, 0],
      [2, 0],
      [2, 1],
      [0, 1],
    ].map(([x, y]) => apply(transform, x!, y!));
    expect([Math.min(...corners.map((c) => c[0])), Math.min(...corners.map((c) => c[1]))]).toEqual(min);
    expect([Math.max(...corners.map((c) => c[0])), Math.max(...corners.map((c) => c[1]))]).toEqual(max);
  });

  it("turns clockwise: the box's top-left corner goes to the top-right at 90°", () => {
    const transform = describeStickerTransform(
      { xInches: 0, yInches: 0, rotation: 90 },
      { widthInches: 2, heightInches: 1 },
    );
    expect(apply(transform, 0, 0)).toEqual([1, 0]);
  });
});
