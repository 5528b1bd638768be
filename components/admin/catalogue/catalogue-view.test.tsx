/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ok, renderUnlocked, routeFetch } from "@/tests/helpers/admin-ui";
import { ADMIN_CATALOGUE as CATALOGUE, QUANTITIES } from "@/tests/helpers/admin-catalogue";
import { CatalogueView } from "./catalogue-view";

// Radix's Switch measures its hidden form input; jsdom has no ResizeObserver.
beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

/** A toast's text; the toast list is loaded with the first toast, which may take over a second in a busy run. */
function findToast(text: string) {
  return screen.findByText(text, undefined, { timeout: 5000 });
}

function load(extra: Parameters<typeof routeFetch>[0] = []) {
  return routeFetch([{ method: "GET", path: "/api/admin/catalogue", reply: ok(CATALOGUE) }, ...extra]);
}

describe("CatalogueView", () => {
  it("shows the materials with their factors as percentages, the sizes, the grid and the history", async () => {
    load();
    renderUnlocked(<CatalogueView />);
    const materials = await screen.findByRole("region", { name: "Materials" });
    const clear = within(materials).getByRole("row", { name: /Clear vinyl/ });
    expect(within(clear).getByText("115%")).toBeInTheDocument();
    expect(within(clear).getByText("clear-vinyl")).toBeInTheDocument();
    expect(within(clear).getByText("Yes")).toBeInTheDocument();
    // #36: how it previews, and its swatch drawn as clear film.
    expect(within(clear).getByText("Clear")).toBeInTheDocument();
    expect(within(clear).getByTestId("stock-swatch")).toHaveAttribute("data-look", "clear");
    expect(within(clear).getByRole("button", { name: "Make default: Clear vinyl" })).toBeInTheDocument();
    expect(
      within(within(materials).getByRole("row", { name: /White vinyl/ })).getByText("Default"),
    ).toBeInTheDocument();

    const sizes = screen.getByRole("region", { name: "Standard sizes" });
    const two = within(sizes).getByRole("row", { name: /^2"/ });
    expect(within(two).queryByRole("button", { name: /Retire/ })).not.toBeInTheDocument();
    expect(within(two).getByText("Anchors the custom-size rule: cannot be retired")).toBeInTheDocument();
    expect(within(sizes).getByRole("button", { name: 'Retire 3" square' })).toBeInTheDocument();

    expect(screen.getByRole("textbox", { name: '3" square, 100 stickers: total ($)' })).toHaveValue("90.00");
    expect(screen.getByRole("textbox", { name: "Rounded corners fee per sticker ($)" })).toHaveValue("0.05");
    expect(screen.getByRole("button", { name: "Save prices" })).toBeDisabled();

    const history = screen.getByRole("region", { name: "History" });
    const rows = within(history).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["Nov 27, 2026, 10:00 AM PST", "Prices", '3" square, 100 stickers: $90.00', '3" square, 100 stickers: $95.00'],
      ["Nov 26, 2026, 10:00 AM PST", "Material clear-vinyl added", "—nothing", "Name: Clear vinylPrice factor: 115%"],
    ]);
    // The saved grid's warnings are shown as they stand.
    const warnings = within(screen.getByRole("region", { name: "Quantities and prices" })).getByRole("status");
    expect(warnings).toHaveTextContent(/^Warnings/);
    expect(warnings).toHaveTextContent(
      '3" circle, 400 stickers: $0.775 a sticker, more than the $0.7733 a sticker of 300 stickers',
    );
  });

  it("saves the whole grid in one request: a raised total and a new 1,000 tier, then shows the warnings", async () => {
    const { calls } = load([
      {
        method: "PUT",
        path: "/api/admin/catalogue/prices",
        reply: () => ({
          status: 200,
          body: { warnings: ['3" square: the unit price rises from 500 to 1,000 stickers'] },
        }),
      },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<CatalogueView />);
    const cell = await screen.findByRole("textbox", { name: '3" square, 100 stickers: total ($)' });
    await user.clear(cell);
    await user.type(cell, "95");
    expect(cell).toHaveAttribute("data-changed", "true");
    expect(screen.getByText("Marked cells are not saved yet.")).toBeInTheDocument();

    await user.type(screen.getByRole("textbox", { name: "New tier (stickers)" }), "1,000");
    await user.click(screen.getByRole("button", { name: "Add tier" }));
    for (const [size, total] of [
      ['2"', "600"],
      ['3" square', "650"],
      ['4"', "700"],
    ] as const)
      await user.type(screen.getByRole("textbox", { name: `${size}, 1,000 stickers: total ($)` }), total);
    await user.click(screen.getByRole("button", { name: "Save prices" }));

    expect(await screen.findByText("Saved, with warnings")).toBeInTheDocument();
    expect(screen.getByText('3" square: the unit price rises from 500 to 1,000 stickers')).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === "PUT");
    expect(puts.map((call) => call.body)).toEqual([
      {
        quantities: [...QUANTITIES, 1000],
        tables: [
          { sizeId: 1, totals: ["50.00", "85.00", "120.00", "150.00", "225.00", "280.00", "350.00", "600.00"] },
          { sizeId: 2, totals: ["50.00", "95.00", "130.00", "165.00", "225.00", "300.00", "360.00", "650.00"] },
          { sizeId: 3, totals: ["60.00", "100.00", "140.00", "175.00", "255.00", "340.00", "400.00", "700.00"] },
        ],
        roundedCornersFee: "0.05",
        revision: "0123456789abcdef",
      },
    ]);
    // The page reads the catalogue again after the save.
    await waitFor(() => expect(calls.filter((call) => call.method === "GET")).toHaveLength(2));
  });

  it("a refused grid says nothing was saved, with the server's message, and keeps the edits marked", async () => {
    load([
      {
        method: "PUT",
        path: "/api/admin/catalogue/prices",
        reply: () => ({
          status: 400,
          body: { message: "3\" square, 150 stickers: the total must not fall below 100 stickers' ($90.00)" },
        }),
      },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<CatalogueView />);
    const cell = await screen.findByRole("textbox", { name: '3" square, 150 stickers: total ($)' });
    await user.clear(cell);
    await user.type(cell, "80");
    await user.click(screen.getByRole("button", { name: "Save prices" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Nothing was saved.");
    expect(alert).toHaveTextContent("3\" square, 150 stickers: the total must not fall below 100 stickers' ($90.00)");
    expect(cell).toHaveValue("80");
    expect(cell).toHaveAttribute("data-changed", "true");

    await user.click(screen.getByRole("button", { name: "Discard changes" }));
    expect(cell).toHaveValue("130.00");
    expect(screen.queryByText("Nothing was saved.")).not.toBeInTheDocument();
  });

  it("refuses a tier that is already there or not a whole number, without touching the grid", async () => {
    load();
    const user = userEvent.setup();
    renderUnlocked(<CatalogueView />);
    const tier = await screen.findByRole("textbox", { name: "New tier (stickers)" });
    await user.type(tier, "100");
    await user.click(screen.getByRole("button", { name: "Add tier" }));
    expect(await screen.findByText("There is already a 100 tier.")).toBeInTheDocument();
    await user.clear(tier);
    await user.type(tier, "12.5");
    await user.click(screen.getByRole("button", { name: "Add tier" }));
    expect(await screen.findByText("A quantity is a whole number of stickers, like 1000")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save prices" })).toBeDisabled();
  });

  it("removes a tier from the grid it saves", async () => {
    const { calls } = load([{ method: "PUT", path: "/api/admin/catalogue/prices", reply: ok({ warnings: [] }) }]);
    const user = userEvent.setup();
    renderUnlocked(<CatalogueView />);
    await user.click(await screen.findByRole("button", { name: "Remove the 50 tier" }));
    expect(screen.queryByRole("textbox", { name: '2", 50 stickers: total ($)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save prices" }));
    await findToast("Prices saved");
    const body = calls.find((call) => call.method === "PUT")?.body as { quantities: number[]; tables: unknown[] };
    expect(body.quantities).toEqual([100, 150, 200, 300, 400, 500]);
    expect(body.tables[0]).toEqual({ sizeId: 1, totals: ["85.00", "120.00", "150.00", "225.00", "280.00", "350.00"] });
  });

  it("shows the server's message when the default material cannot be deactivated", async () => {
    const { calls } = load([
      {
        method: "PATCH",
        path: "/api/admin/catalogue/materials/white-vinyl",
        reply: () => ({
          status: 409,
          body: {
            message: "White vinyl is the default material and cannot be deactivated. Make another the default first.",
          },
        }),
      },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<CatalogueView />);
    await user.click(await screen.findByRole("button", { name: "Deactivate White vinyl" }));
    expect(
      await screen.findByText(
        "White vinyl is the default material and cannot be deactivated. Make another the default first.",
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ active: false });
  });

  it("makes a material the default with isDefault: true and reloads", async () => {
    const { calls } = load([
      { method: "PATCH", path: "/api/admin/catalogue/materials/clear-vinyl", reply: ok({ material: {} }) },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<CatalogueView />);
    await user.click(await screen.findByRole("button", { name: "Make default: Clear vinyl" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "GET")).toHaveLength(2));
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ isDefault: true });
  });

  it("adds a material through its dialog: the percent is sent as basis points, a bad id is refused in the field", async () => {
    const { calls } = load([
      {
        method: "POST",
        path: "/api/admin/catalogue/materials",
        reply: () => ({ status: 201, body: { material: {} } }),
      },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<CatalogueView />);
    await user.click(await screen.findByRole("button", { name: "Add material" }));
    const dialog = await screen.findByRole("dialog", { name: "Add material" });
    await user.type(within(dialog).getByRole("textbox", { name: "ID" }), "Holo Graphic");
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Holographic");
    const factor = within(dialog).getByRole("textbox", { name: "Price factor (%)" });
    await user.clear(factor);
    await user.type(factor, "130");
    await user.click(within(dialog).getByRole("button", { name: "Add material" }));
    expect(
      await within(dialog).findByText(
        "id must be a slug: lowercase letters, digits and single hyphens, like clear-vinyl",
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    const id = within(dialog).getByRole("textbox", { name: "ID" });
    await user.clear(id);
    await user.type(id, "holographic");
    // #36: the owner picks how the new material previews, without a developer.
    const look = within(dialog).getByRole("combobox", { name: "Shown as" });
    expect(look).toHaveValue("opaque");
    await user.selectOptions(look, "holographic");
    expect(within(dialog).getByTestId("stock-swatch")).toHaveAttribute("data-look", "holographic");
    await user.click(within(dialog).getByRole("button", { name: "Add material" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      id: "holographic",
      name: "Holographic",
      description: "",
      priceFactorBps: 13000,
      swatch: "#ffffff",
      look: "holographic",
      active: true,
      whiteLayer: false,
    });
  });

  it("moves a size down by swapping the two sort orders, and retires a size that is not an anchor", async () => {
    const { calls } = load([
      { method: "PATCH", path: /^\/api\/admin\/catalogue\/sizes\/\d+$/, reply: ok({ size: {} }) },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<CatalogueView />);
    await user.click(await screen.findByRole("button", { name: 'Move 2" down' }));
    expect(await findToast("Order saved")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PATCH").map((call) => [call.url, call.body])).toEqual([
      ["/api/admin/catalogue/sizes/2", { sortOrder: 0 }],
      ["/api/admin/catalogue/sizes/1", { sortOrder: 1 }],
    ]);
    await user.click(await screen.findByRole("button", { name: 'Retire 3" square' }));
    await findToast("Size retired");
    expect(calls.filter((call) => call.method === "PATCH").at(-1)).toMatchObject({
      url: "/api/admin/catalogue/sizes/2",
      body: { active: false },
    });
  });

  it("adds a size with its total for every tier; a circle sends its diameter as width and height", async () => {
    const { calls } = load([
      { method: "POST", path: "/api/admin/catalogue/sizes", reply: () => ({ status: 201, body: { size: {} } }) },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<CatalogueView />);
    await user.click(await screen.findByRole("button", { name: "Add size" }));
    const dialog = await screen.findByRole("dialog", { name: "Add size" });
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), '5" circle');
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Shape" }), "circle");
    expect(within(dialog).queryByRole("textbox", { name: "Height (inches)" })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: "Diameter (inches)" }), "5");
    const totals = ["80", "130", "180", "220", "300", "390", "450"];
    for (const [index, quantity] of QUANTITIES.entries())
      await user.type(within(dialog).getByRole("textbox", { name: `${quantity} stickers` }), totals[index]!);
    await user.click(within(dialog).getByRole("button", { name: "Add size" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      name: '5" circle',
      shape: "circle",
      width: 5,
      height: 5,
      totals: ["80.00", "130.00", "180.00", "220.00", "300.00", "390.00", "450.00"],
    });
  });

  it("refuses a size outside 1-12 inches in its field, without sending it", async () => {
    const { calls } = load();
    const user = userEvent.setup();
    renderUnlocked(<CatalogueView />);
    await user.click(await screen.findByRole("button", { name: "Add size" }));
    const dialog = await screen.findByRole("dialog", { name: "Add size" });
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Huge");
    await user.type(within(dialog).getByRole("textbox", { name: "Width (inches)" }), "14");
    await user.type(within(dialog).getByRole("textbox", { name: "Height (inches)" }), "2");
    await user.click(within(dialog).getByRole("button", { name: "Add size" }));
    expect(await within(dialog).findByText('Width must be at most 12".')).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("saves the shipping rules: amounts as dollar text, cities one a line, lower-cased", async () => {
    const { calls } = load([{ method: "PUT", path: "/api/admin/catalogue/shipping", reply: ok({}) }]);
    const user = userEvent.setup();
    renderUnlocked(<CatalogueView />);
    const region = await screen.findByRole("region", { name: "Shipping" });
    const standard = within(region).getByRole("group", { name: "Standard method" });
    const amount = within(standard).getByRole("textbox", { name: "Amount ($)" });
    await user.clear(amount);
    await user.type(amount, "6");
    await user.type(within(region).getByRole("textbox", { name: "Free-shipping cities" }), "\nCarson City");
    await user.click(within(region).getByRole("button", { name: "Save shipping" }));
    await findToast("Shipping saved");
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      methods: [
        { id: "standard", name: "Standard", amount: "6.00", businessDays: "3-5" },
        { id: "priority", name: "Priority", amount: "15.00", businessDays: "1-2" },
      ],
      freeShippingCities: ["reno", "sparks", "carson city"],
      freeShippingMinQuantity: 500,
      revision: "fedcba9876543210",
    });
  });
});
