import type { Point } from "./types";

/** A closed ring as SVG path data ("M0 0.125L…Z"), numbers rounded to `decimals` without trailing zeros. */
export function formatSvgPathData(path: readonly Point[], decimals = 4): string {
  if (path.length === 0) return "";
  const format = (value: number) => {
    const rounded = Number(value.toFixed(decimals));
    return String(Object.is(rounded, -0) ? 0 : rounded);
  };
  return `${path.map(([x, y], i) => `${i === 0 ? "M" : "L"}${format(x)} ${format(y)}`).join("")}Z`;
}
