/** @jest-environment jsdom */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DesignTool } from "./design-tool";
import { SpecificationsCard } from "./specifications-card";
import { fakeJsonResponse } from "@/tests/helpers/fake-response";
import { sendDesignUpload } from "@/lib/client/send-design-upload";
import type { SizeOption } from "@/lib/designs/design-tool-state";
import { formatUsd } from "@/lib/money/format-cents";
import { buildSpecCatalogue } from "@/lib/pricing/__fixtures__/spec-catalogue";
import { PRICE_TABLES, QUANTITY_TIERS, buildCustomPriceTable } from "@/lib/pricing/__fixtures__/spec-price-tables";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
jest.mock("@/lib/client/send-design-upload", () => ({ sendDesignUpload: jest.fn() }));

const sizes: SizeOption[] = [
  { id: 1, name: '2"', shape: "square", width: 2, height: 2, price: "50.00" },
  { id: 2, name: '3" square', shape: "square", width: 3, height: 3, price: "50.00" },
  { id: 5, name: '3" circle', shape: "circle", width: 3, height: 3, price: "50.00" },
];

const uploaded = {
  id: 7,
  originalName: "logo.png",
  filename: "x.png",
  mimeType: "image/png",
  size: 2048,
  width: 600,
  height: 600,
  createdAt: "2026-11-21T10:00:00.000Z",
};

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => "blob:preview");
  URL.revokeObjectURL = jest.fn();
});

beforeEach(() => {
  jest.mocked(sendDesignUpload).mockReset().mockResolvedValue(uploaded);
  push.mockReset();
  window.localStorage.clear();
});

function currentStep() {
  const current = screen.getByRole("list", { name: "Order progress" }).querySelector('[aria-current="step"]');
  return current?.textContent;
}

async function uploadDesign(user: ReturnType<typeof userEvent.setup>) {
  const input = screen.getByLabelText("Design file (PNG or JPG, up to 10 MB)");
  await user.upload(input, new File(["png-bytes"], "logo.png", { type: "image/png" }));
  await screen.findByText("Order Summary");
}

describe("DesignTool", () => {
  it("starts at step 1 with only the upload and specifications cards", () => {
    render(
      <DesignTool sizes={sizes} catalogue={buildSpecCatalogue()}>
        <SpecificationsCard />
      </DesignTool>,
    );
    expect(currentStep()).toBe("1Upload Design");
    expect(screen.getByText("Upload Your Design")).toBeInTheDocument();
    expect(screen.getByText("More options coming soon!")).toBeInTheDocument();
    expect(screen.queryByText("Order Summary")).not.toBeInTheDocument();
  });

  it("after an upload shows step 2 and keeps Add to Cart disabled with the hint", async () => {
    const user = userEvent.setup();
    render(<DesignTool sizes={sizes} catalogue={buildSpecCatalogue()} />);
    await uploadDesign(user);
    expect(currentStep()).toBe("2Select Size");
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    expect(screen.getByText("Please select a sticker type to continue")).toBeInTheDocument();
    expect(screen.getByTestId("uploaded-file")).toHaveTextContent("logo.png");
    expect(jest.mocked(sendDesignUpload).mock.calls[0]?.[1]).toMatch(/^session_\d+_/);
  });

  it("follows the sticker type rules and prices with the savings label", async () => {
    const user = userEvent.setup();
    render(<DesignTool sizes={sizes} catalogue={buildSpecCatalogue()} />);
    await uploadDesign(user);

    await user.click(screen.getByRole("checkbox", { name: "Square" }));
    expect(currentStep()).toBe("3Order");
    expect(screen.getByLabelText("Size")).toHaveValue("1");
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
    expect(screen.queryByText("Please select a sticker type to continue")).not.toBeInTheDocument();
    expect(screen.getByTestId("item-price")).toHaveTextContent("$50.00");

    await user.selectOptions(screen.getByLabelText("Quantity"), "100");
    expect(screen.getByTestId("item-price")).toHaveTextContent("$85.00");
    expect(screen.getByText("Save 15%")).toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: "Rounded Corners" }));
    expect(screen.getByTestId("item-price")).toHaveTextContent("$90.00");
    expect(screen.getByTestId("sticker-preview")).toHaveAttribute("data-shape", "rounded");

    await user.click(screen.getByRole("checkbox", { name: "Circle" }));
    expect(screen.getByLabelText("Size")).toHaveValue("5");
    expect(screen.queryByRole("checkbox", { name: "Rounded Corners" })).not.toBeInTheDocument();
    expect(screen.getByTestId("item-price")).toHaveTextContent("$92.00");
    expect(screen.getByText("Save 8%")).toBeInTheDocument();
    expect(screen.getByTestId("sticker-preview")).toHaveAttribute("data-shape", "circle");

    await user.click(screen.getByRole("checkbox", { name: "Circle" }));
    expect(currentStep()).toBe("2Select Size");
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    expect(screen.getByText("Please select a sticker type to continue")).toBeInTheDocument();
  });

  it("warns about a low print resolution and praises a high one", async () => {
    const user = userEvent.setup();
    render(<DesignTool sizes={sizes} catalogue={buildSpecCatalogue()} />);
    await uploadDesign(user);
    await user.click(screen.getByRole("checkbox", { name: "Square" }));
    // 600 px over 2 inches = 300 DPI
    expect(screen.getByTestId("print-quality")).toHaveAttribute("data-quality", "great");
    expect(screen.getByTestId("print-quality")).toHaveTextContent("300 DPI");
    await user.selectOptions(screen.getByLabelText("Size"), "2");
    // 600 px over 3 inches = 200 DPI
    expect(screen.getByTestId("print-quality")).toHaveAttribute("data-quality", "fair");
    jest
      .mocked(sendDesignUpload)
      .mockResolvedValueOnce({ ...uploaded, id: 8, originalName: "small.png", width: 300, height: 300 });
    await user.upload(
      screen.getByLabelText("Design file (PNG or JPG, up to 10 MB)"),
      new File(["x"], "small.png", { type: "image/png" }),
    );
    await user.click(screen.getByRole("button", { name: "Replace design" }));
    await waitFor(() => expect(screen.getByTestId("uploaded-file")).toHaveTextContent("small.png"));
    await user.click(screen.getByRole("checkbox", { name: "Square" }));
    // 300 px over 2 inches = 150 DPI: the lowest acceptable
    expect(screen.getByTestId("print-quality")).toHaveAttribute("data-quality", "fair");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Size"), "2");
    expect(screen.getByRole("alert")).toHaveTextContent("Low print resolution: 100 DPI");
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  });

  it("asks before replacing a design and keeps the current one when declined", async () => {
    const user = userEvent.setup();
    render(<DesignTool sizes={sizes} catalogue={buildSpecCatalogue()} />);
    await uploadDesign(user);
    const confirm = jest.spyOn(window, "confirm");
    await user.upload(
      screen.getByLabelText("Design file (PNG or JPG, up to 10 MB)"),
      new File(["x"], "other.png", { type: "image/png" }),
    );
    // The shop's own question, not the browser's confirm().
    expect(confirm).not.toHaveBeenCalled();
    expect(
      screen.getByRole("alertdialog", {
        name: "You already have a design uploaded. Would you like to discard the current order and restart with this new design?",
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Keep current design" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(sendDesignUpload).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("uploaded-file")).toHaveTextContent("logo.png");
  });

  it("adds the line with the chosen options and goes home, to the cart panel", async () => {
    const fetchMock = jest.fn().mockResolvedValue(fakeJsonResponse(201, { id: 1 }));
    global.fetch = fetchMock;
    const user = userEvent.setup();
    render(<DesignTool sizes={sizes} catalogue={buildSpecCatalogue()} />);
    await uploadDesign(user);
    await user.click(screen.getByRole("checkbox", { name: "Circle" }));
    await user.selectOptions(screen.getByLabelText("Quantity"), "100");
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/#cart"));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/cart");
    expect(JSON.parse(init.body)).toEqual({
      sessionId: expect.stringMatching(/^session_/),
      designId: 7,
      sizeId: 5,
      quantity: 100,
      roundedCorners: false,
      materialId: "white-vinyl",
      finishId: "gloss",
      scale: 100,
      xPosition: 0,
      yPosition: 0,
    });
  });

  it("prices, lists and sends the owner's catalogue: a 1,000 tier, a raised total, holographic matte (#35)", async () => {
    const catalogue = buildSpecCatalogue();
    catalogue.grid.quantities.push(1000);
    for (const totals of Object.values(catalogue.grid.totalsBySizeId)) totals.push(totals.at(-1)! * 2);
    catalogue.grid.totalsBySizeId[2]![1] = 9500; // the 3" square's 100 stickers: $95.00 instead of $90.00
    catalogue.grid.totalsBySizeId[2]![7] = 60_000; // 1,000 3" squares: $600.00
    global.fetch = jest.fn().mockResolvedValue(fakeJsonResponse(201, { id: 1 }));
    const fetchMock = global.fetch as jest.Mock;
    const user = userEvent.setup();
    render(
      <DesignTool sizes={sizes} catalogue={catalogue}>
        <SpecificationsCard />
      </DesignTool>,
    );
    await uploadDesign(user);
    await user.click(screen.getByRole("checkbox", { name: "Square" }));
    await user.selectOptions(screen.getByLabelText("Size"), "2");

    // Preselected to the defaults; the Specifications card keeps its texts.
    expect(screen.getByRole("radio", { name: /^White vinyl/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /^Gloss laminate/ })).toBeChecked();
    expect(screen.getByText("More options coming soon!")).toBeInTheDocument();
    expect(within(screen.getByTestId("material-picker")).getByText("+30%")).toBeInTheDocument();

    expect(
      within(screen.getByLabelText("Quantity"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "50 stickers",
      "100 stickers",
      "150 stickers",
      "200 stickers",
      "300 stickers",
      "400 stickers",
      "500 stickers",
      "1000 stickers",
    ]);
    await user.selectOptions(screen.getByLabelText("Quantity"), "100");
    expect(screen.getByTestId("item-price")).toHaveTextContent("$95.00");

    await user.click(screen.getByRole("radio", { name: /^Holographic/ }));
    await user.click(screen.getByRole("radio", { name: /^Matte laminate/ }));
    await user.selectOptions(screen.getByLabelText("Quantity"), "1000");
    // tier total × 130 % × 100 %: $600.00 × 1.3.
    expect(screen.getByTestId("item-price")).toHaveTextContent("$780.00");
    expect(screen.getByText("$0.78 per sticker")).toBeInTheDocument();
    const table = screen.getByTestId("price-tiers");
    expect(table).toHaveTextContent('Prices for 3" square Holographic · Matte laminate');
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(8);
    expect(rows[1]).toHaveTextContent("100$1.24$123.50"); // $95.00 × 1.3
    expect(rows[7]).toHaveTextContent("1000 (your choice)$0.78$780.00");
    expect(rows[7]).toHaveAttribute("aria-current", "true");

    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/#cart"));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({
      sizeId: 2,
      quantity: 1000,
      materialId: "holographic",
      finishId: "matte",
    });
  });

  it("shows the server's message when adding fails", async () => {
    global.fetch = jest.fn().mockResolvedValue(fakeJsonResponse(400, { message: "Design not found" }));
    const user = userEvent.setup();
    const { container } = render(<DesignTool sizes={sizes} catalogue={buildSpecCatalogue()} />);
    await uploadDesign(user);
    await user.click(screen.getByRole("checkbox", { name: "Square" }));
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Add to Cart" })).toBeEnabled());
    expect(push).not.toHaveBeenCalled();
    expect(within(container).getByRole("button", { name: "Add to Cart" })).toBeInTheDocument();
  });
});

describe("DesignTool: die-cut and custom sizes (#22)", () => {
  // A die-cut line at 3": 3" × 2.4", the 600 px square image 2.75" wide inside it (218 DPI).
  const cutLineAt = (sizeInches: number) => ({
    shape: "die-cut",
    widthInches: sizeInches,
    heightInches: Number((sizeInches * 0.8).toFixed(2)),
    offsetInches: 0.125,
    path: `M0.5 0L${sizeInches} 0.5L${sizeInches - 0.5} ${sizeInches * 0.8}L0 1.9Z`,
    separateParts: false,
    followsImageEdge: false,
    artwork: { x: 0.125, y: -0.18, width: sizeInches - 0.25, height: sizeInches - 0.25 },
  });
  let fetchMock: jest.Mock;
  let cutLineAnswer: (sizeInches: number) => Response;

  beforeEach(() => {
    cutLineAnswer = (sizeInches) => fakeJsonResponse(200, cutLineAt(sizeInches));
    fetchMock = jest.fn(async (url: string) => {
      if (url.startsWith("/api/designs/")) {
        return cutLineAnswer(Number(new URL(url, "http://shop.test").searchParams.get("sizeInches")));
      }
      return fakeJsonResponse(201, { id: 1 });
    });
    global.fetch = fetchMock;
  });

  const cutLineCalls = () =>
    fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/designs/")) as [string, RequestInit][];
  const cartBody = () => {
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/cart") as [string, RequestInit] | undefined;
    return JSON.parse(String(call?.[1].body));
  };
  const tierTotals = () =>
    within(screen.getByTestId("price-tiers"))
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell")[1]?.textContent);

  it("offers Die-cut at 3 inches: asks the cut line as the design's session, draws it and prices every tier", async () => {
    const user = userEvent.setup();
    render(<DesignTool sizes={sizes} catalogue={buildSpecCatalogue()} />);
    await uploadDesign(user);
    await user.click(screen.getByRole("checkbox", { name: "Die-cut" }));

    expect(screen.queryByLabelText("Size")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Longest side (inches)")).toHaveValue("3");
    expect(screen.queryByRole("checkbox", { name: "Rounded Corners" })).not.toBeInTheDocument();
    expect(await screen.findByTestId("die-cut-size")).toHaveTextContent('Die-cut 3" × 2.4"');
    expect(currentStep()).toBe("3Order");
    expect(screen.getByTestId("die-cut-finished-size")).toHaveTextContent('Your sticker: 3" × 2.4"');

    expect(cutLineCalls()).toHaveLength(1);
    const [url, init] = cutLineCalls()[0] as [string, RequestInit];
    expect(url).toBe("/api/designs/7/cut-line?shape=die-cut&sizeInches=3");
    const sessionId = window.localStorage.getItem("cartSessionId");
    expect(sessionId).toMatch(/^session_/);
    expect(init.headers).toEqual({ "X-Session-Id": sessionId });

    const drawing = screen.getByRole("img", { name: /Preview of a Die-cut 3" × 2.4" die-cut sticker/ });
    expect(drawing.querySelector('path[data-testid="cut-line"]')).toHaveAttribute("d", cutLineAt(3).path);
    expect(drawing.querySelector("image")).toHaveAttribute("href", "blob:preview");
    expect(drawing.querySelector("image")).toHaveAttribute("width", "2.75");

    // Die-cut costs what the rectangle of its bounding box costs, in every tier, never more than the larger
    // 3" square (#35: 7.2 sq in against 9 sq in): $50.00 rather than $52.67 at 50 stickers.
    const table = buildCustomPriceTable(3, 2.4);
    const capped = QUANTITY_TIERS.map((tier) => Math.min(table[tier], PRICE_TABLES['3" square'][tier]));
    expect(tierTotals()).toEqual(capped.map(formatUsd));
    expect(tierTotals().slice(0, 1)).toEqual(["$50.00"]);
    expect(screen.getByTestId("item-price")).toHaveTextContent("$50.00");
    // 600 px over the artwork's 2.75": the printed size, not the 3" sticker.
    expect(screen.getByTestId("print-quality")).toHaveTextContent("218 DPI");
    expect(screen.queryByTestId("separate-parts-note")).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Quantity"), "200");
    expect(screen.getByTestId("item-price")).toHaveTextContent(formatUsd(table[200]));
    expect(within(screen.getByTestId("price-tiers")).getByRole("row", { current: true })).toHaveTextContent("200");

    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/#cart"));
    expect(cartBody()).toEqual({
      sessionId,
      designId: 7,
      shape: "die-cut",
      sizeInches: 3,
      quantity: 200,
      roundedCorners: false,
      materialId: "white-vinyl",
      finishId: "gloss",
      scale: 100,
      xPosition: 0,
      yPosition: 0,
    });
  });

  it("asks for a typed die-cut size once the shopper stops typing, and never for a size the shop does not cut", async () => {
    const user = userEvent.setup();
    render(<DesignTool sizes={sizes} catalogue={buildSpecCatalogue()} />);
    await uploadDesign(user);
    await user.click(screen.getByRole("checkbox", { name: "Die-cut" }));
    await screen.findByTestId("die-cut-size");

    const field = screen.getByLabelText("Longest side (inches)");
    await user.clear(field);
    await user.type(field, "4.5");
    expect(screen.getByText("Drawing the cut line…")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    expect(await screen.findByTestId("die-cut-size")).toHaveTextContent('Die-cut 4.5" × 3.6"');
    expect(cutLineCalls().map(([url]) => new URL(url, "http://shop.test").searchParams.get("sizeInches"))).toEqual([
      "3",
      "4.5",
    ]);

    await user.clear(field);
    await user.type(field, "12.5");
    expect(await screen.findByTestId("die-cut-size-error")).toHaveTextContent('Longest side must be at most 12".');
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    expect(screen.getByTestId("item-price")).toHaveTextContent("—");
    expect(currentStep()).toBe("2Select Size");
    expect(cutLineCalls()).toHaveLength(2);

    // Back to a size already drawn: at once, without asking again.
    await user.click(screen.getByRole("button", { name: "Longest side: 0.25 inch smaller" }));
    expect(field).toHaveValue("12");
    expect(await screen.findByTestId("die-cut-size")).toHaveTextContent('Die-cut 12" × 9.6"');
    await user.clear(field);
    await user.type(field, "3");
    expect(screen.getByTestId("die-cut-size")).toHaveTextContent('Die-cut 3" × 2.4"');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(cutLineCalls().map(([url]) => new URL(url, "http://shop.test").searchParams.get("sizeInches"))).toEqual([
      "3",
      "4.5",
      "12",
    ]);
  });

  it("says a design with separate parts is cut as one sticker, and shows a failed cut line with Try again", async () => {
    cutLineAnswer = (sizeInches) => fakeJsonResponse(200, { ...cutLineAt(sizeInches), separateParts: true });
    const user = userEvent.setup();
    render(<DesignTool sizes={sizes} catalogue={buildSpecCatalogue()} />);
    await uploadDesign(user);
    await user.click(screen.getByRole("checkbox", { name: "Die-cut" }));
    expect(await screen.findByTestId("separate-parts-note")).toHaveTextContent(
      "Your design has separate parts. They will be cut as one sticker",
    );

    cutLineAnswer = () =>
      fakeJsonResponse(429, { message: "Too many cut line previews. Please wait a minute and try again." });
    await user.click(screen.getByRole("button", { name: "Longest side: 0.25 inch larger" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The cut line could not be drawn: Too many cut line previews. Please wait a minute and try again.",
    );
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    expect(screen.getByTestId("add-to-cart-hint")).toHaveTextContent("The cut line could not be drawn for this size.");

    cutLineAnswer = (sizeInches) => fakeJsonResponse(200, cutLineAt(sizeInches));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("die-cut-size")).toHaveTextContent('Die-cut 3.25" × 2.6"');
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  });

  it("shows why artwork cannot be cut around, without a Try again that could not help, and Square still works", async () => {
    const reason = "This artwork has too many separate pieces to cut around; choose Square or Circle, or simplify it.";
    cutLineAnswer = () => fakeJsonResponse(422, { message: reason });
    const user = userEvent.setup();
    render(<DesignTool sizes={sizes} catalogue={buildSpecCatalogue()} />);
    await uploadDesign(user);
    await user.click(screen.getByRole("checkbox", { name: "Die-cut" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(`The cut line could not be drawn: ${reason}`);
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeDisabled();

    await user.click(screen.getByRole("checkbox", { name: "Square" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  });

  it("takes a custom rectangle: refuses sizes the shop does not cut, prices a standard-equal one as standard", async () => {
    const user = userEvent.setup();
    render(<DesignTool sizes={sizes} catalogue={buildSpecCatalogue()} />);
    await uploadDesign(user);
    await user.click(screen.getByRole("checkbox", { name: "Square" }));
    await user.selectOptions(screen.getByLabelText("Size"), "Custom size");
    const width = screen.getByLabelText("Width (inches)");
    const height = screen.getByLabelText("Height (inches)");
    // It starts at the size that was chosen (2").
    expect(width).toHaveValue("2");
    expect(height).toHaveValue("2");

    await user.clear(width);
    await user.type(width, "2.3");
    await user.tab();
    expect(await screen.findByTestId("custom-width-error")).toHaveTextContent(
      'Width must be in steps of 0.25", like 2.25" or 2.5".',
    );
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    expect(screen.queryByTestId("price-tiers")).not.toBeInTheDocument();

    await user.clear(width);
    await user.type(width, "4");
    expect(screen.queryByTestId("custom-width-error")).not.toBeInTheDocument();
    // 4" × 2" is the spec's 2x4 turned: its table, not the custom rule.
    expect(tierTotals()).toEqual(["$55.00", "$95.00", "$135.00", "$170.00", "$240.00", "$320.00", "$380.00"]);

    await user.clear(height);
    await user.type(height, "3");
    const table = buildCustomPriceTable(4, 3);
    expect(tierTotals()).toEqual(QUANTITY_TIERS.map((tier) => formatUsd(table[tier])));
    expect(screen.getByRole("img", { name: 'Preview of a Rectangle 4" × 3" sticker' })).toBeInTheDocument();
    // The square artwork fitted whole in 4" × 3" is 3" wide: 600 px over 3" = 200 DPI.
    expect(screen.getByTestId("print-quality")).toHaveTextContent("200 DPI");

    await user.click(screen.getByRole("checkbox", { name: "Rounded Corners" }));
    expect(tierTotals()).toEqual(QUANTITY_TIERS.map((tier) => formatUsd(table[tier] + 5 * tier)));
    expect(screen.getByTestId("price-tiers")).toHaveTextContent('Prices for Rectangle 4" × 3" with rounded corners');

    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/#cart"));
    expect(cartBody()).toMatchObject({ shape: "square", widthInches: 4, heightInches: 3, roundedCorners: true });
    expect(cartBody()).not.toHaveProperty("sizeId");
    expect(cutLineCalls()).toHaveLength(0);
  });

  it("takes a custom circle's diameter, shows the error after a pause, and sends it as width and height", async () => {
    const user = userEvent.setup();
    render(<DesignTool sizes={sizes} catalogue={buildSpecCatalogue()} />);
    await uploadDesign(user);
    await user.click(screen.getByRole("checkbox", { name: "Circle" }));
    await user.selectOptions(screen.getByLabelText("Size"), "Custom size");
    const diameter = screen.getByLabelText("Diameter (inches)");
    expect(diameter).toHaveValue("3");
    // A custom 3" circle is the standard 3" circle.
    expect(screen.getByTestId("item-price")).toHaveTextContent("$50.00");

    await user.clear(diameter);
    await user.type(diameter, "0.5");
    expect(await screen.findByTestId("custom-diameter-error")).toHaveTextContent('Diameter must be at least 1".');
    await user.clear(diameter);
    await user.type(diameter, "6");
    // 600 px over 6": below the recommended minimum, still allowed.
    expect(screen.getByRole("alert")).toHaveTextContent("Low print resolution: 100 DPI");
    expect(screen.getByTestId("sticker-preview")).toHaveAttribute("data-shape", "circle");
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/#cart"));
    expect(cartBody()).toMatchObject({ shape: "circle", widthInches: 6, heightInches: 6, roundedCorners: false });
  });
});
