// The admin catalogue as GET /api/admin/catalogue answers it, for the /admin/catalogue component tests: the
// spec's first sizes and tiers, two materials, one finish, the seeded sticker sheets (#39) and two history lines.

export const QUANTITIES = [50, 100, 150, 200, 300, 400, 500];
export const SHEET_QUANTITIES = [10, 25, 50, 100];

export const ADMIN_CATALOGUE = {
  materials: [
    {
      id: "white-vinyl",
      name: "White vinyl",
      description: "",
      priceFactorBps: 10000,
      whiteLayer: false,
      swatch: "#ffffff",
      look: "opaque",
      active: true,
      sortOrder: 0,
      isDefault: true,
    },
    {
      id: "clear-vinyl",
      name: "Clear vinyl",
      description: "See-through",
      priceFactorBps: 11500,
      whiteLayer: true,
      swatch: "#e0f2fe",
      look: "clear",
      active: true,
      sortOrder: 1,
      isDefault: false,
    },
  ],
  finishes: [
    {
      id: "gloss",
      name: "Gloss laminate",
      description: "",
      priceFactorBps: 10000,
      swatch: "#f8fafc",
      look: "gloss",
      active: true,
      sortOrder: 0,
      isDefault: true,
    },
  ],
  sizes: [
    {
      id: 1,
      name: '2"',
      shape: "square",
      width: 2,
      height: 2,
      active: true,
      sortOrder: 0,
      anchor: "small",
    },
    {
      id: 2,
      name: '3" square',
      shape: "square",
      width: 3,
      height: 3,
      active: true,
      sortOrder: 1,
      anchor: null,
    },
    {
      id: 3,
      name: '4"',
      shape: "square",
      width: 4,
      height: 4,
      active: true,
      sortOrder: 2,
      anchor: "large",
    },
  ],
  prices: {
    quantities: QUANTITIES,
    tables: [
      { sizeId: 1, totals: ["50.00", "85.00", "120.00", "150.00", "225.00", "280.00", "350.00"] },
      { sizeId: 2, totals: ["50.00", "90.00", "130.00", "165.00", "225.00", "300.00", "360.00"] },
      { sizeId: 3, totals: ["60.00", "100.00", "140.00", "175.00", "255.00", "340.00", "400.00"] },
    ],
    roundedCornersFee: "0.05",
  },
  shipping: {
    methods: [
      { id: "standard", name: "Standard", amount: "5.00", businessDays: "3-5" },
      { id: "priority", name: "Priority", amount: "15.00", businessDays: "1-2" },
    ],
    freeShippingCities: ["reno", "sparks"],
    freeShippingMinQuantity: 500,
  },
  // #39: the seeded sheet sizes, one of them retired, and the sheets' own grid.
  sheetSizes: [
    { id: 1, name: '4" × 6"', widthInches: 4, heightInches: 6, active: true, sortOrder: 1 },
    { id: 2, name: '5.5" × 8.5"', widthInches: 5.5, heightInches: 8.5, active: true, sortOrder: 2 },
    { id: 3, name: '8.5" × 11"', widthInches: 8.5, heightInches: 11, active: false, sortOrder: 3 },
  ],
  sheetPrices: {
    quantities: SHEET_QUANTITIES,
    tables: [
      { sheetSizeId: 1, totals: ["22.00", "40.00", "65.00", "110.00"] },
      { sheetSizeId: 2, totals: ["30.00", "55.00", "90.00", "150.00"] },
      { sheetSizeId: 3, totals: ["42.00", "80.00", "130.00", "220.00"] },
    ],
  },
  sheetPricesRevision: "aaaabbbbccccdddd",
  sheetWarnings: [],
  pricesRevision: "0123456789abcdef",
  shippingRevision: "fedcba9876543210",
  warnings: ['3" circle, 400 stickers: $0.775 a sticker, more than the $0.7733 a sticker of 300 stickers'],
  history: [
    {
      id: 2,
      subject: "Prices",
      kind: "changed",
      before: {
        quantities: [50, 100],
        tables: [{ sizeId: 2, totals: ["50.00", "90.00"] }],
        roundedCornersFee: "0.05",
      },
      after: {
        quantities: [50, 100],
        tables: [{ sizeId: 2, totals: ["50.00", "95.00"] }],
        roundedCornersFee: "0.05",
      },
      createdAt: "2026-11-27T18:00:00.000Z",
    },
    {
      id: 1,
      subject: "Material clear-vinyl",
      kind: "created",
      before: null,
      after: { id: "clear-vinyl", name: "Clear vinyl", priceFactorBps: 11500 },
      createdAt: "2026-11-26T18:00:00.000Z",
    },
  ],
};
