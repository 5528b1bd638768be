// What the print-sheet benches share (bench/lib/print-sheet-figures.mjs, nesting-figures.mjs): the clip art
// of lib/die-cut/__fixtures__, the roll and gap they lay out on, and a design made from the clip art with its
// die-cut line traced and offset as the shop does it. Run through scripts/register-ts.mjs.
import path from "node:path";
import sharp from "sharp";

export const CLIP_ART = [
  "dolphin_enrique_meza_c_01.png",
  "fireworks_ganson1.png",
  "jigsaw_green_12.png",
  "martini_glass_k_yager_01.png",
  "rainbow_linda_kim_01.png",
  "saturn_dan_gerhards_01.png",
  "vinyl_disc_philippe_coli_01.png",
];
export const ROLL_MEDIA = { kind: "roll", widthInches: 12, maxLengthInches: 48 };
export const SHEET_GAP_INCHES = 0.125;

/** A clip art trimmed and fitted into `pixels` × `pixels` on transparency, as a PNG. */
export function fitClipArt(file, pixels) {
  return sharp(path.resolve("lib/die-cut/__fixtures__", file))
    .trim()
    .resize(pixels, pixels, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } });
}

/** The die-cut of a transparent PNG at `sizeInches` (its longer side), traced and offset by the shop's code. */
export async function traceDieCut(png, sizeInches) {
  const { decodeWorkingCopy } = await import("../../lib/die-cut/decode-working-copy.ts");
  const { traceWorkingCopy } = await import("../../lib/die-cut/trace-working-copy.ts");
  const { computeDieCutLine } = await import("../../lib/stickers/compute-die-cut-line.ts");
  const { MAX_DESIGN_PIXELS } = await import("../../lib/validation/upload.ts");
  const outline = traceWorkingCopy(await decodeWorkingCopy(png, { limitInputPixels: MAX_DESIGN_PIXELS }));
  const line = computeDieCutLine(outline, sizeInches);
  return {
    widthInches: line.widthInches,
    heightInches: line.heightInches,
    cutLine: line.path,
    outline: JSON.stringify(outline),
  };
}
