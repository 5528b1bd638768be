import "server-only";
import { decodeWorkingCopy } from "@/lib/die-cut/decode-working-copy";
import { runGeometryJob } from "@/lib/die-cut/geometry-pool";
import type { TracedOutline } from "@/lib/die-cut/types";
import { parseStoredOutline } from "@/lib/stickers/parse-stored-outline";
import { MAX_DESIGN_PIXELS } from "@/lib/validation/upload";
import type { WhitePlateInput } from "./compute-white-plate";

export type PlateArtwork = Pick<WhitePlateInput, "artwork" | "frame">;

/**
 * Where a design is inked, for the White plate on clear stock (computeWhitePlate's `artwork` and `frame`):
 * a design whose stored outline is its rectangle (a photo) is opaque, without decoding anything; any other
 * is decoded once more at its working size (decodeWorkingCopy: ≤ 1200 px, a JPEG shrunk on load, never
 * its full pixels held) and traced with its holes (tracePlateRings) in the geometry pool for `caller`,
 * under its time limit. Should that trace be too intricate, or fail, the stored outline's rings (holes
 * filled) stand in and a warning is logged; with none stored, the design's rectangle.
 */
export async function readPlateArtwork(
  source: Buffer,
  design: { width: number; height: number; outline: string | null },
  caller: string,
): Promise<PlateArtwork> {
  const stored = parseStoredOutline(design.outline);
  const traced: TracedOutline | null = stored && !("refused" in stored) ? stored : null;
  if (traced?.source === "rectangle")
    return { artwork: "opaque", frame: { width: traced.width, height: traced.height } };
  try {
    const copy = await decodeWorkingCopy(source, { limitInputPixels: MAX_DESIGN_PIXELS });
    const plate = await runGeometryJob({ kind: "plate", copy }, { caller });
    if (plate !== "too-intricate") return { artwork: plate, frame: { width: copy.width, height: copy.height } };
    console.warn("The White plate's artwork is too intricate to trace with its holes: its stored outline stands in.");
  } catch (error) {
    console.warn("Tracing the White plate's artwork failed: its stored outline stands in.", error);
  }
  if (traced) return { artwork: { rings: traced.rings }, frame: { width: traced.width, height: traced.height } };
  return { artwork: "opaque", frame: { width: design.width, height: design.height } };
}
