import type { PrintableSheetSticker } from "@/lib/print/plan-sheet-stickers";
import { makePrintSheetItem } from "./__fixtures__/print-sheet-item";
import { listSheetArtwork, plateKeyOf } from "./list-sheet-artwork";
import type { PrintSheetItem, PrintSheetLayout } from "./print-sheet-types";

function item(orderId: number, overrides: Partial<PrintSheetItem> = {}): PrintSheetItem {
  return makePrintSheetItem({ orderId, designId: "a", widthInches: 1, heightInches: 1, ...overrides });
}

function sticker(position: number, overrides: Partial<PrintableSheetSticker> = {}): PrintableSheetSticker {
  return {
    position,
    designId: 1,
    designKey: "a",
    designWidth: 600,
    designHeight: 600,
    designOutline: null,
    shape: "square",
    widthInches: 1,
    heightInches: 1,
    cutLine: null,
    xInches: 0.25 + 1.5 * position,
    yInches: 0.25,
    rotation: 0,
    ...overrides,
  };
}

/** A layout placing one copy of each order (where does not matter to the list). */
function layoutOf(orderIds: number[], gapInches = 0.125): PrintSheetLayout {
  return {
    pages: [
      {
        widthInches: 12,
        heightInches: 12,
        placements: orderIds.map((orderId) => ({
          orderId,
          copy: 1,
          xInches: 1,
          yInches: 1,
          widthInches: 1,
          heightInches: 1,
          rotated: false,
        })),
        registrationMarks: [],
        label: "",
        labelBox: { xInches: 0, yInches: 0, widthInches: 1, heightInches: 1, fontSizePoints: 6 },
      },
    ],
    stickerAreaSqIn: 1,
    pagesAreaSqIn: 144,
    utilisation: 1 / 144,
    gapInches,
  };
}

describe("listSheetArtwork with sticker sheets (#39)", () => {
  const sheetOrder = item(2, {
    widthInches: 5.5,
    heightInches: 8.5,
    sheet: {
      stickers: [
        sticker(0),
        sticker(1, { rotation: 90 }),
        sticker(2, { designId: 9, designKey: "b" }),
        sticker(3, { widthInches: 2, heightInches: 2 }),
      ],
    },
  });

  it("lists a sheet's stickers' rasters, not the order's own design stretched over the sheet", () => {
    const { artworks } = listSheetArtwork(layoutOf([2]), [sheetOrder], 600);
    expect(artworks.map(({ designId, orderIds, stickers }) => ({ designId, orderIds, stickers }))).toEqual([
      {
        designId: "a",
        orderIds: [],
        stickers: [
          { orderId: 2, position: 0 },
          { orderId: 2, position: 1 },
        ],
      },
      { designId: "a", orderIds: [], stickers: [{ orderId: 2, position: 3 }] },
      { designId: "b", orderIds: [], stickers: [{ orderId: 2, position: 2 }] },
    ]);
    // Each at a sticker's size (1" or 2"), never the 5.5" × 8.5" sheet's.
    expect(artworks.map((artwork) => artwork.plan.canvas.width / artwork.plan.dpi)).toEqual([1, 2, 1]);
    expect(artworks.map((artwork) => artwork.index)).toEqual([0, 1, 2]);
  });

  it("shares one raster between a single sticker and a sheet's sticker that would render alike", () => {
    // The single 1" square's bleed is min(1/8", half the 1/8" gap) = 1/16": the sheet stickers' own.
    const { artworks } = listSheetArtwork(layoutOf([1, 2]), [item(1), sheetOrder], 600);
    expect(artworks[0]).toMatchObject({
      designId: "a",
      orderIds: [1],
      stickers: [
        { orderId: 2, position: 0 },
        { orderId: 2, position: 1 },
      ],
      design: { width: 600, height: 600, outline: null },
    });
    expect(artworks).toHaveLength(3);
    // A wider gap gives the single sticker a wider bleed: its own raster.
    expect(listSheetArtwork(layoutOf([1, 2], 0.25), [item(1), sheetOrder], 600).artworks).toHaveLength(4);
  });

  it("lists nothing for an order the layout does not place", () => {
    expect(listSheetArtwork(layoutOf([1]), [item(1), sheetOrder], 600).artworks).toHaveLength(1);
  });
});

describe("plateKeyOf", () => {
  it("keys an order by its id (as plates stored before sticker sheets) and a sheet's sticker by order and position", () => {
    expect(plateKeyOf(12)).toBe("12");
    expect(plateKeyOf(12, 0)).toBe("12:0");
    expect(plateKeyOf(12, 99)).toBe("12:99");
  });
});
