/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { StickerThumbnail, type StickerThumbnailLine } from "./sticker-thumbnail";

const square: StickerThumbnailLine = {
  shape: "square",
  widthInches: 2,
  heightInches: 4,
  cutLine: null,
  roundedCorners: false,
  sizeName: "2x4",
};
const DIE_CUT_PATH = "M1 0L2.9 0.4L3 1.5L1.2 2.41L0 1.2Z";
const dieCut: StickerThumbnailLine = {
  shape: "die-cut",
  widthInches: 3,
  heightInches: 2.41,
  cutLine: DIE_CUT_PATH,
  roundedCorners: false,
  sizeName: 'Die-cut 3" × 2.41"',
  artwork: { x: -0.2, y: -0.5, width: 3.4, height: 3.4 },
};
const URL = "/uploads/0b7b0c4e-1111-4222-8333-944445555666.png?exp=1&sig=x";

function svgOf(name: RegExp) {
  return screen.getByRole("img", { name }) as unknown as SVGSVGElement;
}

describe("StickerThumbnail", () => {
  it("draws a rectangle at its aspect ratio, in inches, with the image fitted and clipped, and the cut line", () => {
    render(<StickerThumbnail line={square} imageUrl={URL} designName="logo.png" size={80} />);
    const svg = svgOf(/logo\.png on a 2x4 square sticker/);
    expect(svg.getAttribute("viewBox")).toBe("0 0 2 4");
    expect([svg.getAttribute("width"), svg.getAttribute("height")]).toEqual(["40", "80"]);
    expect(svg.dataset.shape).toBe("rectangle");
    const image = svg.querySelector("image") as SVGImageElement;
    expect(image.getAttribute("href")).toBe(URL);
    expect(image.getAttribute("preserveAspectRatio")).toBe("xMidYMid meet");
    const clip = svg.querySelector("clipPath") as SVGClipPathElement;
    expect(image.getAttribute("clip-path")).toBe(`url(#${clip.id})`);
    expect(clip.querySelector("rect")?.getAttribute("rx")).toBe("0");
    const cut = screen.getByTestId("cut-line");
    expect(cut.tagName).toBe("rect");
    expect(cut.getAttribute("stroke")).toBe("#e11d48");
    expect(cut.getAttribute("fill")).toBe("none");
    expect(screen.getByText("2x4")).toBeInTheDocument();
  });

  it("rounds the corners when chosen and says so", () => {
    render(<StickerThumbnail line={{ ...square, roundedCorners: true }} imageUrl={URL} designName="logo.png" />);
    const svg = svgOf(/with rounded corners/);
    expect(svg.querySelector("clipPath rect")?.getAttribute("rx")).toBe(String(2 * 0.14));
  });

  it("draws a circle as an ellipse", () => {
    const circle = { ...square, shape: "circle", widthInches: 3, heightInches: 3, sizeName: '3" circle' };
    render(<StickerThumbnail line={circle} imageUrl={URL} designName="logo.png" />);
    const svg = svgOf(/on a 3" circle sticker$/);
    expect(svg.dataset.shape).toBe("circle");
    expect(screen.getByTestId("cut-line").tagName).toBe("ellipse");
  });

  it("draws a die-cut along its frozen line, its image where the line was cut around it, and its size", () => {
    render(<StickerThumbnail line={dieCut} imageUrl={URL} designName="dolphin.png" size={90} />);
    const svg = svgOf(/dolphin\.png on a Die-cut 3" × 2\.41" sticker/);
    expect(svg.getAttribute("viewBox")).toBe("0 0 3 2.41");
    expect([svg.getAttribute("width"), svg.getAttribute("height")]).toEqual(["90", "72"]);
    expect(svg.dataset.shape).toBe("die-cut");
    expect(svg.querySelector("clipPath path")?.getAttribute("d")).toBe(DIE_CUT_PATH);
    expect(screen.getByTestId("cut-line").getAttribute("d")).toBe(DIE_CUT_PATH);
    const image = svg.querySelector("image") as SVGImageElement;
    expect(["x", "y", "width", "height"].map((name) => image.getAttribute(name))).toEqual([
      "-0.2",
      "-0.5",
      "3.4",
      "3.4",
    ]);
    expect(image.getAttribute("preserveAspectRatio")).toBe("none");
    expect(screen.getByText('Die-cut 3" × 2.41"')).toBeInTheDocument();
  });

  it("leaves the caption out on request, and draws the blank sticker without an image", () => {
    render(<StickerThumbnail line={dieCut} imageUrl={null} designName="dolphin.png" caption={false} />);
    expect(screen.queryByText('Die-cut 3" × 2.41"')).not.toBeInTheDocument();
    expect(document.querySelector("image")).toBeNull();
    expect(screen.getByTestId("cut-line")).toBeInTheDocument();
  });

  it("gives different shapes different clip ids, and one shape the same id", () => {
    const html = renderToStaticMarkup(
      <>
        <StickerThumbnail line={square} imageUrl={URL} designName="a" />
        <StickerThumbnail line={dieCut} imageUrl={URL} designName="b" />
        <StickerThumbnail line={square} imageUrl={URL} designName="c" />
      </>,
    );
    const ids = [...html.matchAll(/<clipPath id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe(ids[2]);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("renders on the server to plain SVG markup (no client code needed)", () => {
    const html = renderToStaticMarkup(<StickerThumbnail line={dieCut} imageUrl={URL} designName="b" />);
    expect(html).toContain('<svg role="img"');
    expect(html).toContain(`d="${DIE_CUT_PATH}"`);
    expect(html).toContain('vector-effect="non-scaling-stroke"');
  });

  it("draws a sticker sheet (#39) as the sheet with each sticker where it lies, not its first design stretched", () => {
    const sheet: StickerThumbnailLine = {
      shape: "square",
      widthInches: 5.5,
      heightInches: 8.5,
      cutLine: null,
      roundedCorners: true,
      sizeName: 'Sticker sheet 5.5" × 8.5", 2 stickers',
      sheetStickers: [
        {
          shape: "die-cut",
          widthInches: 3,
          heightInches: 2.41,
          cutLine: DIE_CUT_PATH,
          xInches: 0.5,
          yInches: 0.5,
          rotation: 0,
          imageUrl: URL,
          artwork: dieCut.artwork!,
        },
        {
          shape: "circle",
          widthInches: 1,
          heightInches: 1,
          cutLine: null,
          xInches: 3,
          yInches: 4,
          rotation: 90,
          imageUrl: null,
          artwork: null,
        },
      ],
    };
    render(<StickerThumbnail line={sheet} imageUrl={URL} designName="first.png" size={85} />);
    const svg = svgOf(/^Sticker sheet 5\.5" × 8\.5", 2 stickers with rounded corners$/);
    expect(svg.getAttribute("viewBox")).toBe("0 0 5.5 8.5");
    const parts = svg.querySelectorAll('[data-testid="sheet-thumbnail-sticker"]');
    expect([...parts].map((part) => part.getAttribute("transform"))).toEqual([
      "translate(0.5 0.5)",
      "translate(4 4) rotate(90)",
    ]);
    // One image per sticker that has one, clipped to its own shape; none for the sheet's first design.
    expect([...svg.querySelectorAll("image")].map((image) => image.closest("g")?.dataset.testid)).toEqual([
      "sheet-thumbnail-sticker",
    ]);
    expect(parts[1]!.querySelector("ellipse")).not.toBeNull();
  });
});
