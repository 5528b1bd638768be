import "server-only";
import { decodeWorkingCopy, type DecodeWorkingCopyOptions } from "./decode-working-copy";
import { traceWorkingCopy } from "./trace-working-copy";
import type { TracedOutline } from "./types";

export type TraceArtworkOptions = DecodeWorkingCopyOptions;

/**
 * Traces the artwork's outline from an image in one step, on the calling thread: its working copy
 * decoded (decodeWorkingCopy: WORKING_LONG_SIDE px on its longest side, never upscaled, EXIF orientation
 * applied as the design is shown), then traced from those pixels (traceWorkingCopy); a refused artwork
 * throws a RangeError naming the reason. For tests and tools: the shop's requests trace in the geometry
 * pool (traceWorkingCopyOffThread), where a refusal is stored with the design.
 */
export async function traceArtworkOutline(
  bytes: Uint8Array,
  options: TraceArtworkOptions = {},
): Promise<TracedOutline> {
  const outline = traceWorkingCopy(await decodeWorkingCopy(bytes, options));
  if ("refused" in outline) throw new RangeError(`The artwork cannot be cut around: ${outline.refused}.`);
  return outline;
}
