import type { Path64 } from "clipper2-ts";
import type { QuarterTurns } from "./nesting-types";

/** A path turned by quarter turns about the origin, y down (a quarter turn maps (x, y) to (−y, x)). Exact in integers. */
export function turnPath(path: Path64, turns: QuarterTurns): Path64 {
  switch (turns) {
    case 0:
      return path.map((point) => ({ x: point.x, y: point.y }));
    case 1:
      return path.map((point) => ({ x: -point.y, y: point.x }));
    case 2:
      return path.map((point) => ({ x: -point.x, y: -point.y }));
    case 3:
      return path.map((point) => ({ x: point.y, y: -point.x }));
  }
}
