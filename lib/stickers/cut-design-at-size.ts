import "server-only";
import { LRUCache } from "lru-cache";
import { ApiError } from "@/lib/api/errors";
import { computeCutLineOffThread } from "@/lib/die-cut/cut-off-thread";
import { toDieCutLine, type DieCutLine } from "./compute-die-cut-line";
import { DIE_CUT_MESSAGES, toDieCutApiError } from "./die-cut-refusals";
import { readDesignOutline } from "./read-design-outline";

type Outcome = { line: DieCutLine } | { refusal: { status: number; message: string } };

/** A size refused because its job ran out of time is asked again after this long (the load may have passed). */
const TIMED_OUT_TTL_MS = 15 * 60_000;
/** A size whose computation failed (not a refusal) is asked again after this long. */
const FAILED_TTL_MS = 60_000;

/**
 * Cut lines already computed, and refusals, by design file and size. The design tool asks for the size
 * the shopper typed and the cart then asks for the same size again; a refusal (a size too small for the
 * border, an outline too intricate, a job past its time limit) is remembered too, so asking again costs
 * nothing. A stored design file never changes under its name (a replacement design is a new file), so a
 * line never goes stale; the cap bounds memory by the paths' length (a 2,000-point path is ~30 kB of text).
 */
const outcomes = new LRUCache<string, Outcome>({
  maxSize: 8_000_000,
  sizeCalculation: (outcome) => ("line" in outcome ? outcome.line.path.length : outcome.refusal.message.length) + 200,
});
/** Lines being computed: a second ask for the same design and size waits for the first. */
const inFlight = new Map<string, Promise<DieCutLine>>();

/**
 * The die-cut line of a design at a size (its longest side, border included): the outline traced at
 * upload, offset and joined in the geometry pool for `caller` (a cart session: the pool's unit of
 * fairness), remembered for the next ask. A size the design cannot be cut at is a 400, an artwork that
 * cannot be cut around a 422, each with the reason; a full pool is a 503 (429 for one caller's share).
 */
export async function cutDesignAtSize(
  design: { id: number; filename: string; outline: string | null },
  sizeInches: number,
  caller: string,
): Promise<DieCutLine> {
  const key = `${design.filename}@${sizeInches}`;
  const known = outcomes.get(key);
  if (known) {
    if ("line" in known) return known.line;
    throw new ApiError(known.refusal.status, known.refusal.message);
  }
  let pending = inFlight.get(key);
  if (!pending) {
    pending = computeAndRemember(key, design, sizeInches, caller).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

async function computeAndRemember(
  key: string,
  design: { id: number; filename: string; outline: string | null },
  sizeInches: number,
  caller: string,
): Promise<DieCutLine> {
  try {
    const outline = await readDesignOutline(design, caller);
    const line = Object.freeze(toDieCutLine(await computeCutLineOffThread(outline, sizeInches, caller), outline));
    outcomes.set(key, { line });
    return line;
  } catch (error) {
    // The design's stored refusal and a missing file come as API errors already, read anew each time.
    if (error instanceof ApiError) throw error;
    const refusal = toDieCutApiError(error);
    if (!refusal) {
      // Not the design's answer but a failure (a bug, a worker gone): logged, and not asked again for a
      // minute, so a design that breaks the geometry cannot keep a worker busy on every request.
      console.error("A die-cut line failed:", error);
      outcomes.set(key, { refusal: { status: 500, message: DIE_CUT_MESSAGES.failed } }, { ttl: FAILED_TTL_MS });
      throw error;
    }
    // A size refused by the geometry (400), or a job past its time limit (422), is the design's answer:
    // remembered, the timeout for a while only. A busy pool is the moment's state and is not kept.
    if (refusal.status === 400 || refusal.status === 422)
      outcomes.set(
        key,
        { refusal: { status: refusal.status, message: refusal.message } },
        refusal.status === 422 ? { ttl: TIMED_OUT_TTL_MS } : {},
      );
    throw refusal;
  }
}
