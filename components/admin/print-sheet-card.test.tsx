/** @jest-environment jsdom */
import { describeLayoutMethod } from "./print-sheet-status";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ok, renderUnlocked, routeFetch } from "@/tests/helpers/admin-ui";
import type { PrintSheetDto, PrintSheetOrderDto } from "@/lib/print-sheets/print-sheet-dto";
import { makePrintSheetSummary } from "@/lib/print-sheets/__fixtures__/print-sheet-summary";
import { PrintSheetCard } from "./print-sheet-card";

const order = (id: number, status: string, email: string): PrintSheetOrderDto => ({
  id,
  orderNumber: `#${id}-112626`,
  customerEmail: email,
  checkoutId: `pay_${id}`,
  status,
  quantity: 2,
  shape: "circle",
  sizeName: 'Circle 3"',
  widthInches: 3,
  heightInches: 3,
  roundedCorners: false,
  cutLine: null,
  sheetStickers: null,
});

function readySheet(overrides: Partial<PrintSheetDto> = {}): PrintSheetDto {
  return {
    ...makePrintSheetSummary(),
    orders: [
      order(1, "paid", "ada@example.com"),
      order(2, "paid", "ADA@example.com"),
      order(3, "cancelled", "bob@example.com"),
    ],
    layout: {
      pages: [
        {
          widthInches: 12,
          heightInches: 4,
          placements: [1, 2, 3].flatMap((orderId) =>
            [1, 2].map((copy) => ({
              orderId,
              copy,
              xInches: 0.5 + (orderId - 1) * 3.5,
              yInches: 0.5,
              widthInches: 3,
              heightInches: 3,
              rotated: false,
            })),
          ),
          registrationMarks: [{ xInches: 0.125, yInches: 0.125, sizeInches: 0.25 }],
          label: "#1 #2 #3",
          labelBox: { xInches: 0.5, yInches: 3.6, widthInches: 5, heightInches: 0.25, fontSizePoints: 6 },
        },
      ],
      gapInches: 0.125,
      stickerAreaSqIn: 42.4,
      pagesAreaSqIn: 48,
      utilisation: 0.4567,
    },
    download: {
      url: "/print-sheets/abc.pdf?exp=1&sig=x",
      expiresAt: new Date(Date.now() + 300_000).toISOString(),
      fileName: "print-sheet-4-clear-vinyl-matte.pdf",
    },
    ...overrides,
  };
}

describe("PrintSheetCard", () => {
  it("shows a ready sheet's pages, its use of the media and its download link", () => {
    routeFetch([]);
    renderUnlocked(<PrintSheetCard id="sheet" sheetId={4} sheet={readySheet()} onChanged={() => undefined} />);
    expect(screen.getByTestId("print-sheet-status")).toHaveTextContent("Ready");
    expect(screen.getByTestId("print-sheet-utilisation")).toHaveTextContent("45.7%");
    expect(screen.getByTestId("print-sheet-stock")).toHaveTextContent("Clear vinyl · Matte laminate");
    expect(screen.getAllByTestId("print-sheet-sticker")).toHaveLength(6);
    expect(screen.getByRole("link", { name: "Download print sheet" })).toHaveAttribute(
      "href",
      "/print-sheets/abc.pdf?exp=1&sig=x",
    );
    expect(screen.getByRole("link", { name: "Download print sheet" })).toHaveAttribute(
      "download",
      "print-sheet-4-clear-vinyl-matte.pdf",
    );
  });

  it("asks before marking the paid orders printing, naming the e-mail and its customers, then reports the server's answer", async () => {
    const { calls } = routeFetch([
      {
        method: "POST",
        path: "/api/admin/print-sheets/4/mark-printing",
        reply: ok({
          message: "Marked 2 orders as processing; 2 customer e-mails sent",
          movedIds: [1, 2],
          skipped: [],
          emails: 2,
        }),
      },
    ]);
    const marked = jest.fn();
    renderUnlocked(<PrintSheetCard id="sheet" sheetId={4} sheet={readySheet()} onChanged={marked} />);
    await userEvent.click(screen.getByRole("button", { name: "Mark these orders printing" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText("Mark 2 orders as processing?")).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        "Send “Printing has begun” to 1 customer (2 e-mails, one per checkout)? 1 order is no longer paid and will be left alone.",
      ),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(["POST /api/admin/print-sheets/4/mark-printing"]);
    expect(await screen.findByText("Marked 2 orders as processing; 2 customer e-mails sent")).toBeInTheDocument();
    expect(marked).toHaveBeenCalledTimes(1);
  });

  it("swaps an expired download link for a fresh one at the click", async () => {
    const fresh = readySheet({
      download: {
        url: "/print-sheets/abc.pdf?exp=9&sig=fresh",
        expiresAt: new Date(Date.now() + 300_000).toISOString(),
        fileName: "print-sheet-4-clear-vinyl-matte.pdf",
      },
    });
    const { calls } = routeFetch([{ method: "GET", path: "/api/admin/print-sheets/4", reply: ok({ sheet: fresh }) }]);
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.getAttribute("href") ?? "");
    });
    const stale = readySheet({
      download: {
        url: "/print-sheets/abc.pdf?exp=1&sig=old",
        expiresAt: new Date(Date.now() - 1000).toISOString(),
        fileName: "print-sheet-4-clear-vinyl-matte.pdf",
      },
    });
    renderUnlocked(<PrintSheetCard id="sheet" sheetId={4} sheet={stale} onChanged={() => undefined} />);
    await userEvent.click(screen.getByRole("link", { name: "Download print sheet" }));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(["GET /api/admin/print-sheets/4"]);
    expect(clicked).toEqual(["/print-sheets/abc.pdf?exp=9&sig=fresh"]);
    click.mockRestore();
  });

  it.each([
    [{ status: "queued" as const, progress: null }, "Waiting for the print sheet to start…", null],
    [
      { status: "making" as const, progress: { artworkDone: 0, artworkTotal: 200 } },
      "Preparing the artwork: 0 of 200…",
      0,
    ],
    [
      { status: "making" as const, progress: { artworkDone: 120, artworkTotal: 200 } },
      "Preparing the artwork: 120 of 200…",
      60,
    ],
    [
      { status: "queued" as const, progress: { artworkDone: 80, artworkTotal: 200 } },
      "Preparing the artwork: 80 of 200 (continues in a moment)…",
      40,
    ],
    [
      { status: "making" as const, progress: { artworkDone: 200, artworkTotal: 200 } },
      "Writing the print sheet's file…",
      100,
    ],
  ])("shows a sheet being made in steps: %o", (state, text, percent) => {
    routeFetch([]);
    renderUnlocked(
      <PrintSheetCard
        id="sheet"
        sheetId={4}
        sheet={readySheet({ ...state, layout: null, download: null })}
        onChanged={() => undefined}
      />,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
    const bar = screen.queryByRole("progressbar", { name: "Artwork prepared" });
    if (percent === null) expect(bar).not.toBeInTheDocument();
    else expect(bar).toHaveAttribute("aria-valuenow", String(percent));
  });

  it("says why a sheet failed, and that one is being made", () => {
    routeFetch([]);
    const { unmount } = renderUnlocked(
      <PrintSheetCard
        id="sheet"
        sheetId={4}
        sheet={readySheet({ status: "making", progress: null, layout: null, download: null })}
        onChanged={() => undefined}
      />,
    );
    expect(screen.getByText("Making the print sheet…")).toBeInTheDocument();
    unmount();
    renderUnlocked(
      <PrintSheetCard
        id="sheet"
        sheetId={4}
        sheet={readySheet({
          status: "failed",
          errorMessage: "Order #1-112626's stored cut line cannot be read.",
          layout: null,
          download: null,
        })}
        onChanged={() => undefined}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Order #1-112626's stored cut line cannot be read.");
    expect(screen.queryByRole("button", { name: "Mark these orders printing" })).not.toBeInTheDocument();
  });

  it("asks before discarding a ready sheet, saying its orders go back to the queue and when the PDF is deleted", async () => {
    const { calls } = routeFetch([
      {
        method: "POST",
        path: "/api/admin/print-sheets/4/discard",
        reply: ok({
          id: 4,
          status: "discarded",
          message: "Print sheet 4 discarded: 2 orders are back in the print queue. Its PDF is deleted in 7 days.",
        }),
      },
    ]);
    const changed = jest.fn();
    renderUnlocked(<PrintSheetCard id="sheet" sheetId={4} sheet={readySheet()} onChanged={changed} />);
    expect(screen.queryByRole("button", { name: "Mark sheet done" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Discard sheet" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText("Discard print sheet 4?")).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        /^Its 3 orders go back to the print queue, ready for a new sheet\. Its PDF is kept 7 days, then deleted \(after .+\)\. The sheet stays listed as discarded\.$/,
      ),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Discard sheet" }));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(["POST /api/admin/print-sheets/4/discard"]);
    expect(await screen.findByText(/^Print sheet 4 discarded: 2 orders are back/)).toBeInTheDocument();
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("marks a printing sheet done after asking, and offers no discard for it", async () => {
    const { calls } = routeFetch([
      {
        method: "POST",
        path: "/api/admin/print-sheets/4/done",
        reply: ok({ id: 4, status: "done", message: "Print sheet 4 marked done." }),
      },
    ]);
    const changed = jest.fn();
    renderUnlocked(
      <PrintSheetCard id="sheet" sheetId={4} sheet={readySheet({ status: "printing" })} onChanged={changed} />,
    );
    expect(screen.getByTestId("print-sheet-status")).toHaveTextContent("Printing");
    expect(screen.queryByRole("button", { name: "Discard sheet" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Mark sheet done" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText("Mark print sheet 4 done?")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark done" }));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(["POST /api/admin/print-sheets/4/done"]);
    expect(await screen.findByText("Print sheet 4 marked done.")).toBeInTheDocument();
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("shows a discarded sheet's record and the PDF's deletion, with no actions left", () => {
    routeFetch([]);
    const { unmount } = renderUnlocked(
      <PrintSheetCard
        id="sheet"
        sheetId={4}
        sheet={readySheet({
          status: "discarded",
          discardedAt: "2026-11-26T19:00:00.000Z",
          discardedBy: "admin",
          fileDeleteAfter: "2026-12-03T19:00:00.000Z",
          layout: null,
          download: null,
        })}
        onChanged={() => undefined}
      />,
    );
    expect(screen.getByTestId("print-sheet-status")).toHaveTextContent("Discarded");
    expect(screen.getByTestId("print-sheet-discarded")).toHaveTextContent(
      /^Discarded by admin on .+\. Its orders went back to the print queue\. Its PDF is deleted after .+\.$/,
    );
    expect(screen.queryByRole("button", { name: /Discard|Mark|Download/ })).not.toBeInTheDocument();
    unmount();
    renderUnlocked(
      <PrintSheetCard
        id="sheet"
        sheetId={4}
        sheet={readySheet({
          status: "discarded",
          discardedAt: "2026-11-26T19:00:00.000Z",
          discardedBy: "admin",
          fileRemovedAt: "2026-12-04T03:30:00.000Z",
          layout: null,
          download: null,
        })}
        onChanged={() => undefined}
      />,
    );
    expect(screen.getByTestId("print-sheet-discarded")).toHaveTextContent(/Its PDF was deleted on .+\.$/);
  });
});

describe("describeLayoutMethod", () => {
  it.each([
    [
      { method: "nested" as const, pagesAreaSqIn: 786, boxPagesAreaSqIn: 1000 },
      "Nested by cut line: 21.4% less media than box packing",
    ],
    [
      { method: "boxes" as const, pagesAreaSqIn: 1000, boxPagesAreaSqIn: 1000 },
      "Packed by box (nesting saved nothing here)",
    ],
    [
      {
        method: "boxes" as const,
        pagesAreaSqIn: 1000,
        boxPagesAreaSqIn: 1000,
        notNestedBecause: "too many copies" as const,
      },
      "Packed by box (sheets of more than 2,500 stickers are not nested)",
    ],
    [
      {
        method: "boxes" as const,
        pagesAreaSqIn: 1000,
        boxPagesAreaSqIn: 1000,
        notNestedBecause: "only rectangles" as const,
      },
      "Packed by box (squares and rectangles keep their grid)",
    ],
  ])("%j → %s", (layout, text) => {
    expect(describeLayoutMethod(layout)).toBe(text);
  });
});
