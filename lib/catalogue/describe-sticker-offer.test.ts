import type { CatalogueFinish, CatalogueMaterial } from "@/lib/domain/catalogue";
import { describeStickerOffer } from "./describe-sticker-offer";

const entry = (name: string, active = true): CatalogueFinish => ({
  id: name.toLowerCase().replace(/\s+/g, "-"),
  name,
  description: "",
  priceFactorBps: 10000,
  swatch: "#ffffff",
  active,
  sortOrder: 0,
  isDefault: false,
  look: "gloss",
});
const material = (name: string, active = true): CatalogueMaterial => ({
  ...entry(name, active),
  whiteLayer: false,
  look: "opaque",
});
const grid = (quantities: number[]) => ({ quantities, totalsBySizeId: {}, roundedCornersFeeCents: 0 });

describe("describeStickerOffer", () => {
  it.each([
    {
      case: "the seeded stocks",
      materials: [material("White vinyl"), material("Clear vinyl"), material("Holographic")],
      finishes: [entry("Gloss laminate"), entry("Matte laminate")],
      quantities: [50, 100],
      stocks: "White vinyl, Clear vinyl or Holographic, in Gloss laminate or Matte laminate",
      minimumQuantity: 50,
    },
    {
      case: "one of each, an inactive material left out",
      materials: [material("White vinyl"), material("Paper", false)],
      finishes: [entry("Gloss")],
      quantities: [25, 50],
      stocks: "White vinyl, in Gloss",
      minimumQuantity: 25,
    },
    {
      case: "no active finish",
      materials: [material("White vinyl"), material("Clear vinyl")],
      finishes: [entry("Matte", false)],
      quantities: [100],
      stocks: "White vinyl or Clear vinyl",
      minimumQuantity: 100,
    },
  ])("$case", ({ materials, finishes, quantities, stocks, minimumQuantity }) => {
    expect(describeStickerOffer({ materials, finishes, grid: grid(quantities) })).toEqual({ stocks, minimumQuantity });
  });
});
