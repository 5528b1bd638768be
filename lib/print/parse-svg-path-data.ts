import type { PathSegment } from "./path-segments";

const TOKEN = /([MmLlHhVvCcZz])|([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)|([\s,]+)|(.)/gy;

/** How many numbers each command takes per repetition. */
const ARITY: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, Z: 0 };

/**
 * SVG path data (a die-cut's frozen cut line: "M1.2 0L1.5 0.1…Z", in inches) as absolute segments.
 * Reads moves, lines (L, H, V), cubic curves and closes, absolute or relative, with repeated coordinates;
 * anything else (arcs, quadratic curves, stray characters) throws RangeError rather than being guessed at,
 * since the cutter must follow exactly the line the customer approved.
 */
export function parseSvgPathData(data: string): PathSegment[] {
  const tokens: (string | number)[] = [];
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(data); match; match = TOKEN.exec(data)) {
    if (match[4] !== undefined)
      throw new RangeError(`Unsupported path data at "${data.slice(match.index, match.index + 12)}"`);
    if (match[1] !== undefined) tokens.push(match[1]);
    else if (match[2] !== undefined) tokens.push(Number(match[2]));
  }
  const segments: PathSegment[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let i = 0;
  while (i < tokens.length) {
    const command = tokens[i++];
    if (typeof command !== "string") throw new RangeError("Path data must start each step with a command");
    const upper = command.toUpperCase();
    const relative = command !== upper;
    if (segments.length === 0 && upper !== "M") throw new RangeError("Path data must start with a move (M)");
    if (upper === "Z") {
      segments.push({ op: "Z" });
      x = startX;
      y = startY;
      continue;
    }
    const arity = ARITY[upper] as number;
    let repetition = 0;
    while (repetition === 0 || typeof tokens[i] === "number") {
      const args = tokens.slice(i, i + arity);
      if (args.length < arity || args.some((value) => typeof value !== "number"))
        throw new RangeError(`The command ${command} needs ${arity} numbers`);
      i += arity;
      const n = args as number[];
      const dx = relative ? x : 0;
      const dy = relative ? y : 0;
      // Coordinates after a move's first pair are lines (SVG's implicit lineto).
      const op = upper === "M" && repetition > 0 ? "L" : upper;
      if (op === "M") {
        x = n[0]! + dx;
        y = n[1]! + dy;
        startX = x;
        startY = y;
        segments.push({ op: "M", x, y });
      } else if (op === "L" || op === "H" || op === "V") {
        if (op === "L") [x, y] = [n[0]! + dx, n[1]! + dy];
        else if (op === "H") x = n[0]! + dx;
        else y = n[0]! + dy;
        segments.push({ op: "L", x, y });
      } else {
        const segment = {
          op: "C" as const,
          x1: n[0]! + dx,
          y1: n[1]! + dy,
          x2: n[2]! + dx,
          y2: n[3]! + dy,
          x: n[4]! + dx,
          y: n[5]! + dy,
        };
        segments.push(segment);
        x = segment.x;
        y = segment.y;
      }
      repetition += 1;
    }
  }
  if (!segments.some((segment) => segment.op === "L" || segment.op === "C"))
    throw new RangeError("Path data must draw something");
  if (segments.some((segment) => "x" in segment && !(Number.isFinite(segment.x) && Number.isFinite(segment.y))))
    throw new RangeError("Path data has a coordinate that is not a finite number");
  return segments;
}
