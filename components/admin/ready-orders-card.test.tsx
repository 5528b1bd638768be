/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReadyOrder, ReadyOrdersPage } from "@/lib/print-sheets/print-sheet-dto";
import { ReadyOrdersCard, type ReadyOrdersFilter } from "./ready-orders-card";

const CLEAR_MATTE = {
  materialId: "clear-vinyl",
  materialName: "Clear vinyl",
  finishId: "matte",
  finishName: "Matte laminate",
};
const CLEAR_GLOSS = { ...CLEAR_MATTE, finishId: "gloss", finishName: "Gloss laminate" };
const WHITE_GLOSS = { ...CLEAR_GLOSS, materialId: "white-vinyl", materialName: "White vinyl" };

const order = (id: number, stock: typeof CLEAR_MATTE): ReadyOrder => ({
  id,
  orderNumber: `#${id}-112826`,
  customerName: `Customer ${id}`,
  shape: "square",
  sizeName: '2"',
  size: "2x2",
  widthInches: 2,
  heightInches: 2,
  roundedCorners: false,
  cutLine: null,
  artwork: null,
  quantity: 2,
  paidAt: null,
  design: { originalName: "art.png", imageUrl: null },
  sheetStickers: null,
  ...stock,
});

const PAGE: ReadyOrdersPage = {
  orders: [order(1, CLEAR_MATTE), order(2, WHITE_GLOSS)],
  nextCursor: null,
  sizes: [{ shape: "square", size: "2x2", sizeName: '2"', orders: 4 }],
  stocks: [
    { ...CLEAR_MATTE, orders: 2 },
    { ...CLEAR_GLOSS, orders: 1 },
    { ...WHITE_GLOSS, orders: 1 },
  ],
};

const ALL: ReadyOrdersFilter = { shape: "", size: "", material: "", finish: "" };

function renderCard(filter: ReadyOrdersFilter, onFilterChange = jest.fn()) {
  render(
    <ReadyOrdersCard
      page={PAGE}
      filter={filter}
      onFilterChange={onFilterChange}
      selected={new Set()}
      onSelectedChange={() => undefined}
      onLoadMore={() => undefined}
      loading={false}
    />,
  );
  return onFilterChange;
}

const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole("option")
    .map((option) => option.textContent);

describe("ReadyOrdersCard: the material and finish filters", () => {
  it("offers each material and finish among the ready orders, with its orders, under labelled selects", () => {
    renderCard(ALL);
    expect(optionsOf("Material")).toEqual(["All materials", "Clear vinyl (3)", "White vinyl (1)"]);
    expect(optionsOf("Finish")).toEqual(["All finishes", "Matte laminate (2)", "Gloss laminate (2)"]);
  });

  it("asks for the chosen material (and any finish), then for the chosen finish, keeping the other filters", async () => {
    const changed = renderCard({ ...ALL, shape: "square", finish: "gloss" });
    await userEvent.selectOptions(screen.getByLabelText("Material"), "clear-vinyl");
    expect(changed).toHaveBeenLastCalledWith({ shape: "square", size: "", material: "clear-vinyl", finish: "" });
    await userEvent.selectOptions(screen.getByLabelText("Finish"), "matte");
    expect(changed).toHaveBeenLastCalledWith({ shape: "square", size: "", material: "", finish: "matte" });
  });

  it("offers only the chosen material's finishes", () => {
    renderCard({ ...ALL, material: "white-vinyl" });
    expect(screen.getByLabelText("Material")).toHaveValue("white-vinyl");
    expect(optionsOf("Finish")).toEqual(["All finishes", "Gloss laminate (1)"]);
  });

  it("shows each order's material and finish", () => {
    renderCard(ALL);
    expect(screen.getAllByTestId("ready-order-stock").map((stock) => stock.textContent)).toEqual([
      "Clear vinyl · Matte laminate",
      "White vinyl · Gloss laminate",
    ]);
  });

  it("names a sticker sheet by its sheet and counts it in sheets, drawing every sticker on it (#39)", () => {
    const sticker = (x: number) => ({
      shape: "square" as const,
      widthInches: 1,
      heightInches: 1,
      cutLine: null,
      xInches: x,
      yInches: 0.25,
      rotation: 0 as const,
      imageUrl: null,
      artwork: null,
    });
    const sheet: ReadyOrder = {
      ...order(3, CLEAR_MATTE),
      sizeName: 'Sticker sheet 5.5" × 8.5", 2 stickers',
      size: "5.5x8.5",
      widthInches: 5.5,
      heightInches: 8.5,
      quantity: 25,
      sheetStickers: [sticker(0.25), sticker(1.5)],
    };
    render(
      <ReadyOrdersCard
        page={{ ...PAGE, orders: [sheet, order(4, CLEAR_MATTE)] }}
        filter={ALL}
        onFilterChange={jest.fn()}
        selected={new Set()}
        onSelectedChange={() => undefined}
        onLoadMore={() => undefined}
        loading={false}
      />,
    );
    const [sheetRow, single] = screen.getAllByTestId("ready-order");
    expect(sheetRow).toHaveTextContent(
      'Sticker sheet 5.5" × 8.5", 2 stickers · 25 sheets · Clear vinyl · Matte laminate',
    );
    expect(sheetRow).not.toHaveTextContent("Square");
    expect(single).toHaveTextContent('Square · 2" · 2 stickers · Clear vinyl');
    expect(within(sheetRow!).getAllByTestId("sheet-thumbnail-sticker")).toHaveLength(2);
  });
});
