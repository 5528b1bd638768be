/** @jest-environment jsdom */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeJsonResponse } from "@/tests/helpers/fake-response";
import { runAutoArrange } from "@/lib/client/run-auto-arrange";
import { buildSpecCatalogue, SEEDED_SHEET_IDS } from "@/lib/pricing/__fixtures__/spec-catalogue";
import SheetEditor from "./sheet-editor";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
// The worker itself cannot run in jsdom; the editor's part is what it does with the worker's answer.
jest.mock("@/lib/client/run-auto-arrange", () => ({
  ...jest.requireActual("@/lib/client/run-auto-arrange"),
  runAutoArrange: jest.fn(),
}));

const earlier = [
  {
    id: 11,
    originalName: "cat.png",
    filename: "cat.png",
    mimeType: "image/png",
    size: 100,
    width: 400,
    height: 400,
    createdAt: "2026-11-28T10:00:00.000Z",
    thumbnailUrl: "/uploads/cat.png?sig=1",
  },
];

let posted: unknown[];

beforeEach(() => {
  push.mockReset();
  posted = [];
  window.localStorage.clear();
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (String(url).startsWith("/api/designs")) return fakeJsonResponse(200, earlier);
    if (String(url) === "/api/cart" && init?.method === "POST") {
      posted.push(JSON.parse(String(init.body)));
      return fakeJsonResponse(201, { id: 1 });
    }
    throw new Error(`unexpected fetch ${String(url)}`);
  }) as typeof fetch;
});

/** Puts the earlier upload on the sheet as a 1" square and places `count` of it. */
async function placeSquares(user: ReturnType<typeof userEvent.setup>, count: number) {
  await user.click(await screen.findByRole("button", { name: "Add cat.png" }));
  const row = screen.getByTestId("sheet-design");
  await user.selectOptions(within(row).getByLabelText("Shape"), "square");
  await user.clear(within(row).getByLabelText("Width (in)"));
  await user.type(within(row).getByLabelText("Width (in)"), "1");
  await user.clear(within(row).getByLabelText("Height (in)"));
  await user.type(within(row).getByLabelText("Height (in)"), "1");
  for (let i = 0; i < count; i++) await user.click(within(row).getByRole("button", { name: "Add to sheet" }));
}

describe("SheetEditor", () => {
  it("places stickers apart, names a sticker moved too close, and orders the sheet once it is fixed", async () => {
    const user = userEvent.setup();
    render(<SheetEditor catalogue={buildSpecCatalogue()} />);
    await user.click(screen.getByRole("radio", { name: '5.5" × 8.5"' }));
    await placeSquares(user, 2);
    const stickers = screen.getAllByTestId("sheet-sticker");
    expect(stickers).toHaveLength(2);
    expect(stickers[1]).toHaveAccessibleName(/^Sticker 2 \(cat\.png\) at 1\.25", 0\.125"/);
    expect(screen.queryByTestId("sheet-problems")).toBeNull();

    // Sticker 2 nudged left by 1/16" at a time, twice: 1/16" from sticker 1 is closer than 1/8".
    stickers[1]!.focus();
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(await screen.findByTestId("sheet-problems")).toHaveTextContent(
      'Sticker 2 (cat.png) is closer than 1/8" to Sticker 1 (cat.png).',
    );
    expect(screen.getByRole("button", { name: "Add Sheet to Cart" })).toBeDisabled();

    await user.keyboard("{Shift>}{ArrowRight}{/Shift}");
    await waitFor(() => expect(screen.queryByTestId("sheet-problems")).toBeNull());
    await user.selectOptions(screen.getByLabelText("Number of sheets"), "25");
    expect(screen.getByTestId("sheet-total")).toHaveTextContent("$55.00");
    await user.click(screen.getByRole("button", { name: "Add Sheet to Cart" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/#cart"));
    expect(posted).toEqual([
      expect.objectContaining({
        product: "sheet",
        sheetSizeId: SEEDED_SHEET_IDS['5.5" × 8.5"'],
        quantity: 25,
        items: [
          {
            designId: 11,
            shape: "square",
            widthInches: 1,
            heightInches: 1,
            xInches: 0.125,
            yInches: 0.125,
            rotation: 0,
          },
          // 1.25 − 2/16 + 4/16 (Shift: 1/4")
          {
            designId: 11,
            shape: "square",
            widthInches: 1,
            heightInches: 1,
            xInches: 1.375,
            yInches: 0.125,
            rotation: 0,
          },
        ],
      }),
    ]);
  });

  it("turns a sticker, marks one off the sheet, and removes it", async () => {
    const user = userEvent.setup();
    render(<SheetEditor catalogue={buildSpecCatalogue()} />);
    await placeSquares(user, 1);
    const [sticker] = screen.getAllByTestId("sheet-sticker");
    sticker!.focus();
    await user.keyboard("r");
    expect(screen.getByTestId("sheet-sticker")).toHaveAccessibleName(/turned 90°/);
    await user.keyboard("{Shift>}{ArrowUp}{/Shift}");
    expect(await screen.findByTestId("sheet-problems")).toHaveTextContent("Sticker 1 (cat.png) is off the sheet.");
    await user.click(screen.getByRole("button", { name: "Remove sticker" }));
    expect(screen.queryByTestId("sheet-sticker")).toBeNull();
    expect(screen.queryByTestId("sheet-problems")).toBeNull();
  });

  it("lays out what Auto-arrange answers, and says so when nothing fits", async () => {
    const user = userEvent.setup();
    jest.mocked(runAutoArrange).mockResolvedValueOnce([
      { design: 0, xInches: 0.125, yInches: 0.125, rotation: 0 },
      { design: 0, xInches: 1.25, yInches: 0.125, rotation: 90 },
      { design: 0, xInches: 2.375, yInches: 0.125, rotation: 0 },
    ]);
    render(<SheetEditor catalogue={buildSpecCatalogue()} />);
    await placeSquares(user, 0);
    await user.click(screen.getByRole("button", { name: "Auto-arrange" }));
    await waitFor(() => expect(screen.getAllByTestId("sheet-sticker")).toHaveLength(3));
    expect(jest.mocked(runAutoArrange)).toHaveBeenCalledWith(
      { id: SEEDED_SHEET_IDS['4" × 6"'], name: '4" × 6"', widthInches: 4, heightInches: 6, active: true, sortOrder: 1 },
      [expect.objectContaining({ widthInches: 1, heightInches: 1 })],
    );

    jest.mocked(runAutoArrange).mockResolvedValueOnce([]);
    await user.click(screen.getByRole("button", { name: "Fill with copies" }));
    expect(await screen.findByText(/Not even one sticker of each design fits/)).toBeInTheDocument();
    expect(screen.getAllByTestId("sheet-sticker")).toHaveLength(3);
  });
  it.each([
    { status: 429, message: "The shop is busy. Try again in a moment.", retried: true },
    { status: 422, message: 'This design is too intricate to cut around at 2".', retried: false },
  ])(
    "offers a die-cut line that failed with $status again only when asking again can help",
    async ({ status, message, retried }) => {
      let asked = 0;
      const line = {
        shape: "die-cut",
        widthInches: 2,
        heightInches: 2,
        offsetInches: 0.0625,
        path: "M0 0L2 0L2 2L0 2Z",
        separateParts: false,
        followsImageEdge: false,
        artwork: { x: 0.1, y: 0.1, width: 1.8, height: 1.8 },
      };
      global.fetch = jest.fn(async (url: RequestInfo | URL) => {
        if (String(url).startsWith("/api/designs/11/cut-line")) {
          asked++;
          return asked === 1 ? fakeJsonResponse(status, { message }) : fakeJsonResponse(200, line);
        }
        if (String(url).startsWith("/api/designs")) return fakeJsonResponse(200, earlier);
        throw new Error(`unexpected fetch ${String(url)}`);
      }) as typeof fetch;
      const user = userEvent.setup();
      render(<SheetEditor catalogue={buildSpecCatalogue()} />);
      await user.click(await screen.findByRole("button", { name: "Add cat.png" }));
      const row = screen.getByTestId("sheet-design");
      expect(await within(row).findByText(message, {}, { timeout: 3000 })).toBeInTheDocument();
      expect(within(row).getByRole("button", { name: "Add to sheet" })).toBeDisabled();
      if (!retried) {
        expect(within(row).queryByRole("button", { name: "Try again" })).toBeNull();
        return;
      }
      await user.click(within(row).getByRole("button", { name: "Try again" }));
      await waitFor(() => expect(within(row).getByRole("button", { name: "Add to sheet" })).toBeEnabled(), {
        timeout: 3000,
      });
      expect(asked).toBe(2);
      expect(within(row).queryByText(message)).toBeNull();
    },
  );
});
