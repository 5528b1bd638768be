/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ADMIN_CATALOGUE, SHEET_QUANTITIES } from "@/tests/helpers/admin-catalogue";
import { ok, renderUnlocked, routeFetch } from "@/tests/helpers/admin-ui";
import { CatalogueView } from "./catalogue-view";

// The sticker sheets (#39) at /admin/catalogue: the sheet sizes beside the standard sizes, and the sheets'
// own grid, edited as the sticker grid is.

// Radix's Switch measures its hidden form input; jsdom has no ResizeObserver.
beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function load(extra: Parameters<typeof routeFetch>[0] = [], catalogue: object = ADMIN_CATALOGUE) {
  return routeFetch([{ method: "GET", path: "/api/admin/catalogue", reply: ok(catalogue) }, ...extra]);
}

/** A toast's text; the toast list is loaded with the first toast, which may take over a second in a busy run. */
function findToast(text: string) {
  return screen.findByText(text, undefined, { timeout: 5000 });
}

const sheetsRegion = () => screen.findByRole("region", { name: "Sticker sheets" });
const sheetGridRegion = () => screen.findByRole("region", { name: "Sheet prices" });

describe("CatalogueView's sticker sheets", () => {
  it("shows the sheet sizes right after the standard sizes, each with its inches and status, and their grid", async () => {
    load();
    renderUnlocked(<CatalogueView />);
    const sheets = await sheetsRegion();
    const sizes = screen.getByRole("region", { name: "Standard sizes" });
    expect(sizes.nextElementSibling).toBe(sheets);

    const rows = within(sheets).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .slice(1, 4)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['4" × 6"', '4" × 6"', "In the shop"],
      ['5.5" × 8.5"', '5.5" × 8.5"', "In the shop"],
      ['8.5" × 11"', '8.5" × 11"', "Retired"],
    ]);
    expect(within(sheets).getByRole("button", { name: 'Retire 5.5" × 8.5"' })).toBeInTheDocument();
    expect(within(sheets).getByRole("button", { name: 'Restore 8.5" × 11"' })).toBeInTheDocument();
    expect(within(sheets).getByRole("button", { name: 'Move 4" × 6" up' })).toBeDisabled();

    const grid = await sheetGridRegion();
    expect(within(grid).getByRole("textbox", { name: '5.5" × 8.5", 25 sheets: total ($)' })).toHaveValue("55.00");
    // A retired sheet keeps its row: its orders and reorders are priced from it.
    expect(within(within(grid).getByRole("row", { name: /^8\.5" × 11"/ })).getByText("Retired")).toBeInTheDocument();
    expect(within(grid).getByRole("button", { name: "Save sheet prices" })).toBeDisabled();
    expect(within(grid).queryByRole("status")).not.toBeInTheDocument();
  });

  it("adds a sheet size with its total per sheet tier; inches typed with a decimal comma are sent as numbers", async () => {
    const { calls } = load([
      {
        method: "POST",
        path: "/api/admin/catalogue/sheet-sizes",
        reply: () => ({ status: 201, body: { sheetSize: {} } }),
      },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<CatalogueView />);
    await user.click(await screen.findByRole("button", { name: "Add sheet size" }));
    const dialog = await screen.findByRole("dialog", { name: "Add sheet size" });
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Square 5.5");
    await user.type(within(dialog).getByRole("textbox", { name: "Width (inches)" }), "5,5");
    await user.type(within(dialog).getByRole("textbox", { name: "Height (inches)" }), "5.5");
    const totals = ["26", "48.5", "80", "$135"];
    for (const [index, quantity] of SHEET_QUANTITIES.entries())
      await user.type(within(dialog).getByRole("textbox", { name: `${quantity} sheets` }), totals[index]!);
    await user.click(within(dialog).getByRole("button", { name: "Add sheet size" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      name: "Square 5.5",
      widthInches: 5.5,
      heightInches: 5.5,
      totals: ["26.00", "48.50", "80.00", "135.00"],
    });
    expect(await findToast("Sheet size added")).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.method === "GET")).toHaveLength(2));
  });

  it("refuses inches outside 1-24 or between quarter inches in their fields, without sending", async () => {
    const { calls } = load();
    const user = userEvent.setup();
    renderUnlocked(<CatalogueView />);
    await user.click(await screen.findByRole("button", { name: "Add sheet size" }));
    const dialog = await screen.findByRole("dialog", { name: "Add sheet size" });
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Poster");
    await user.type(within(dialog).getByRole("textbox", { name: "Width (inches)" }), "25");
    await user.type(within(dialog).getByRole("textbox", { name: "Height (inches)" }), "3.1");
    await user.click(within(dialog).getByRole("button", { name: "Add sheet size" }));
    expect(await within(dialog).findByText('Width must be at most 24".')).toBeInTheDocument();
    expect(within(dialog).getByText('Height must be in steps of 0.25".')).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Width (inches)" })).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getAllByText("Enter the total")).toHaveLength(SHEET_QUANTITIES.length);
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("edits a sheet's name and inches in one PATCH, and shows the server's refusal", async () => {
    const refusal =
      '4" × 6" is already in a cart or an order, laid out on 4" × 6", so its inches cannot change: add a new sheet size and retire this one.';
    const { calls } = load([
      {
        method: "PATCH",
        path: "/api/admin/catalogue/sheet-sizes/1",
        reply: () => ({ status: 409, body: { message: refusal } }),
      },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<CatalogueView />);
    await user.click(await screen.findByRole("button", { name: 'Edit 4" × 6"' }));
    const dialog = await screen.findByRole("dialog", { name: 'Edit 4" × 6"' });
    expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveValue('4" × 6"');
    const width = within(dialog).getByRole("textbox", { name: "Width (inches)" });
    expect(width).toHaveValue("4");
    await user.clear(width);
    await user.type(width, "4.5");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await findToast(refusal)).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({
      name: '4" × 6"',
      widthInches: 4.5,
      heightInches: 6,
    });
    // The dialog stays open with the owner's edit.
    expect(screen.getByRole("dialog", { name: 'Edit 4" × 6"' })).toBeInTheDocument();
    expect(width).toHaveValue("4.5");
  });

  it("moves a sheet down by swapping sort orders, retires one and restores a retired one", async () => {
    const { calls } = load([
      { method: "PATCH", path: /^\/api\/admin\/catalogue\/sheet-sizes\/\d+$/, reply: ok({ sheetSize: {} }) },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<CatalogueView />);
    await user.click(await screen.findByRole("button", { name: 'Move 4" × 6" down' }));
    await findToast("Order saved");
    await user.click(await screen.findByRole("button", { name: 'Retire 5.5" × 8.5"' }));
    await findToast("Sheet size retired");
    await user.click(await screen.findByRole("button", { name: 'Restore 8.5" × 11"' }));
    await findToast("Sheet size restored");
    expect(calls.filter((call) => call.method === "PATCH").map((call) => [call.url, call.body])).toEqual([
      ["/api/admin/catalogue/sheet-sizes/2", { sortOrder: 1 }],
      ["/api/admin/catalogue/sheet-sizes/1", { sortOrder: 2 }],
      ["/api/admin/catalogue/sheet-sizes/2", { active: false }],
      ["/api/admin/catalogue/sheet-sizes/3", { active: true }],
    ]);
  });

  it("saves the sheets' grid whole, with a raised total and a 200-sheet tier, then shows its warnings", async () => {
    const warning = '4" × 6", 200 sheets: $1.15 a sheet, more than the $1.1 a sheet of 100 sheets';
    let saved = false;
    const { calls } = routeFetch([
      // Read again after the save, the catalogue lists the saved grid's warning, as the server does.
      {
        method: "GET",
        path: "/api/admin/catalogue",
        reply: () => ({ status: 200, body: { ...ADMIN_CATALOGUE, sheetWarnings: saved ? [warning] : [] } }),
      },
      {
        method: "PUT",
        path: "/api/admin/catalogue/sheet-prices",
        reply: () => {
          saved = true;
          return { status: 200, body: { warnings: [warning] } };
        },
      },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<CatalogueView />);
    const grid = await sheetGridRegion();
    const cell = within(grid).getByRole("textbox", { name: '4" × 6", 25 sheets: total ($)' });
    await user.clear(cell);
    await user.type(cell, "41");
    expect(cell).toHaveAttribute("data-changed", "true");
    expect(within(grid).getByText("Marked cells are not saved yet.")).toBeInTheDocument();
    // The sticker grid is not touched by the sheets' edits.
    expect(screen.getByRole("button", { name: "Save prices" })).toBeDisabled();

    await user.type(within(grid).getByRole("textbox", { name: "New tier (sheets)" }), "200");
    await user.click(within(grid).getByRole("button", { name: "Add sheet tier" }));
    for (const [sheet, total] of [
      ['4" × 6"', "230"],
      ['5.5" × 8.5"', "280"],
      ['8.5" × 11"', "400"],
    ] as const)
      await user.type(within(grid).getByRole("textbox", { name: `${sheet}, 200 sheets: total ($)` }), total);
    await user.click(within(grid).getByRole("button", { name: "Save sheet prices" }));

    expect(await within(grid).findByText(warning)).toBeInTheDocument();
    expect(within(grid).getByRole("status")).toHaveTextContent(/^Saved, with warnings/);
    expect(await findToast("Sheet prices saved")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT").map((call) => call.body)).toEqual([
      {
        quantities: [10, 25, 50, 100, 200],
        tables: [
          { sheetSizeId: 1, totals: ["22.00", "41.00", "65.00", "110.00", "230.00"] },
          { sheetSizeId: 2, totals: ["30.00", "55.00", "90.00", "150.00", "280.00"] },
          { sheetSizeId: 3, totals: ["42.00", "80.00", "130.00", "220.00", "400.00"] },
        ],
        revision: "aaaabbbbccccdddd",
      },
    ]);
    await waitFor(() => expect(calls.filter((call) => call.method === "GET")).toHaveLength(2));
  });

  it("a refused sheet grid says nothing was saved and keeps the edits until discarded; a tier already there is refused", async () => {
    const message =
      '5.5" × 8.5", 50 sheets: $50.00 is less than the $55.00 of 25 sheets; a total cannot fall as the quantity grows.';
    load([
      { method: "PUT", path: "/api/admin/catalogue/sheet-prices", reply: () => ({ status: 400, body: { message } }) },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<CatalogueView />);
    const grid = await sheetGridRegion();
    const tier = within(grid).getByRole("textbox", { name: "New tier (sheets)" });
    await user.type(tier, "25");
    await user.click(within(grid).getByRole("button", { name: "Add sheet tier" }));
    expect(await within(grid).findByText("There is already a 25 tier.")).toBeInTheDocument();
    await user.clear(tier);
    await user.type(tier, "2.5");
    await user.click(within(grid).getByRole("button", { name: "Add sheet tier" }));
    expect(await within(grid).findByText("A quantity is a whole number of sheets, like 200")).toBeInTheDocument();

    const cell = within(grid).getByRole("textbox", { name: '5.5" × 8.5", 50 sheets: total ($)' });
    await user.clear(cell);
    await user.type(cell, "50");
    await user.click(within(grid).getByRole("button", { name: "Save sheet prices" }));
    const alert = await within(grid).findByText("Nothing was saved.");
    expect(alert.parentElement).toHaveAttribute("role", "alert");
    expect(alert.parentElement).toHaveTextContent(message);
    expect(cell).toHaveValue("50");
    expect(cell).toHaveAttribute("data-changed", "true");

    await user.click(within(grid).getByRole("button", { name: "Discard sheet changes" }));
    expect(cell).toHaveValue("90.00");
    expect(within(grid).queryByText("Nothing was saved.")).not.toBeInTheDocument();
    expect(within(grid).getByRole("button", { name: "Save sheet prices" })).toBeDisabled();
  });

  it("removes a sheet tier from the grid it saves", async () => {
    const { calls } = load([{ method: "PUT", path: "/api/admin/catalogue/sheet-prices", reply: ok({ warnings: [] }) }]);
    const user = userEvent.setup();
    renderUnlocked(<CatalogueView />);
    const grid = await sheetGridRegion();
    await user.click(within(grid).getByRole("button", { name: "Remove the 10 sheets tier" }));
    expect(within(grid).queryByRole("textbox", { name: '4" × 6", 10 sheets: total ($)' })).not.toBeInTheDocument();
    await user.click(within(grid).getByRole("button", { name: "Save sheet prices" }));
    await findToast("Sheet prices saved");
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      quantities: [25, 50, 100],
      tables: [
        { sheetSizeId: 1, totals: ["40.00", "65.00", "110.00"] },
        { sheetSizeId: 2, totals: ["55.00", "90.00", "150.00"] },
        { sheetSizeId: 3, totals: ["80.00", "130.00", "220.00"] },
      ],
      revision: "aaaabbbbccccdddd",
    });
  });

  it("names the sheets in the history: a new sheet size and a change of the sheet prices", async () => {
    load([], {
      ...ADMIN_CATALOGUE,
      history: [
        {
          id: 4,
          subject: "Sheet prices",
          kind: "changed",
          before: ADMIN_CATALOGUE.sheetPrices,
          after: {
            ...ADMIN_CATALOGUE.sheetPrices,
            tables: [
              { sheetSizeId: 1, totals: ["22.00", "41.00", "65.00", "110.00"] },
              ...ADMIN_CATALOGUE.sheetPrices.tables.slice(1),
            ],
          },
          createdAt: "2026-11-28T18:00:00.000Z",
        },
        {
          id: 3,
          subject: 'Sheet 4" × 6"',
          kind: "created",
          before: null,
          after: { ...ADMIN_CATALOGUE.sheetSizes[0], totals: ["22.00", "40.00", "65.00", "110.00"] },
          createdAt: "2026-11-28T17:00:00.000Z",
        },
      ],
    });
    renderUnlocked(<CatalogueView />);
    const history = await screen.findByRole("region", { name: "History" });
    const rows = within(history).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["Sheet prices", '4" × 6", 25 sheets: $40.00', '4" × 6", 25 sheets: $41.00'],
      [
        'Sheet 4" × 6" added',
        "—nothing",
        'Name: 4" × 6"Active: yesOrder: 1Width: 4"Height: 6"Totals: $22.00, $40.00, $65.00, $110.00',
      ],
    ]);
  });
});
