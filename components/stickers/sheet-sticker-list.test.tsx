/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SheetStickerListItem } from "@/lib/sticker-sheets/summarize-sheet-stickers";
import { SheetStickerList } from "./sheet-sticker-list";

const sticker = (position: number, change: Partial<SheetStickerListItem> = {}): SheetStickerListItem => ({
  position,
  designId: 1,
  designName: "dolphin.png",
  shape: "die-cut",
  widthInches: 2,
  heightInches: 0.92,
  xInches: 0.5,
  yInches: 0.5,
  rotation: 0,
  ...change,
});

describe("SheetStickerList (#39)", () => {
  it("counts the stickers and lists each design once with its copies, cuts and sticker numbers", () => {
    render(
      <SheetStickerList
        stickers={[
          sticker(0),
          sticker(1, { designId: 2, designName: "saturn.png", shape: "square", widthInches: 1, heightInches: 1.5 }),
          sticker(2, { yInches: 2, rotation: 90 }),
          sticker(3, { shape: "circle", widthInches: 1, heightInches: 1, xInches: 3, yInches: 3 }),
          sticker(4, { yInches: 4 }),
        ]}
      />,
    );
    expect(screen.getByText("5 stickers on each sheet, 2 designs")).toBeInTheDocument();
    const designs = within(screen.getByRole("list", { name: "Designs on the sheet" })).getAllByRole("listitem");
    expect(designs.map((item) => item.textContent)).toEqual([
      'dolphin.png × 4Die-cut 2" × 0.92" (3), Circle 1" (1) · Stickers 1 and 3–5',
      'saturn.png × 1Rectangle 1" × 1.5" · Sticker 2',
    ]);
  });

  it("tells where each sticker lies, one click away", async () => {
    render(<SheetStickerList stickers={[sticker(0), sticker(1, { xInches: 3.25, yInches: 0.5, rotation: 270 })]} />);
    const places = screen.getByRole("list", { name: "Stickers on the sheet", hidden: true });
    expect(places).not.toBeVisible();
    await userEvent.click(screen.getByText("Where each sticker lies"));
    expect(places).toBeVisible();
    expect(
      within(places)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      'Sticker 1: dolphin.png, Die-cut 2" × 0.92", 0.5" from the left, 0.5" from the top',
      'Sticker 2: dolphin.png, Die-cut 2" × 0.92", 3.25" from the left, 0.5" from the top, turned 270°',
    ]);
  });

  it("says one sticker and one design in the singular", () => {
    render(<SheetStickerList stickers={[sticker(0)]} />);
    expect(screen.getByText("1 sticker on each sheet, 1 design")).toBeInTheDocument();
    expect(screen.getByText(/· Sticker 1$/)).toBeInTheDocument();
  });
});
