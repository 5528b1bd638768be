/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import type { PrintSheetOrderDto } from "@/lib/print-sheets/print-sheet-dto";
import type { PrintSheetPage } from "@/lib/print-sheets/print-sheet-types";
import { PrintSheetPreview } from "./print-sheet-preview";

const order = (id: number, shape: PrintSheetOrderDto["shape"], width: number, height: number): PrintSheetOrderDto => ({
  id,
  orderNumber: `#${id}-112626`,
  customerEmail: "ada@example.com",
  checkoutId: "pay_1",
  status: "paid",
  quantity: 1,
  shape,
  sizeName: `${width}x${height}`,
  widthInches: width,
  heightInches: height,
  roundedCorners: false,
  cutLine: shape === "die-cut" ? "M0 0L2 0L2 1L0 1Z" : null,
  sheetStickers: null,
});

/** A sticker of a sheet: a 1" square turned `rotation`, or a 1.5" × 1" die-cut, where the shopper put it. */
const sheetSticker = (
  xInches: number,
  yInches: number,
  rotation: 0 | 90 | 180 | 270 = 0,
  shape: "square" | "die-cut" = "square",
) => ({
  shape,
  widthInches: shape === "die-cut" ? 1.5 : 1,
  heightInches: 1,
  cutLine: shape === "die-cut" ? "M0 0L1.5 0L1.5 1L0 1Z" : null,
  xInches,
  yInches,
  rotation,
});

const page: PrintSheetPage = {
  widthInches: 12,
  heightInches: 10,
  placements: [
    { orderId: 1, copy: 1, xInches: 0.5, yInches: 0.5, widthInches: 3, heightInches: 3, rotated: false },
    { orderId: 2, copy: 1, xInches: 4, yInches: 0.5, widthInches: 1, heightInches: 2, rotated: true },
    { orderId: 3, copy: 1, xInches: 6, yInches: 0.5, widthInches: 2, heightInches: 4, rotated: false },
    { orderId: 2, copy: 2, xInches: 8.5, yInches: 0.5, widthInches: 2, heightInches: 1, rotated: false, turns: 2 },
  ],
  registrationMarks: [
    { xInches: 0.125, yInches: 0.125, sizeInches: 0.25 },
    { xInches: 11.625, yInches: 0.125, sizeInches: 0.25 },
    { xInches: 0.125, yInches: 9.625, sizeInches: 0.25 },
  ],
  label: "#1-112626 #2-112626 · Nov 26, 2026 · page 1 of 1",
  labelBox: { xInches: 0.5, yInches: 9.6, widthInches: 6, heightInches: 0.25, fontSizePoints: 6 },
};

describe("PrintSheetPreview", () => {
  it("draws each copy's own outline where the layout put it, turned a quarter when rotated, with the marks and label", () => {
    render(
      <PrintSheetPreview
        page={page}
        pageNumber={1}
        pageCount={1}
        orders={[order(1, "circle", 3, 3), order(2, "die-cut", 2, 1), order(3, "square", 2, 4)]}
      />,
    );
    const drawing = screen.getByRole("img", { name: 'Page 1 of 1: 4 stickers on 12" × 10"' });
    expect(drawing.getAttribute("viewBox")).toBe("0 0 12 10");
    const stickers = screen.getAllByTestId("print-sheet-sticker");
    expect(stickers.map((sticker) => sticker.getAttribute("transform"))).toEqual([
      "matrix(1 0 0 1 0.5 0.5)",
      // The 2" × 1" die-cut turned into its 1" × 2" box: its frame's origin moves to the box's right edge.
      "matrix(0 1 -1 0 5 0.5)",
      "matrix(1 0 0 1 6 0.5)",
      // Nested upside down (a half turn): the origin at the box's bottom-right.
      "matrix(-1 0 0 -1 10.5 1.5)",
    ]);
    expect(stickers[0]?.querySelector("ellipse")?.getAttribute("rx")).toBe("1.5");
    expect(stickers[1]?.querySelector("path")?.getAttribute("d")).toBe("M0 0L2 0L2 1L0 1Z");
    expect(stickers[2]?.querySelector("rect")?.getAttribute("height")).toBe("4");
    expect(screen.getAllByTestId("registration-mark")).toHaveLength(3);
    expect(drawing.textContent).toContain(page.label);
  });

  it("leaves out a placement of an order it was not given", () => {
    render(<PrintSheetPreview page={page} pageNumber={2} pageCount={3} orders={[order(1, "circle", 3, 3)]} />);
    expect(screen.getAllByTestId("print-sheet-sticker")).toHaveLength(1);
    expect(screen.getByText('Page 2 of 3: 4 stickers, 12" × 10"')).toBeInTheDocument();
  });

  it("says how much of a nested page the stickers use", () => {
    render(<PrintSheetPreview page={{ ...page, stickerAreaSqIn: 60 }} pageNumber={1} pageCount={1} orders={[]} />);
    expect(screen.getByText('Page 1 of 1: 4 stickers, 12" × 10", 50.0% used')).toBeInTheDocument();
  });

  it("counts a sticker sheet's copy as the stickers on it and draws their kiss-cuts inside it (#39)", () => {
    const sheet = {
      ...order(3, "square", 2, 4),
      sizeName: 'Sticker sheet 2" × 4", 6 stickers',
      sheetStickers: [
        sheetSticker(0.25, 0.25),
        sheetSticker(0.25, 1.5, 0, "die-cut"),
        // A die-cut turned a quarter: its 1.5" × 1" frame in a 1" × 1.5" box at (0.5, 2.5).
        { ...sheetSticker(0.5, 2.5, 90, "die-cut") },
        sheetSticker(1.25, 0.25),
        sheetSticker(1.25, 1.5, 180),
        sheetSticker(1.25, 2.75, 270),
      ],
    };
    render(
      <PrintSheetPreview
        page={page}
        pageNumber={1}
        pageCount={1}
        orders={[order(1, "circle", 3, 3), order(2, "die-cut", 2, 1), sheet]}
      />,
    );
    // Orders 1 and 2 place 3 single stickers; order 3's one copy is a sheet of 6.
    expect(screen.getByRole("img", { name: 'Page 1 of 1: 9 stickers on 12" × 10"' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1: 9 stickers, 12" × 10"')).toBeInTheDocument();
    // The sheet's copy (order 3) holds its six kiss-cuts, each in its own place; the single stickers none.
    const [circle, dieCut, sheetCopy] = screen.getAllByTestId("print-sheet-sticker");
    expect(circle?.querySelectorAll('[data-testid="print-sheet-kiss-cut"]')).toHaveLength(0);
    expect(dieCut?.querySelectorAll('[data-testid="print-sheet-kiss-cut"]')).toHaveLength(0);
    const kissCuts = [...(sheetCopy?.querySelectorAll('[data-testid="print-sheet-kiss-cut"]') ?? [])];
    expect(kissCuts.map((cut) => cut.tagName)).toEqual(["rect", "path", "path", "rect", "rect", "rect"]);
    expect(kissCuts.map((cut) => cut.parentElement?.getAttribute("transform"))).toEqual([
      "translate(0.25 0.25)",
      "translate(0.25 1.5)",
      "translate(1.5 2.5) rotate(90)",
      "translate(1.25 0.25)",
      "translate(2.25 2.5) rotate(180)",
      "translate(1.25 3.75) rotate(270)",
    ]);
    expect(kissCuts[1]?.getAttribute("d")).toBe("M0 0L1.5 0L1.5 1L0 1Z");
  });
});
