import type { Path64 } from "clipper2-ts";

// Outlines the nesting tests share, in nesting units, each from the origin.

/** A w × h rectangle with its top-left corner at the origin. */
export const makeRect = (w: number, h: number): Path64 => [
  { x: 0, y: 0 },
  { x: w, y: 0 },
  { x: w, y: h },
  { x: 0, y: h },
];

/** A right triangle with its right angle at the origin: two of them, one turned a half turn, make a rectangle. */
export const makeTriangle = (w: number, h: number): Path64 => [
  { x: 0, y: 0 },
  { x: w, y: 0 },
  { x: 0, y: h },
];

/** A disc of radius r about the origin as a 96-gon. */
export const makeDisc = (r: number): Path64 =>
  Array.from({ length: 96 }, (_, i) => ({
    x: Math.round(r * Math.cos((2 * Math.PI * i) / 96)),
    y: Math.round(r * Math.sin((2 * Math.PI * i) / 96)),
  }));
