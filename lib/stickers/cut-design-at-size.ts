import "server-only";
import { LRUCache } from "lru-cache";
import { badRequest } from "@/lib/api/errors";
import { computeDieCutLine, type DieCutLine } from "./compute-die-cut-line";
import { readDesignOutline } from "./read-design-outline";

/**
 * Cut lines already computed, by design file and size. A design of many parts takes a few hundred ms to
 * join into one outline (the fireworks clip art: 44 parts, ~200 ms on this machine), on the event loop;
 * the design tool asks for the size the shopper typed and the cart then asks for the same size again.
 * A stored design file never changes under its name (a replacement design is a new file), so an entry
 * never goes stale; the cap bounds memory by the paths' length (a 2,000-point path is ~30 kB of text).
 */
const cutLines = new LRUCache<string, DieCutLine>({
  maxSize: 8_000_000,
  sizeCalculation: (line) => line.path.length + 200,
});

/**
 * The die-cut line of a design at a size (its longest side, border included): the outline traced at upload,
 * offset and joined (computeDieCutLine), remembered for the next ask. A size the design cannot be cut at is
 * a 400 with the reason, and is not remembered.
 */
export async function cutDesignAtSize(
  design: { id: number; filename: string; outline: string | null },
  sizeInches: number,
): Promise<DieCutLine> {
  const key = `${design.filename}@${sizeInches}`;
  const known = cutLines.get(key);
  if (known) return known;
  const outline = await readDesignOutline(design);
  let line: DieCutLine;
  try {
    line = Object.freeze(computeDieCutLine(outline, sizeInches));
  } catch (error) {
    if (error instanceof RangeError) throw badRequest(error.message);
    throw error;
  }
  cutLines.set(key, line);
  return line;
}
