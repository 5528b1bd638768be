/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import type { CartItemDto } from "@/lib/cart/cart-item-dto";
import { CheckoutOrderSummary } from "./order-summary";

const DIE_CUT: CartItemDto = {
  id: 4,
  designId: 7,
  designName: "dolphin.png",
  designFilename: "0b7b0c4e-1111-4222-8333-944445555666.png",
  thumbnailUrl: "/uploads/0b7b0c4e-1111-4222-8333-944445555666.png?exp=1&sig=x",
  sizeId: null,
  sizeName: 'Die-cut 3" × 1.51"',
  shape: "die-cut",
  widthInches: 3,
  heightInches: 1.51,
  cutLine: "M1 0L3 0.7L1 1.51L0 0.7Z",
  sheetSizeId: null,
  sheetStickers: null,
  artwork: { x: -0.17, y: -0.82, width: 3.08, height: 4.36 },
  materialId: "white-vinyl",
  materialName: "White vinyl",
  finishId: "gloss",
  finishName: "Gloss laminate",
  quantity: 50,
  unitPrice: "1.20",
  totalPrice: "60.00",
  roundedCorners: false,
  scale: 100,
  xPosition: 0,
  yPosition: 0,
};

describe("CheckoutOrderSummary", () => {
  it("shows each line's design inside its cut line, with its size", () => {
    const holographic = {
      materialId: "holographic",
      materialName: "Holographic",
      finishId: "matte",
      finishName: "Matte laminate",
    };
    render(
      <CheckoutOrderSummary
        items={[DIE_CUT, { ...DIE_CUT, ...holographic, id: 5, thumbnailUrl: null }]}
        quote={null}
      />,
    );
    const [first, second] = screen.getAllByRole("img", { name: 'dolphin.png on a Die-cut 3" × 1.51" sticker' });
    expect(first).toHaveAttribute("viewBox", "0 0 3 1.51");
    expect(first?.querySelector("clipPath path")).toHaveAttribute("d", DIE_CUT.cutLine);
    expect(first?.querySelector("image")).toHaveAttribute("href", DIE_CUT.thumbnailUrl);
    // Without a link the sticker and its line are still drawn.
    expect(second?.querySelector("image")).toBeNull();
    expect(second?.querySelector("[data-testid=cut-line]")).toHaveAttribute("d", DIE_CUT.cutLine);
    expect(screen.getAllByText('Die-cut 3" × 1.51"')).toHaveLength(2);
    // #35: and its material and finish under the size.
    expect(screen.getAllByTestId("summary-line-stock").map((stock) => stock.textContent)).toEqual([
      "White vinyl · Gloss laminate",
      "Holographic · Matte laminate",
    ]);
  });
});
