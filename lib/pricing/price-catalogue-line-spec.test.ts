import { CUSTOM_SIZE_MAX_INCHES, CUSTOM_SIZE_MIN_INCHES, CUSTOM_SIZE_STEP_INCHES } from "@/lib/domain/sticker-shapes";
import type { StickerShape } from "@/lib/domain/sticker-shapes";
import { SPEC_SIZE_IDS, buildSpecCatalogue } from "./__fixtures__/spec-catalogue";
import { divideRoundHalfUp } from "@/lib/money/apply-basis-points";
import { priceCatalogueLine } from "./price-catalogue-line";
import {
  QUANTITY_TIERS,
  calculateItemPrice,
  quoteStickerPrice,
  type KnownSizeName,
} from "./__fixtures__/spec-price-tables";

// On a shop nobody configured the catalogue's rule must charge what the spec's tables and custom rule charge
// (the test-only oracle __fixtures__/spec-price-tables.ts, the constant pricing the shop had before #35)
// (#35, "Defaults reproduce the spec exactly"), except where the new cap lowers a custom size's price.

const spec = buildSpecCatalogue();
// Every tier, and a quantity inside each tier (the next tier's quantity less one; 999 past the last).
const quantities = QUANTITY_TIERS.flatMap((tier, i) => [tier, (QUANTITY_TIERS[i + 1] ?? 1000) - 1]);

describe("priceCatalogueLine on the spec's default catalogue", () => {
  it("charges every standard size, quantity and corner choice exactly what calculateItemPrice does", () => {
    let cells = 0;
    for (const [name, sizeId] of Object.entries(SPEC_SIZE_IDS) as [KnownSizeName, number][]) {
      const shape = spec.sizes.find((size) => size.id === sizeId)!.shape;
      for (const quantity of quantities)
        for (const roundedCorners of [false, true]) {
          const today = () => calculateItemPrice({ sizeName: name, quantity, roundedCorners });
          const line = () =>
            priceCatalogueLine(spec, { sizeId, shape, widthInches: 0, heightInches: 0 }, { quantity, roundedCorners });
          if (roundedCorners && shape === "circle") {
            expect(today).toThrow("Rounded corners are only available for square stickers.");
            expect(line).toThrow("Rounded corners are only available for square stickers.");
            continue;
          }
          expect(line()).toEqual(today());
          cells++;
        }
    }
    expect(cells).toBe(5 * 14 * 2 - 14);
  });

  it("charges every custom size what quoteStickerPrice does, or less exactly where the cap lowers it", () => {
    const sides: number[] = [];
    for (let side = CUSTOM_SIZE_MIN_INCHES; side <= CUSTOM_SIZE_MAX_INCHES; side += CUSTOM_SIZE_STEP_INCHES)
      sides.push(side);
    const boxes = sides.flatMap((width) => sides.map((height) => [width, height] as const));
    const stickers: { shape: StickerShape; widthInches: number; heightInches: number }[] = [
      ...boxes.map(([widthInches, heightInches]) => ({ shape: "square" as const, widthInches, heightInches })),
      ...sides.map((diameter) => ({ shape: "circle" as const, widthInches: diameter, heightInches: diameter })),
    ];
    const lowered = new Map<string, number>();
    let cells = 0;
    for (const sticker of stickers)
      for (const tier of QUANTITY_TIERS)
        for (const roundedCorners of sticker.shape === "square" ? [false, true] : [false]) {
          const today = quoteStickerPrice({ ...sticker, quantity: tier, roundedCorners });
          const line = priceCatalogueLine(spec, { sizeId: null, ...sticker }, { quantity: tier, roundedCorners });
          cells++;
          const where = `${JSON.stringify(sticker)} at ${tier}, corners ${roundedCorners}`;
          if (
            line.tierQuantity !== today.tierQuantity ||
            line.unitPriceCents !== divideRoundHalfUp(line.totalPriceCents, tier)
          )
            throw new Error(`${where}: ${JSON.stringify(line)}`);
          if (line.totalPriceCents === today.totalPriceCents) continue;
          // Lowered, then to the cap exactly: the cheapest standard size at least as large, plus the corner fee.
          const area = sticker.widthInches * sticker.heightInches;
          const cap = Math.min(
            ...spec.sizes
              .filter((size) => size.widthInches * size.heightInches >= area)
              .map((size) => spec.grid.totalsBySizeId[size.id]![QUANTITY_TIERS.indexOf(tier)]!),
          );
          const capped = cap + (roundedCorners ? 5 * tier : 0);
          if (line.totalPriceCents > today.totalPriceCents || line.totalPriceCents !== capped)
            throw new Error(`${where}: ${line.totalPriceCents}, today ${today.totalPriceCents}, cap ${capped}`);
          const key = `${sticker.shape} ${tier}${roundedCorners ? " corners" : ""}`;
          lowered.set(key, (lowered.get(key) ?? 0) + 1);
        }
    expect(cells).toBe(45 * 45 * 7 * 2 + 45 * 7);
    const count = [...lowered.values()].reduce((sum, n) => sum + n, 0);
    // The cells the cap lowers, per shape and tier (squares and rectangles with and without corners): 515
    // boxes × tiers for squares and rectangles (a die-cut's bounding box alike: priceCatalogueLine's tests),
    // 7 for circles, none at 150 and 200 stickers.
    expect(Object.fromEntries(lowered)).toEqual({
      "square 50": 169,
      "square 100": 40,
      "square 300": 169,
      "square 400": 40,
      "square 500": 97,
      "square 50 corners": 169,
      "square 100 corners": 40,
      "square 300 corners": 169,
      "square 400 corners": 40,
      "square 500 corners": 97,
      "circle 50": 3,
      "circle 300": 3,
      "circle 500": 1,
    });
    expect(count).toBe(1037);
  });
});
