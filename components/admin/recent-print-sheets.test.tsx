/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { makePrintSheetSummary } from "@/lib/print-sheets/__fixtures__/print-sheet-summary";
import type { PrintSheetSummary } from "@/lib/print-sheets/print-sheet-dto";
import { RecentPrintSheets } from "./recent-print-sheets";

const sheet = (id: number, counts: { stickers: number; orders: number; pages: number | null }): PrintSheetSummary =>
  makePrintSheetSummary({
    id,
    stock: null,
    stickerCount: counts.stickers,
    orderCount: counts.orders,
    pages: counts.pages,
    utilisation: counts.pages === null ? null : 0.605,
  });

describe("RecentPrintSheets", () => {
  it("counts stickers, orders and pages in words that agree with the number", () => {
    render(
      <RecentPrintSheets
        sheets={[
          sheet(1, { stickers: 1, orders: 1, pages: 1 }),
          sheet(2, { stickers: 100, orders: 2, pages: 3 }),
          sheet(3, { stickers: 5, orders: 1, pages: null }),
        ]}
        onOpen={() => {}}
        openId={null}
      />,
    );
    const [one, many, making] = screen.getAllByTestId("recent-print-sheet");
    expect(one).toHaveTextContent('1 sticker · 1 order · 12" roll, panels up to 48" · 1 page · 60.5% used');
    expect(many).toHaveTextContent('100 stickers · 2 orders · 12" roll, panels up to 48" · 3 pages · 60.5% used');
    expect(making).toHaveTextContent('5 stickers · 1 order · 12" roll, panels up to 48"');
    expect(making).not.toHaveTextContent("page");
  });
});
