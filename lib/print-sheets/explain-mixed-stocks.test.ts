import { explainMixedStocks, MIXED_STOCK_NUMBERS_SHOWN } from "./explain-mixed-stocks";
import { groupOrdersByStock } from "./group-orders-by-stock";

const WHITE_GLOSS = {
  materialId: "white-vinyl",
  materialName: "White vinyl",
  finishId: "gloss",
  finishName: "Gloss laminate",
};
const WHITE_MATTE = { ...WHITE_GLOSS, finishId: "matte", finishName: "Matte laminate" };
const CLEAR_MATTE = { ...WHITE_MATTE, materialId: "clear-vinyl", materialName: "Clear vinyl" };
const CLEAR_GLOSS = { ...WHITE_GLOSS, materialId: "clear-vinyl", materialName: "Clear vinyl" };

const order = (orderNumber: string, stock: typeof WHITE_GLOSS) => ({ ...stock, orderNumber });

describe("explainMixedStocks: one stock per print sheet", () => {
  it.each([
    ["no orders", [], null],
    ["one order", [order("#1-112826", WHITE_GLOSS)], null],
    ["orders of one stock", [order("#1-112826", CLEAR_MATTE), order("#2-112826", CLEAR_MATTE)], null],
    [
      "a stock renamed since (same ids): still one stock",
      [order("#1-112826", CLEAR_MATTE), order("#2-112826", { ...CLEAR_MATTE, materialName: "Crystal clear vinyl" })],
      null,
    ],
    [
      "two materials, one finish",
      [order("#1-112826", WHITE_GLOSS), order("#2-112826", CLEAR_GLOSS)],
      "A print sheet holds one stock. Clear vinyl · Gloss laminate: order #2-112826; White vinyl · Gloss laminate: order #1-112826. Make one sheet per stock.",
    ],
    [
      "one material, two finishes",
      [order("#1-112826", WHITE_GLOSS), order("#2-112826", WHITE_MATTE), order("#3-112826", WHITE_GLOSS)],
      "A print sheet holds one stock. White vinyl · Gloss laminate: orders #1-112826, #3-112826; White vinyl · Matte laminate: order #2-112826. Make one sheet per stock.",
    ],
    [
      "three stocks, sorted by name",
      [order("#4-112926", WHITE_GLOSS), order("#5-112926", CLEAR_MATTE), order("#6-112926", CLEAR_GLOSS)],
      "A print sheet holds one stock. Clear vinyl · Gloss laminate: order #6-112926; Clear vinyl · Matte laminate: order #5-112926; White vinyl · Gloss laminate: order #4-112926. Make one sheet per stock.",
    ],
  ])("%s", (_label, orders, expected) => {
    expect(explainMixedStocks(orders)).toBe(expected);
  });

  it(`names ${MIXED_STOCK_NUMBERS_SHOWN} orders of a stock and counts the rest`, () => {
    const many = Array.from({ length: MIXED_STOCK_NUMBERS_SHOWN + 3 }, (_, index) =>
      order(`#${index + 1}-112826`, CLEAR_MATTE),
    );
    const message = explainMixedStocks([...many, order("#99-112826", WHITE_GLOSS)]);
    const shown = many
      .slice(0, MIXED_STOCK_NUMBERS_SHOWN)
      .map((o) => o.orderNumber)
      .join(", ");
    expect(message).toBe(
      `A print sheet holds one stock. Clear vinyl · Matte laminate: orders ${shown} and 3 more; White vinyl · Gloss laminate: order #99-112826. Make one sheet per stock.`,
    );
  });
});

describe("groupOrdersByStock", () => {
  it("groups by material and finish id, in first-seen order, naming a stock as its first order does", () => {
    const orders = [
      order("#1", CLEAR_MATTE),
      order("#2", WHITE_GLOSS),
      order("#3", { ...CLEAR_MATTE, finishName: "Matte (new)" }),
    ];
    expect(groupOrdersByStock(orders)).toEqual([
      { stock: CLEAR_MATTE, orders: [orders[0], orders[2]] },
      { stock: WHITE_GLOSS, orders: [orders[1]] },
    ]);
  });
});
