/**
 * Rings of points turned clockwise (y runs down) by `angleDegrees` about the origin: (x, y) → (x·cos − y·sin,
 * x·sin + y·cos), the sense of the quarter turns (turnPath). Used before an outline is grown for nesting, so a
 * shape nested at an angle is grown from its own turned line.
 */
export function turnRings<P extends { x: number; y: number }>(
  rings: readonly (readonly P[])[],
  angleDegrees: number,
): { x: number; y: number }[][] {
  const radians = (angleDegrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  return rings.map((ring) => ring.map((p) => ({ x: p.x * cos - p.y * sin, y: p.x * sin + p.y * cos })));
}
