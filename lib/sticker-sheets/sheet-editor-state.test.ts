import { buildSpecCatalogue, SEEDED_SHEET_IDS } from "@/lib/pricing/__fixtures__/spec-catalogue";
import {
  findFreeSpot,
  makeInitialSheetState,
  reduceSheetEditor,
  nudgeInches,
  snapInches,
  toSheetItemSize,
  turnedBox,
  type SheetEditorAction,
  type SheetEditorDesign,
  type SheetEditorState,
} from "./sheet-editor-state";

const design = (designId: number): SheetEditorDesign => ({
  designId,
  name: `design-${designId}.png`,
  imageWidth: 100,
  imageHeight: 50,
  imageUrl: `blob:${designId}`,
  size: { shape: "die-cut", sizeInches: 2 },
});

const run = (actions: SheetEditorAction[], state = makeInitialSheetState(buildSpecCatalogue())): SheetEditorState =>
  actions.reduce(reduceSheetEditor, state);

describe("makeInitialSheetState", () => {
  it("starts on the first active sheet, the first sheet tier and the default stock, with nothing placed", () => {
    expect(makeInitialSheetState(buildSpecCatalogue())).toEqual({
      sheetSizeId: SEEDED_SHEET_IDS['4" × 6"'],
      quantity: 10,
      materialId: "white-vinyl",
      finishId: "gloss",
      roundedCorners: false,
      designs: [],
      stickers: [],
      selected: null,
      nextKey: 1,
    });
  });

  it("skips a retired sheet", () => {
    const catalogue = buildSpecCatalogue();
    catalogue.sheets.sizes[0]!.active = false;
    expect(makeInitialSheetState(catalogue).sheetSizeId).toBe(SEEDED_SHEET_IDS['5.5" × 8.5"']);
  });
});

describe("reduceSheetEditor", () => {
  it("adds a design once, places its stickers with new keys and selects the last", () => {
    const state = run([
      { type: "addDesign", design: design(7) },
      { type: "addDesign", design: design(7) },
      { type: "placeSticker", designId: 7, xInches: 0.125, yInches: 0.125 },
      { type: "placeSticker", designId: 7, xInches: 3, yInches: 0.125 },
      // A design not on the sheet's list places nothing.
      { type: "placeSticker", designId: 8, xInches: 1, yInches: 1 },
    ]);
    expect(state.designs).toHaveLength(1);
    expect(state.stickers.map(({ key, xInches }) => [key, xInches])).toEqual([
      [1, 0.125],
      [2, 3],
    ]);
    expect(state.selected).toBe(2);
  });

  it.each([
    // rotation before, box w × h, position before → after (turned about the centre, snapped to 1/16")
    [0, { widthInches: 2, heightInches: 1 }, { x: 1, y: 1 }, { rotation: 90, x: 1.5, y: 0.5 }],
    [90, { widthInches: 2, heightInches: 1 }, { x: 1.5, y: 0.5 }, { rotation: 180, x: 1, y: 1 }],
    [270, { widthInches: 1, heightInches: 1 }, { x: 2, y: 2 }, { rotation: 0, x: 2, y: 2 }],
  ] as const)("turns a sticker at %i° a quarter about its centre", (rotation, box, before, after) => {
    const placed = run([
      { type: "addDesign", design: design(1) },
      { type: "placeSticker", designId: 1, xInches: before.x, yInches: before.y },
    ]);
    const turned = reduceSheetEditor(
      { ...placed, stickers: placed.stickers.map((sticker) => ({ ...sticker, rotation })) },
      { type: "rotateSticker", key: 1, box },
    );
    expect(turned.stickers[0]).toMatchObject({ rotation: after.rotation, xInches: after.x, yInches: after.y });
  });

  it("removes a design with all its stickers, and forgets the selection if it was one of them", () => {
    const state = run([
      { type: "addDesign", design: design(1) },
      { type: "addDesign", design: design(2) },
      { type: "placeSticker", designId: 2, xInches: 1, yInches: 1 },
      { type: "placeSticker", designId: 1, xInches: 3, yInches: 1 },
      { type: "placeSticker", designId: 1, xInches: 3, yInches: 3 },
      { type: "removeDesign", designId: 1 },
    ]);
    expect(state.designs.map((entry) => entry.designId)).toEqual([2]);
    expect(state.stickers.map((sticker) => sticker.designId)).toEqual([2]);
    expect(state.selected).toBeNull();
  });

  it("replaces the layout with an arranged one, with fresh keys", () => {
    const state = run([
      { type: "addDesign", design: design(1) },
      { type: "placeSticker", designId: 1, xInches: 1, yInches: 1 },
      {
        type: "replaceStickers",
        stickers: [
          { designId: 1, xInches: 0.125, yInches: 0.125, rotation: 0 },
          { designId: 1, xInches: 2.5, yInches: 0.125, rotation: 90 },
        ],
      },
    ]);
    expect(state.stickers.map((sticker) => sticker.key)).toEqual([2, 3]);
    expect(state.nextKey).toBe(4);
  });
});

describe("findFreeSpot", () => {
  const sheet = { widthInches: 4, heightInches: 6 };
  it.each([
    ["an empty sheet: its top-left inside the edge margin", [], { xInches: 0.125, yInches: 0.125 }],
    [
      "beside a sticker, one spacing after it",
      [{ xInches: 0.125, yInches: 0.125, widthInches: 1, heightInches: 1 }],
      { xInches: 1.25, yInches: 0.125 },
    ],
    [
      "under a row that is full",
      [{ xInches: 0.125, yInches: 0.125, widthInches: 3.75, heightInches: 1 }],
      { xInches: 0.125, yInches: 1.25 },
    ],
    ["nowhere on a full sheet", [{ xInches: 0, yInches: 0, widthInches: 4, heightInches: 6 }], null],
  ])("%s", (_, others, expected) => {
    expect(findFreeSpot(sheet, { widthInches: 1, heightInches: 1 }, others)).toEqual(expected);
  });
});

describe("the small rules", () => {
  it.each([
    [0.03, 0],
    [0.04, 0.0625],
    [1.1, 1.125],
  ])('snaps %f" to %f"', (inches, snapped) => expect(snapInches(inches)).toBe(snapped));

  it.each([
    // Off the grid (where Auto-arrange put it): one step left and one back is where it was.
    { name: "off the grid, away and back", from: 0.484, steps: [-1 / 16, 1 / 16], to: 0.484 },
    {
      name: "off the grid, six steps and back",
      from: 2.1304,
      steps: [...Array(6).fill(1 / 16), ...Array(6).fill(-1 / 16)],
      to: 2.1304,
    },
    { name: "off the grid, one step", from: 0.484, steps: [-1 / 16], to: 0.4215 },
    { name: "on the grid, a quarter", from: 1.25, steps: [0.25], to: 1.5 },
  ])('nudges $name: $from" → $to"', ({ from, steps, to }) => {
    expect(steps.reduce((inches, step) => nudgeInches(inches, step), from)).toBe(to);
  });

  it("swaps a box's sides on a quarter turn only", () => {
    const box = { widthInches: 2, heightInches: 1 };
    expect([0, 90, 180, 270].map((rotation) => turnedBox(box, rotation as 0 | 90 | 180 | 270).widthInches)).toEqual([
      2, 1, 2, 1,
    ]);
  });

  it.each([
    [{ shape: "die-cut", sizeInches: 2 } as const, { shape: "die-cut", sizeInches: 2 }],
    [{ shape: "circle", widthInches: 1.5 } as const, { shape: "circle", widthInches: 1.5, heightInches: 1.5 }],
    [
      { shape: "square", widthInches: 1, heightInches: 2 } as const,
      { shape: "square", widthInches: 1, heightInches: 2 },
    ],
  ])("sends %j as the cart's fields", (size, fields) => expect(toSheetItemSize(size)).toEqual(fields));
});
