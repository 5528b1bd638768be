import { findBackgroundMask } from "./find-background-mask";
import { traceMaskRings } from "./trace-mask-rings";
import type { OutlineSource, Point, TracedOutline, WorkingCopy } from "./types";

/** "At least half opaque": alpha ≥ 127.5 of 255, i.e. 128 and up. */
const HALF_OPAQUE = 127.5;

/**
 * The artwork's outline from its decoded working copy (decodeWorkingCopy): the pixels at least half
 * opaque when the image has transparency; else the pixels that are not its uniform background
 * (findBackgroundMask); else (a photo) the image's rectangle. Pure: no decoding, no I/O.
 */
export function traceWorkingCopy({
  data,
  width,
  height,
  channels,
  imageWidth,
  imageHeight,
}: WorkingCopy): TracedOutline {
  const outline = (source: OutlineSource, rings: Point[][]): TracedOutline => {
    const kept = rings.length > 0 ? rings : [rectangleOf(width, height)];
    return {
      version: 1,
      source: rings.length > 0 ? source : "rectangle",
      width,
      height,
      imageWidth,
      imageHeight,
      rings: kept.map((ring) => ring.flatMap(([x, y]) => [roundTenth(x), roundTenth(y)])),
      parts: kept.length,
    };
  };

  const alpha = new Uint8Array(width * height);
  let transparent = 0;
  for (let i = 0; i < alpha.length; i++) {
    const value = data[i * channels + 3] as number;
    alpha[i] = value;
    if (value < HALF_OPAQUE) transparent++;
  }
  if (transparent > 0) return outline("alpha", traceMaskRings(alpha, width, height, HALF_OPAQUE));

  const mask = findBackgroundMask({ data, width, height, channels });
  if (mask) return outline("background", traceMaskRings(mask, width, height, HALF_OPAQUE));
  return outline("rectangle", []);
}

function rectangleOf(width: number, height: number): Point[] {
  return [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ];
}

/** 0.1 px is 0.001" at 12": finer digits would only lengthen the stored JSON. */
function roundTenth(value: number): number {
  return Math.round(value * 10) / 10;
}
