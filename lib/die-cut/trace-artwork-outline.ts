import "server-only";
import { decodeWorkingCopy, type DecodeWorkingCopyOptions } from "./decode-working-copy";
import { traceWorkingCopy } from "./trace-working-copy";
import type { TracedOutline } from "./types";

export type TraceArtworkOptions = DecodeWorkingCopyOptions;

/**
 * Traces the artwork's outline from the uploaded image, once at upload, for every cut line to come:
 * its working copy decoded (decodeWorkingCopy: WORKING_LONG_SIDE px on its longest side, never upscaled,
 * EXIF orientation applied as the design is shown), then traced from those pixels (traceWorkingCopy).
 */
export async function traceArtworkOutline(
  bytes: Uint8Array,
  options: TraceArtworkOptions = {},
): Promise<TracedOutline> {
  return traceWorkingCopy(await decodeWorkingCopy(bytes, options));
}
