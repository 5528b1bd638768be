/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { StickerPreview } from "./sticker-preview";

const line = {
  shape: "die-cut" as const,
  widthInches: 4,
  heightInches: 2,
  offsetInches: 0.125,
  path: "M0 0L4 0L4 2L0 2Z",
  separateParts: false,
  followsImageEdge: false,
  artwork: { x: 0.125, y: -0.875, width: 3.75, height: 3.75 },
};
const base = { imageUrl: "blob:art", roundedCorners: false, widthInches: 1, heightInches: 1, sizeName: null };

describe("StickerPreview", () => {
  it("draws a die-cut's line around the artwork, scaled into the preview box, with its size", () => {
    render(<StickerPreview {...base} stickerType="die-cut" dieCut={{ line, pending: false }} />);
    const drawing = screen.getByRole("img", {
      name: 'Preview of a Die-cut 4" × 2" die-cut sticker, cut around your artwork',
    });
    // The longest side (4" plus a 3 % margin each side) fills 220 px.
    expect(drawing).toHaveAttribute("width", "220");
    expect(drawing).toHaveAttribute("height", "116");
    const cut = drawing.querySelector('path[data-testid="cut-line"]');
    expect(cut).toHaveAttribute("d", line.path);
    // 1.5 px at 220 / 4.24 px per inch.
    expect(Number(cut?.getAttribute("stroke-width"))).toBeCloseTo(1.5 / (220 / 4.24), 5);
    const image = drawing.querySelector("image");
    expect(image).toHaveAttribute("y", "-0.875");
    expect(image?.getAttribute("clip-path")).toMatch(/^url\(#cut-line-[a-z0-9]+\)$/);
    expect(drawing.querySelector(`clipPath${image?.getAttribute("clip-path")?.slice(4, -1)} path`)).toHaveAttribute(
      "d",
      line.path,
    );
    expect(screen.getByTestId("die-cut-size")).toHaveTextContent('Die-cut 4" × 2"');
    expect(screen.queryByTestId("cut-line-pending")).not.toBeInTheDocument();
  });

  it("keeps the previous line faded while a new size's line is drawn, and the artwork alone before the first", () => {
    const { rerender } = render(<StickerPreview {...base} stickerType="die-cut" dieCut={{ line, pending: true }} />);
    expect(screen.getByRole("img", { name: /Die-cut 4" × 2"/ })).toHaveClass("opacity-50");
    expect(screen.getByTestId("cut-line-pending")).toBeInTheDocument();
    expect(screen.getByText("Drawing the cut line…")).toBeInTheDocument();
    expect(screen.queryByTestId("die-cut-size")).not.toBeInTheDocument();

    rerender(<StickerPreview {...base} stickerType="die-cut" dieCut={{ line: null, pending: true }} />);
    expect(screen.getByRole("img", { name: "Preview of your design while its cut line is drawn" })).toHaveAttribute(
      "src",
      "blob:art",
    );
    expect(document.querySelector('path[data-testid="cut-line"]')).toBeNull();
  });

  it("names a custom size by itself and a standard one as before", () => {
    const { rerender } = render(
      <StickerPreview
        {...base}
        stickerType="square"
        widthInches={2.5}
        heightInches={3}
        sizeName={'Square 2.5" × 3"'}
        custom
      />,
    );
    expect(screen.getByRole("img", { name: 'Preview of a Square 2.5" × 3" sticker' })).toBeInTheDocument();
    expect(screen.getByText('Square 2.5" × 3" · dashed line shows the cut')).toBeInTheDocument();
    expect(screen.getByTestId("sticker-preview")).toHaveStyle({ width: "183px", height: "220px" });

    rerender(<StickerPreview {...base} stickerType="circle" widthInches={3} heightInches={3} sizeName={'3" circle'} />);
    expect(screen.getByRole("img", { name: 'Preview of a 3" circle circle sticker' })).toBeInTheDocument();
    expect(screen.getByText('3" circle · 3" × 3" · dashed line shows the cut')).toBeInTheDocument();
  });

  it("never waits for a size that asks for nothing (#34): the last line as it was, or a plain prompt", () => {
    const { rerender } = render(
      <StickerPreview {...base} stickerType="die-cut" dieCut={{ line, pending: false, held: "no-size" }} />,
    );
    expect(screen.getByRole("img", { name: /Die-cut 4" × 2"/ })).not.toHaveClass("opacity-50");
    expect(screen.queryByTestId("cut-line-pending")).not.toBeInTheDocument();
    expect(screen.queryByText("Drawing the cut line…")).not.toBeInTheDocument();
    expect(screen.getByTestId("die-cut-caption")).toHaveTextContent(
      'Showing the last size drawn, Die-cut 4" × 2". Enter a size the shop cuts to draw the cut line again.',
    );

    rerender(
      <StickerPreview {...base} stickerType="die-cut" dieCut={{ line: null, pending: false, held: "no-size" }} />,
    );
    expect(screen.getByRole("img", { name: "Preview of your design" })).not.toHaveClass("opacity-50");
    expect(screen.getByTestId("die-cut-caption")).toHaveTextContent("Enter a size to see the cut line");

    rerender(<StickerPreview {...base} stickerType="die-cut" dieCut={{ line, pending: false, held: "failed" }} />);
    expect(screen.getByTestId("die-cut-caption")).toHaveTextContent(
      'Showing the last size drawn, Die-cut 4" × 2". This size could not be cut.',
    );
  });

  it('draws the safe line 1/16" inside the cut of a rectangle or circle, as the proof does, and names it', () => {
    const { rerender } = render(
      <StickerPreview
        {...base}
        stickerType="square"
        widthInches={2.5}
        heightInches={3.5}
        sizeName={'Square 2.5" × 3.5"'}
        custom
      />,
    );
    const safe = screen.getByTestId("safe-line");
    expect(safe).toHaveAttribute("viewBox", "0 0 2.5 3.5");
    const rect = safe.querySelector("rect");
    expect(rect).toHaveAttribute("x", "0.0625");
    expect(rect).toHaveAttribute("width", "2.375");
    expect(rect).toHaveAttribute("height", "3.375");
    expect(rect).toHaveAttribute("stroke-dasharray", "4 3");
    expect(screen.getByTestId("safe-line-legend")).toHaveTextContent(
      'Light dashed line: the safe area, 1/16" inside the cut',
    );

    rerender(<StickerPreview {...base} stickerType="circle" widthInches={3} heightInches={3} sizeName={'3" circle'} />);
    expect(screen.getByTestId("safe-line").querySelector("ellipse")).toHaveAttribute("rx", "1.4375");

    rerender(<StickerPreview {...base} stickerType="die-cut" dieCut={{ line, pending: false }} />);
    expect(screen.queryByTestId("safe-line")).not.toBeInTheDocument();
  });

  describe("reads as the stock (#36)", () => {
    const square = { ...base, stickerType: "square" as const, widthInches: 3, heightInches: 3, sizeName: '3" square' };

    it("lays clear vinyl on a transparency grid that shows through a faint film, not on white stock", () => {
      render(<StickerPreview {...square} look={{ material: "clear", finish: "gloss" }} />);
      expect(screen.getByTestId("sticker-preview-frame")).toHaveAttribute("data-backdrop", "checkerboard");
      expect(screen.getByTestId("sticker-preview-frame")).toHaveClass("stock-checkerboard");
      const sticker = screen.getByTestId("sticker-preview");
      expect(sticker).toHaveAttribute("data-material-look", "clear");
      expect(sticker).toHaveClass("stock-clear-film");
      expect(sticker).not.toHaveClass("bg-white");
      expect(screen.queryByTestId("holographic-sheen")).not.toBeInTheDocument();
    });

    it("draws white vinyl as opaque white stock on a plain surface, with no grid", () => {
      render(<StickerPreview {...square} look={{ material: "opaque", finish: "gloss" }} />);
      expect(screen.getByTestId("sticker-preview-frame")).toHaveAttribute("data-backdrop", "surface");
      expect(screen.getByTestId("sticker-preview-frame")).not.toHaveClass("stock-checkerboard");
      expect(screen.getByTestId("sticker-preview")).toHaveClass("bg-white");
      expect(screen.getByTestId("sticker-preview")).not.toHaveClass("stock-clear-film");
    });

    it("puts a rainbow sheen over holographic vinyl, blended into the print", () => {
      render(<StickerPreview {...square} look={{ material: "holographic", finish: "matte" }} />);
      const sheen = within(screen.getByTestId("sticker-preview")).getByTestId("holographic-sheen");
      expect(sheen).toHaveClass("stock-holo-sheen");
      expect(sheen).toHaveAttribute("aria-hidden", "true");
    });

    it("gives gloss a highlight and matte none (and a flatter print)", () => {
      const { unmount } = render(<StickerPreview {...square} look={{ material: "opaque", finish: "gloss" }} />);
      expect(screen.getByTestId("gloss-highlight")).toHaveClass("stock-gloss-highlight");
      unmount();
      render(<StickerPreview {...square} look={{ material: "opaque", finish: "matte" }} />);
      expect(screen.getByTestId("sticker-preview")).toHaveAttribute("data-finish-look", "matte");
      expect(screen.queryByTestId("gloss-highlight")).not.toBeInTheDocument();
      expect(screen.getByRole("img")).toHaveClass("stock-matte-print");
    });

    it("draws a die-cut on clear vinyl as film inside its cut line, holographic with a sheen, matte without a highlight", () => {
      const { unmount } = render(
        <StickerPreview
          {...base}
          stickerType="die-cut"
          dieCut={{ line, pending: false }}
          look={{ material: "clear", finish: "matte" }}
        />,
      );
      const preview = screen.getByTestId("sticker-preview");
      expect(preview).toHaveAttribute("data-backdrop", "checkerboard");
      expect(preview.querySelector('path[data-testid="clear-film"]')).toHaveAttribute("fill-opacity", "0.3");
      expect(preview.querySelector('path[fill="#ffffff"]')).toBeNull();
      expect(preview.querySelector('[data-testid="gloss-highlight"]')).toBeNull();
      expect(screen.getByTestId("die-cut-caption")).toHaveTextContent('with a 1/8" clear border');
      unmount();
      render(
        <StickerPreview
          {...base}
          stickerType="die-cut"
          dieCut={{ line, pending: false }}
          look={{ material: "holographic", finish: "gloss" }}
        />,
      );
      const drawing = screen.getByTestId("sticker-preview");
      expect(drawing).toHaveAttribute("data-backdrop", "surface");
      const sheen = drawing.querySelector('rect[data-testid="holographic-sheen"]');
      expect(sheen?.getAttribute("clip-path")).toMatch(/^url\(#cut-line-[a-z0-9]+\)$/);
      expect(drawing.querySelector('rect[data-testid="gloss-highlight"]')).not.toBeNull();
      expect(screen.getByTestId("die-cut-caption")).toHaveTextContent('with a 1/8" white border');
    });
  });
});
