import { groupCustomerDesigns } from "./group-customer-designs";

const logo = { id: 7, name: "logo.png", filename: "a.png", widthPixels: 1200, heightPixels: 600 };
const cat = { id: 9, name: "cat.png", filename: "b.png", widthPixels: 300, heightPixels: 300 };
const order = (id: number, design: typeof logo, sizeName: string, width: number, height: number) => ({
  id,
  sizeName,
  widthInches: width,
  heightInches: height,
  design,
});

describe("groupCustomerDesigns", () => {
  it.each([
    { name: "no orders", orders: [], expected: [] },
    {
      name: "one design at two sizes and again at one of them: each size once, newest order first",
      orders: [order(30, logo, '4" × 2"', 4, 2), order(20, logo, '2" × 1"', 2, 1), order(10, logo, '4" × 2"', 4, 2)],
      expected: [
        {
          designId: 7,
          newestOrderId: 30,
          sizes: [
            { sizeName: '4" × 2"', dpi: 300, quality: "great" },
            { sizeName: '2" × 1"', dpi: 600, quality: "great" },
          ],
        },
      ],
    },
    {
      name: "two designs, in the order of their newest orders; a small image rated low at a large size",
      orders: [order(5, cat, '3"', 3, 3), order(4, logo, '4" × 2"', 4, 2), order(3, cat, '1"', 1, 1)],
      expected: [
        {
          designId: 9,
          newestOrderId: 5,
          sizes: [
            { sizeName: '3"', dpi: 100, quality: "low" },
            { sizeName: '1"', dpi: 300, quality: "great" },
          ],
        },
        { designId: 7, newestOrderId: 4, sizes: [{ sizeName: '4" × 2"', dpi: 300, quality: "great" }] },
      ],
    },
  ])("$name", ({ orders, expected }) => {
    expect(groupCustomerDesigns(orders)).toEqual(expected.map((design) => expect.objectContaining(design)));
  });
});
