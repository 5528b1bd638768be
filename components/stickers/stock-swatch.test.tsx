/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { StockSwatch } from "./stock-swatch";

describe("StockSwatch (#36)", () => {
  it("draws clear vinyl's colour as a faint film over a transparency grid", () => {
    render(<StockSwatch swatch="#dbeef5" look="clear" />);
    const chip = screen.getByTestId("stock-swatch");
    expect(chip).toHaveClass("stock-checkerboard");
    expect(chip).not.toHaveStyle({ backgroundColor: "#dbeef5" });
    const film = chip.querySelector('[data-part="film"]');
    expect(film).toHaveStyle({ backgroundColor: "#dbeef5" });
    expect(film).toHaveClass("opacity-50");
  });

  it("puts a rainbow sheen on holographic and a highlight on gloss; opaque and matte are their colour alone", () => {
    const { rerender } = render(<StockSwatch swatch="#c9b8e8" look="holographic" />);
    expect(screen.getByTestId("stock-swatch").querySelector('[data-part="sheen"]')).toHaveClass("stock-holo-sheen");
    rerender(<StockSwatch swatch="#f4f8fb" look="gloss" />);
    expect(screen.getByTestId("stock-swatch").querySelector('[data-part="highlight"]')).toHaveClass(
      "stock-gloss-highlight",
    );
    for (const look of ["opaque", "matte"] as const) {
      rerender(<StockSwatch swatch="#e4e4df" look={look} />);
      const chip = screen.getByTestId("stock-swatch");
      expect(chip).toHaveStyle({ backgroundColor: "#e4e4df" });
      expect(chip).not.toHaveClass("stock-checkerboard");
      expect(chip.children).toHaveLength(0);
    }
  });
});
