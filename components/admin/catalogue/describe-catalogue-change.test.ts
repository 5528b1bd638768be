import { describeCatalogueChange, MAX_CHANGE_LINES } from "./describe-catalogue-change";

const NAMES = {
  sizes: new Map([
    [1, '2"'],
    [2, '3" square'],
  ]),
  sheets: new Map([
    [1, '4" × 6"'],
    [2, '5.5" × 8.5"'],
  ]),
};

const GRID = {
  quantities: [50, 100],
  tables: [
    { sizeId: 1, totals: ["50.00", "85.00"] },
    { sizeId: 2, totals: ["50.00", "90.00"] },
  ],
  roundedCornersFee: "0.05",
};

const CLEAR = {
  id: "clear-vinyl",
  name: "Clear vinyl",
  description: "",
  priceFactorBps: 11500,
  whiteLayer: true,
  swatch: "#e0f2fe",
  active: true,
  sortOrder: 1,
  isDefault: false,
};

describe("describeCatalogueChange", () => {
  it.each([
    [
      "a raised cell",
      { ...GRID, tables: [GRID.tables[0]!, { sizeId: 2, totals: ["50.00", "95.00"] }] },
      ['3" square, 100 stickers: $90.00'],
      ['3" square, 100 stickers: $95.00'],
    ],
    [
      "a new tier with its totals",
      {
        quantities: [50, 100, 1000],
        tables: [
          { sizeId: 1, totals: ["50.00", "85.00", "600.00"] },
          { sizeId: 2, totals: ["50.00", "90.00", "648.00"] },
        ],
        roundedCornersFee: "0.05",
      },
      ["No 1,000 stickers tier"],
      ['1,000 stickers tier: 2" $600.00, 3" square $648.00'],
    ],
    [
      "a removed tier",
      {
        quantities: [100],
        tables: [
          { sizeId: 1, totals: ["85.00"] },
          { sizeId: 2, totals: ["90.00"] },
        ],
        roundedCornersFee: "0.05",
      },
      ["50 stickers tier"],
      ["50 stickers tier removed"],
    ],
    [
      "the corner fee",
      { ...GRID, roundedCornersFee: "0.07" },
      ["Rounded corners fee: $0.05 a sticker"],
      ["Rounded corners fee: $0.07 a sticker"],
    ],
  ])("prices: %s", (_, after, before, afterLines) => {
    expect(describeCatalogueChange({ subject: "Prices", kind: "changed", before: GRID, after }, NAMES)).toEqual({
      what: "Prices",
      before,
      after: afterLines,
    });
  });

  it("names a size the page does not know by its id", () => {
    const after = { ...GRID, tables: [GRID.tables[0]!, { sizeId: 9, totals: ["1.00", "2.00"] }] };
    const before = { ...GRID, tables: [GRID.tables[0]!, { sizeId: 9, totals: ["1.00", "3.00"] }] };
    expect(describeCatalogueChange({ subject: "Prices", kind: "changed", before, after }, NAMES).after).toEqual([
      "Size 9, 100 stickers: $2.00",
    ]);
  });

  const SHEET_GRID = {
    quantities: [10, 25],
    tables: [
      { sheetSizeId: 1, totals: ["22.00", "40.00"] },
      { sheetSizeId: 2, totals: ["30.00", "55.00"] },
    ],
  };

  it.each([
    [
      "a raised cell, named by its sheet size",
      { ...SHEET_GRID, tables: [SHEET_GRID.tables[0]!, { sheetSizeId: 2, totals: ["30.00", "57.50"] }] },
      ['5.5" × 8.5", 25 sheets: $55.00'],
      ['5.5" × 8.5", 25 sheets: $57.50'],
    ],
    [
      "a new tier with its totals",
      {
        quantities: [10, 25, 200],
        tables: [
          { sheetSizeId: 1, totals: ["22.00", "40.00", "200.00"] },
          { sheetSizeId: 2, totals: ["30.00", "55.00", "280.00"] },
        ],
      },
      ["No 200 sheets tier"],
      ['200 sheets tier: 4" × 6" $200.00, 5.5" × 8.5" $280.00'],
    ],
  ])("sheet prices (#39): %s", (_, after, before, afterLines) => {
    expect(
      describeCatalogueChange({ subject: "Sheet prices", kind: "changed", before: SHEET_GRID, after }, NAMES),
    ).toEqual({ what: "Sheet prices", before, after: afterLines });
  });

  it("a sheet size (#39): a new one with its totals, then its inches changed", () => {
    const sheet = { id: 4, name: '11" × 17"', widthInches: 11, heightInches: 17, active: true, sortOrder: 4 };
    expect(
      describeCatalogueChange(
        {
          subject: 'Sheet 11" × 17"',
          kind: "created",
          before: null,
          after: { ...sheet, totals: ["60.00", "110.00"] },
        },
        NAMES,
      ),
    ).toEqual({
      what: 'Sheet 11" × 17" added',
      before: [],
      after: ['Name: 11" × 17"', "Active: yes", "Order: 4", 'Width: 11"', 'Height: 17"', "Totals: $60.00, $110.00"],
    });
    expect(
      describeCatalogueChange(
        {
          subject: 'Sheet 12" × 18"',
          kind: "changed",
          before: sheet,
          after: { ...sheet, name: '12" × 18"', widthInches: 12, heightInches: 18 },
        },
        NAMES,
      ),
    ).toEqual({
      what: 'Sheet 12" × 18"',
      before: ['Name: 11" × 17"', 'Width: 11"', 'Height: 17"'],
      after: ['Name: 12" × 18"', 'Width: 12"', 'Height: 18"'],
    });
  });

  it("a material: only the fields that changed, the factor as a percentage", () => {
    expect(
      describeCatalogueChange(
        {
          subject: "Material clear-vinyl",
          kind: "changed",
          before: CLEAR,
          after: { ...CLEAR, priceFactorBps: 12000, active: false },
        },
        NAMES,
      ),
    ).toEqual({
      what: "Material clear-vinyl",
      before: ["Price factor: 115%", "Active: yes"],
      after: ["Price factor: 120%", "Active: no"],
    });
  });

  it("a new material: what it is, nothing before", () => {
    expect(
      describeCatalogueChange({ subject: "Material clear-vinyl", kind: "created", before: null, after: CLEAR }, NAMES),
    ).toEqual({
      what: "Material clear-vinyl added",
      before: [],
      after: [
        "Name: Clear vinyl",
        "Description: none",
        "Price factor: 115%",
        "White layer: yes",
        "Swatch: #e0f2fe",
        "Active: yes",
        "Default: no",
        "Order: 1",
      ],
    });
  });

  it("shipping: a method's amount and the free-shipping cities", () => {
    const before = {
      methods: [
        { id: "standard", name: "Standard", amount: "5.00", businessDays: "3-5" },
        { id: "priority", name: "Priority", amount: "15.00", businessDays: "1-2" },
      ],
      freeShippingCities: ["reno"],
      freeShippingMinQuantity: 500,
    };
    const after = {
      ...before,
      methods: [{ ...before.methods[0]!, amount: "6.00" }, before.methods[1]!],
      freeShippingCities: ["reno", "sparks"],
    };
    expect(describeCatalogueChange({ subject: "Shipping", kind: "changed", before, after }, NAMES)).toEqual({
      what: "Shipping",
      before: ["Free-shipping cities: reno", "Standard: $5.00, 3-5 business days"],
      after: ["Free-shipping cities: reno, sparks", "Standard: $6.00, 3-5 business days"],
    });
  });

  it(`shows at most ${MAX_CHANGE_LINES} lines a side and counts the rest`, () => {
    const many = Array.from({ length: 12 }, (_, index) => index + 1);
    const before = {
      quantities: many,
      tables: [{ sizeId: 1, totals: many.map(() => "1.00") }],
      roundedCornersFee: "0.05",
    };
    const after = { ...before, tables: [{ sizeId: 1, totals: many.map(() => "2.00") }] };
    const described = describeCatalogueChange({ subject: "Prices", kind: "changed", before, after }, NAMES);
    expect(described.after).toHaveLength(MAX_CHANGE_LINES);
    expect(described.after.at(-1)).toBe("and 5 more");
  });
});
