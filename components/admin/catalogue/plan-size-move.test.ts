import type { AdminCatalogueSize } from "@/lib/client/admin-types";
import { planSizeMove } from "./plan-size-move";

function sizes(sortOrders: number[]): AdminCatalogueSize[] {
  return sortOrders.map((sortOrder, index) => ({
    id: index + 1,
    name: `Size ${index + 1}`,
    shape: "square",
    width: 2,
    height: 2,
    active: true,
    sortOrder,
    anchor: null,
  }));
}

describe("planSizeMove", () => {
  it.each([
    [
      "down: the two swap their sort orders",
      [1, 2, 3, 4],
      0,
      1,
      [
        { id: 2, sortOrder: 1 },
        { id: 1, sortOrder: 2 },
      ],
    ],
    [
      "up: the two swap their sort orders",
      [1, 2, 3, 4],
      3,
      -1,
      [
        { id: 4, sortOrder: 3 },
        { id: 3, sortOrder: 4 },
      ],
    ],
    [
      "gaps are kept",
      [10, 20, 30],
      1,
      1,
      [
        { id: 3, sortOrder: 20 },
        { id: 2, sortOrder: 30 },
      ],
    ],
    [
      "equal sort orders: every size that is not in its place gets it",
      [0, 0, 0],
      0,
      1,
      [
        { id: 1, sortOrder: 1 },
        { id: 3, sortOrder: 2 },
      ],
    ],
    ["the first cannot go up", [1, 2], 0, -1, []],
    ["the last cannot go down", [1, 2], 1, 1, []],
  ] as const)("%s", (_, orders, index, step, plan) => {
    expect(planSizeMove(sizes([...orders]), index, step)).toEqual(plan);
  });
});
