import { allocateDiscount } from "./allocate-discount";

describe("allocateDiscount", () => {
  it.each<[number, number[], number[]]>([
    [0, [], []],
    [0, [9200, 9500], [0, 0]],
    [1000, [10000], [1000]],
    [1000, [5000, 5000], [500, 500]],
    [1, [5000, 5000], [1, 0]], // tie goes to the earlier line
    [1, [5000, 5001], [0, 1]],
    [3, [1, 1, 1], [1, 1, 1]],
    [100, [1000, 1000, 1000], [34, 33, 33]],
    [2, [1, 1, 1], [1, 1, 0]],
    [8, [3, 3, 3], [3, 3, 2]],
    [1000, [3333, 3333, 3334], [333, 333, 334]],
    [1381, [9200, 5250, 37000], [247, 141, 993]],
    [997, [1, 2, 3, 4, 5, 6, 7, 8, 9, 1000], [1, 2, 3, 4, 5, 6, 7, 7, 8, 954]],
    [9200, [9200], [9200]],
    [14700, [9200, 5500], [9200, 5500]], // a 100% discount takes each line whole
    [500, [0, 9200, 0, 800], [0, 460, 0, 40]],
    [7, [0, 0, 10], [0, 0, 7]],
  ])("%p over %p -> %p", (discountCents, lines, expected) => {
    const parts = allocateDiscount(discountCents, lines);
    expect(parts).toEqual(expected);
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(discountCents);
    parts.forEach((part, index) => expect(part).toBeLessThanOrEqual(lines[index] ?? -1));
  });

  it("stays exact when discount x line passes 2^53", () => {
    const parts = allocateDiscount(299_999_999_999, [100_000_000_000, 100_000_000_000, 100_000_000_000]);
    expect(parts).toEqual([100_000_000_000, 100_000_000_000, 99_999_999_999]);
  });

  it.each<[number, number[]]>([
    [1, []],
    [101, [50, 50]],
    [-1, [100]],
    [1.5, [100]],
    [10, [100, -5]],
    [10, [100, 2.5]],
    [10, [NaN]],
  ])("rejects %p over %p", (discountCents, lines) => {
    expect(() => allocateDiscount(discountCents, lines)).toThrow(RangeError);
  });
});
