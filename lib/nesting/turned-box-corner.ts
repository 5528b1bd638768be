import type { QuarterTurns } from "./nesting-types";

/**
 * The top-left corner of a width × height box turned by `turns` about its own top-left (turnPath's turn:
 * (x, y) → (−y, x)), in the box's own unit: where a turned copy's box starts relative to its origin.
 */
export function turnedBoxCorner(width: number, height: number, turns: QuarterTurns): { x: number; y: number } {
  switch (turns) {
    case 0:
      return { x: 0, y: 0 };
    case 1:
      return { x: -height, y: 0 };
    case 2:
      return { x: -width, y: -height };
    case 3:
      return { x: 0, y: -width };
  }
}
