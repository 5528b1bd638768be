import type { Path64 } from "clipper2-ts";

// The nesting engine's vocabulary (#37): shapes are closed outlines in integer units (Clipper's Path64),
// already grown by the tolerance and half the gap, so two placed shapes that only touch keep the gap
// between their cut lines. Pure data: no database, no PDF.

/** Integer units per inch: 1/10,000" is far finer than any cutter, and 12" stays well inside 2^53 squared. */
export const NESTING_UNITS_PER_INCH = 10_000;

/** Quarter turns a copy may be placed at (0 = as drawn, 2 = upside down). */
export type QuarterTurns = 0 | 1 | 2 | 3;

/** One distinct shape to place, with how many copies. */
export type NestingItem = {
  /** The caller's key (an order id, say); every copy of it is placed with this key. */
  key: string;
  /** Its outline grown by the tolerance and half the gap, counter-clockwise or not, in NESTING units. */
  outline: Path64;
  copies: number;
  /** The turns it may take; [0, 1, 2, 3] when absent. A circle needs only [0]. */
  turns?: readonly QuarterTurns[];
};

/** Where the container lets shapes go: its width and (for a cut sheet) height, in NESTING units. */
export type NestingContainer = { width: number; height: number };

/** One copy placed: its outline turned by `turns` about the origin, then moved by (x, y). */
export type NestedCopy = { key: string; copy: number; turns: QuarterTurns; x: number; y: number };

export type NestingResult = {
  placed: NestedCopy[];
  /** Copies that did not fit the container (the caller starts another page with them). */
  unplaced: { key: string; copy: number }[];
};
