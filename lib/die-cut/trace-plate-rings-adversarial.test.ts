/** @jest-environment node */
// Hostile artwork on clear stock (#36): the White plate's trace keeps holes, so speckle, combs and noise could
// give it tens of thousands of rings. Each pattern either comes back within MAX_PLATE_POINTS and
// MAX_PLATE_RINGS, or as "too-intricate" (the stored outline then stands in). No clock is read: these bounds
// are what keep the clipping and choking after it bounded; the trace itself runs in the geometry pool under
// its time limit.
import { ADVERSARIAL_ARTWORK } from "./__fixtures__/adversarial-artwork";
import { decodeWorkingCopy } from "./decode-working-copy";
import { MAX_PLATE_POINTS, MAX_PLATE_RINGS, tracePlateRings } from "./trace-plate-rings";

jest.setTimeout(300_000);

describe("tracePlateRings on hostile artwork", () => {
  it.each(Object.keys(ADVERSARIAL_ARTWORK) as (keyof typeof ADVERSARIAL_ARTWORK)[])(
    "%s: bounded or refused",
    async (name) => {
      const copy = await decodeWorkingCopy(await ADVERSARIAL_ARTWORK[name]());
      const plate = tracePlateRings(copy);
      expect(plate).not.toBe("opaque");
      if (plate === "too-intricate" || plate === "opaque") return;
      expect(plate.rings.length).toBeGreaterThan(0);
      expect(plate.rings.length).toBeLessThanOrEqual(MAX_PLATE_RINGS);
      expect(plate.rings.reduce((sum, ring) => sum + ring.length / 2, 0)).toBeLessThanOrEqual(MAX_PLATE_POINTS);
    },
  );
});
