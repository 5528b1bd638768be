/** @jest-environment jsdom */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ORDER_CARDS_MEDIA_QUERY, OrdersTable } from "./orders-table";
import { ShopTimeZoneProvider } from "./shop-time-zone";
import { makeOrder, ok, renderUnlocked, routeFetch } from "@/tests/helpers/admin-ui";

const noop = () => undefined;

function renderTable(props: Partial<React.ComponentProps<typeof OrdersTable>> = {}) {
  return renderUnlocked(
    <OrdersTable
      variant="active"
      orders={[]}
      loading={false}
      selectedIds={new Set()}
      onToggle={noop}
      onToggleAll={noop}
      onViewDesign={noop}
      onOrderChanged={noop}
      {...props}
    />,
  );
}

describe("OrdersTable (active)", () => {
  it("shows the fallbacks for missing customer details, an unknown size and no coupon", () => {
    const order = makeOrder({
      id: 3,
      customerName: "",
      customerEmail: "",
      customerPhone: "",
      sizeId: 7,
      sizeName: "",
      couponCode: null,
      shippingAddress: "",
    });
    renderTable({ orders: [order] });
    const row = screen.getByRole("row", { name: /#3-112126/ });
    expect(within(row).getByText("Unknown Customer")).toBeInTheDocument();
    expect(within(row).getByText("No email")).toBeInTheDocument();
    expect(within(row).getByText("No phone")).toBeInTheDocument();
    expect(within(row).getByText("Size ID: 7")).toBeInTheDocument();
    expect(within(row).getByText("None")).toBeInTheDocument();
    expect(within(row).queryByText(/^Ship to/)).not.toBeInTheDocument();
  });

  it("shows the customer, company, ship-to line, size name, total, coupon badge, status and design button", () => {
    const order = makeOrder({ id: 5, companyName: "Acme Inc", couponCode: "SAVE10", status: "shipped", designId: 77 });
    renderTable({ orders: [order] });
    const row = screen.getByRole("row", { name: /#5-112126/ });
    for (const text of [
      "Grace Hopper",
      "grace@example.com",
      "702-555-0199",
      "Acme Inc",
      "Ship to 12 Cobol Way, Reno, NV, 89501, United States",
      '3" circle',
      "$92.00",
      "SAVE10",
      "100",
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(row).getByText("Shipped", { selector: "span" })).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "View #77" })).toBeInTheDocument();
    expect(within(row).getByRole("combobox", { name: "Status for order #5-112126" })).toHaveValue("shipped");
    expect(
      within(row)
        .getAllByRole("option")
        .map((option) => option.getAttribute("value")),
    ).toEqual(["pending", "paid", "processing", "shipped", "delivered", "cancelled", "expired"]);
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "",
      "Order ID",
      "Customer",
      "Design",
      "Size",
      "Quantity",
      "Total",
      "Coupon",
      "Status",
      "Created",
    ]);
  });

  it("flags an order whose payment the provider took at another amount, and only that one", () => {
    const mismatch = {
      providerAmount: "50.00",
      providerCurrency: "usd",
      paymentTotal: "60.00",
      paymentCurrency: "usd",
      detectedAt: "2026-11-22T16:00:00.000Z",
    };
    renderTable({
      orders: [makeOrder({ id: 8, status: "pending", amountMismatch: mismatch }), makeOrder({ id: 9 })],
    });
    const badge = within(screen.getByRole("row", { name: /#8-112126/ })).getByText("Amount mismatch");
    expect(badge).toHaveAttribute("title", expect.stringContaining("Provider 50.00 USD, payment 60.00 USD"));
    expect(within(screen.getByRole("row", { name: /#9-112126/ })).queryByText("Amount mismatch")).toBeNull();
  });

  it("marks an order paid in test mode next to its status, and only that one", () => {
    renderTable({ orders: [makeOrder({ id: 8, testPayment: true }), makeOrder({ id: 9 })] });
    const badge = within(screen.getByRole("row", { name: /#8-112126/ })).getByText("Test");
    expect(badge).toHaveAttribute("title", expect.stringContaining("test mode"));
    expect(within(screen.getByRole("row", { name: /#9-112126/ })).queryByText("Test")).toBeNull();
  });

  it("uses the size list when the order carries no size name", () => {
    renderTable({ orders: [makeOrder({ sizeId: 4, sizeName: "" })], sizeNames: new Map([[4, '4"']]) });
    expect(screen.getByText('4"')).toBeInTheDocument();
  });

  it("says 'No orders found' when empty and shows a spinner while loading", () => {
    const { rerender } = renderTable({ orders: [] });
    expect(screen.getByText("No orders found")).toBeInTheDocument();
    rerender(
      <OrdersTable
        variant="active"
        orders={[]}
        loading
        selectedIds={new Set()}
        onToggle={noop}
        onToggleAll={noop}
        onViewDesign={noop}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Loading orders");
    expect(screen.queryByText("No orders found")).not.toBeInTheDocument();
  });

  it("reports row and select-all checkboxes, saved status changes and design clicks", async () => {
    const onToggle = jest.fn();
    const onToggleAll = jest.fn();
    const onOrderChanged = jest.fn();
    const onViewDesign = jest.fn();
    const order = makeOrder({ id: 9, designId: 12 });
    const delivered = makeOrder({ id: 9, designId: 12, status: "delivered" });
    routeFetch([
      {
        method: "PATCH",
        path: "/api/orders/9/status",
        reply: ok({ order: delivered, message: "Order status updated" }),
      },
    ]);
    const user = userEvent.setup();
    renderTable({ orders: [order, makeOrder({ id: 10 })], onToggle, onToggleAll, onOrderChanged, onViewDesign });
    await user.click(screen.getByRole("checkbox", { name: "Select order #9-112126" }));
    expect(onToggle).toHaveBeenCalledWith(9, true);
    await user.click(screen.getByRole("checkbox", { name: "Select all orders" }));
    expect(onToggleAll).toHaveBeenCalledWith(true);
    await user.selectOptions(screen.getByRole("combobox", { name: "Status for order #9-112126" }), "delivered");
    await waitFor(() => expect(onOrderChanged).toHaveBeenCalledWith(delivered));
    await user.click(screen.getByRole("button", { name: "View #12" }));
    expect(onViewDesign).toHaveBeenCalledWith(order);
  });

  it("links each order number to its detail page", () => {
    renderTable({ orders: [makeOrder({ id: 9 }), makeOrder({ id: 10 })] });
    expect(screen.getByRole("link", { name: "#9-112126" })).toHaveAttribute("href", "/admin/orders/9");
    expect(screen.getByRole("link", { name: "#10-112126" })).toHaveAttribute("href", "/admin/orders/10");
  });

  it("shows the sticker type and rounded corners under the size", () => {
    renderTable({
      orders: [
        makeOrder({ id: 1, stickerType: "circle", sizeName: '3" circle' }),
        makeOrder({ id: 2, stickerType: "square", sizeName: '2"', roundedCorners: true }),
        makeOrder({
          id: 3,
          stickerType: "square",
          sizeName: "2x4",
          materialId: "holographic",
          materialName: "Holographic",
          finishId: "matte",
          finishName: "Matte laminate",
        }),
        makeOrder({ id: 4, stickerType: null, sizeName: "", sizeId: 9 }),
      ],
    });
    const sizeCell = (id: number) =>
      within(screen.getByRole("row", { name: new RegExp(`#${id}-112126`) })).getAllByRole("cell")[4]!;
    expect(sizeCell(1)).toHaveTextContent(/^3" circleCircleWhite vinyl · Gloss laminate$/);
    expect(sizeCell(2)).toHaveTextContent(/^2"Square • Rounded CornersWhite vinyl · Gloss laminate$/);
    expect(sizeCell(3)).toHaveTextContent(/^2x4SquareHolographic · Matte laminate$/);
    expect(sizeCell(4)).toHaveTextContent(/^Size ID: 9White vinyl · Gloss laminate$/);
  });

  it("shows a custom size's shape and finished size in inches under its name", () => {
    renderTable({
      orders: [
        makeOrder({
          id: 1,
          stickerType: "die-cut",
          sizeId: null,
          sizeName: 'Die-cut 3" × 2.41"',
          widthInches: 3,
          heightInches: 2.41,
        }),
        makeOrder({
          id: 2,
          stickerType: "circle",
          sizeId: null,
          sizeName: 'Circle 3.5"',
          widthInches: 3.5,
          heightInches: 3.5,
        }),
        makeOrder({
          id: 3,
          stickerType: "square",
          sizeId: null,
          sizeName: 'Square 2.5" × 3"',
          widthInches: 2.5,
          heightInches: 3,
          roundedCorners: true,
        }),
      ],
    });
    const sizeCell = (id: number) =>
      within(screen.getByRole("row", { name: new RegExp(`#${id}-112126`) })).getAllByRole("cell")[4]!;
    expect(sizeCell(1)).toHaveTextContent(/^Die-cut 3" × 2.41"Die-cut • 3 × 2.41 inWhite vinyl · Gloss laminate$/);
    expect(sizeCell(2)).toHaveTextContent(/^Circle 3.5"Circle • 3.5 in acrossWhite vinyl · Gloss laminate$/);
    expect(sizeCell(3)).toHaveTextContent(
      /^Square 2.5" × 3"Square • 2.5 × 3 in • Rounded CornersWhite vinyl · Gloss laminate$/,
    );
  });

  it("marks priority orders with a 'Priority' badge and orders with notes with 'Has notes' and the note, only those", () => {
    renderTable({
      orders: [
        makeOrder({ id: 1, shippingMethod: "priority", additionalNotes: "Please ship by Friday" }),
        makeOrder({ id: 2, shippingMethod: "standard", additionalNotes: "  " }),
      ],
    });
    const first = screen.getByRole("row", { name: /#1-112126/ });
    expect(within(first).getByText("Priority")).toBeInTheDocument();
    const notes = within(first).getByText("Has notes: Please ship by Friday");
    expect(notes.parentElement).toHaveAttribute("title", "Please ship by Friday");
    const second = screen.getByRole("row", { name: /#2-112126/ });
    expect(within(second).queryByText("Priority")).toBeNull();
    expect(within(second).queryByText(/Has notes/)).toBeNull();
  });

  it("marks select-all as mixed when some rows are selected", () => {
    renderTable({ orders: [makeOrder({ id: 1 }), makeOrder({ id: 2 })], selectedIds: new Set([1]) });
    expect(screen.getByRole("checkbox", { name: "Select all orders" })).toHaveAttribute("aria-checked", "mixed");
    expect(screen.getByRole("checkbox", { name: "Select order #1-112126" })).toBeChecked();
  });
  it("shows each paid-or-later order's proof state as a badge, none before payment", () => {
    renderTable({
      orders: [
        makeOrder({ id: 1, proofState: "none" }),
        makeOrder({ id: 2, proofState: "sent" }),
        makeOrder({ id: 3, proofState: "approved", status: "processing" }),
        makeOrder({ id: 4, proofState: "changes_requested" }),
        makeOrder({ id: 5, proofState: "none", status: "pending" }),
        makeOrder({ id: 6, proofState: "none", status: "expired" }),
      ],
    });
    const statusCell = (id: number) =>
      within(screen.getByRole("row", { name: new RegExp(`#${id}-112126`) })).getAllByRole("cell")[8]!;
    expect(within(statusCell(1)).getByTitle("Proof: No proof yet")).toHaveTextContent("Proof: No proof yet");
    expect(within(statusCell(2)).getByTitle("Proof: Proof sent")).toHaveTextContent("Proof: Proof sent");
    expect(within(statusCell(3)).getByTitle("Proof: Approved")).toHaveTextContent("Proof: Approved");
    const changes = within(statusCell(4)).getByTitle("Proof: Changes requested");
    // Amber and written out: the colour is never the only cue.
    expect(changes).toHaveTextContent("Proof: Changes requested");
    expect(changes).toHaveClass("bg-amber-100");
    for (const id of [5, 6]) expect(within(statusCell(id)).queryByTitle(/^Proof:/)).not.toBeInTheDocument();
  });
});

describe("OrdersTable (archived)", () => {
  it("shows the raw size id, a View button, the coupon with its discount and the Archived badge", () => {
    const order = makeOrder({
      id: 8,
      archived: true,
      sizeId: 7,
      couponCode: "SAVE10",
      discountAmount: "10.00",
      status: "paid",
      designId: 31,
    });
    renderUnlocked(
      <OrdersTable
        variant="archived"
        orders={[order]}
        loading={false}
        selectedIds={new Set()}
        onToggle={noop}
        onToggleAll={noop}
        onViewDesign={noop}
      />,
    );
    const row = screen.getByRole("row", { name: /#8-112126/ });
    expect(within(row).getByRole("cell", { name: "7" })).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: /^View/ })).toHaveTextContent("View");
    expect(within(row).getByText("SAVE10")).toBeInTheDocument();
    expect(within(row).getByText("-$10.00")).toBeInTheDocument();
    expect(within(row).getByText("Archived")).toBeInTheDocument();
    expect(within(row).queryByRole("combobox")).not.toBeInTheDocument();
  });

  it("says 'No archived orders found.' when empty", () => {
    render(
      <OrdersTable
        variant="archived"
        orders={[]}
        loading={false}
        selectedIds={new Set()}
        onToggle={noop}
        onToggleAll={noop}
        onViewDesign={noop}
      />,
    );
    expect(screen.getByText("No archived orders found.")).toBeInTheDocument();
  });
});

describe("OrdersTable times", () => {
  it("shows when an order was placed on the shop's clock, with its zone, whatever the browser's zone", () => {
    // A zone no test machine runs in (UTC+14): the browser's own zone would give another day.
    renderUnlocked(
      <ShopTimeZoneProvider timeZone="Pacific/Kiritimati">
        <OrdersTable
          variant="active"
          orders={[makeOrder({ id: 4, createdAt: "2026-11-21T18:30:00.000Z" })]}
          loading={false}
          selectedIds={new Set()}
          onToggle={noop}
          onToggleAll={noop}
          onViewDesign={noop}
        />
      </ShopTimeZoneProvider>,
    );
    expect(screen.getByRole("row", { name: /#4-/ }).querySelector("time")).toHaveTextContent(
      "Nov 22, 2026, 8:30 AM GMT+14",
    );
  });
});

describe("OrdersTable on a phone", () => {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      matches: query === ORDER_CARDS_MEDIA_QUERY,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it("shows one card per order, with its details and every action of a row", async () => {
    const onToggle = jest.fn();
    const onToggleAll = jest.fn();
    const onViewDesign = jest.fn();
    const order = makeOrder({ id: 5, companyName: "Acme Inc", couponCode: "SAVE10", designId: 77 });
    renderTable({ orders: [order, makeOrder({ id: 6 })], onToggle, onToggleAll, onViewDesign });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();

    const cards = within(screen.getByRole("list", { name: "Active orders" })).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const card = cards[0]!;
    for (const text of ["Grace Hopper", "grace@example.com", "Acme Inc", "$92.00", "SAVE10"]) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByText(/^100 × 3" circle/)).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "#5-112126" })).toHaveAttribute("href", "/admin/orders/5");
    expect(within(card).getByRole("combobox", { name: "Status for order #5-112126" })).toHaveValue("paid");
    expect(card.querySelector("time")).toHaveTextContent("Nov 21, 2026, 10:30 AM PST");

    const user = userEvent.setup();
    await user.click(within(card).getByRole("checkbox", { name: "Select order #5-112126" }));
    expect(onToggle).toHaveBeenCalledWith(5, true);
    await user.click(screen.getByRole("checkbox", { name: "Select all orders" }));
    expect(onToggleAll).toHaveBeenCalledWith(true);
    await user.click(within(card).getByRole("button", { name: "View #77" }));
    expect(onViewDesign).toHaveBeenCalledWith(order);
  });

  it("shows a die-cut's shape and finished size on its card", () => {
    const order = makeOrder({
      id: 7,
      stickerType: "die-cut",
      sizeId: null,
      sizeName: 'Die-cut 3" × 2.41"',
      widthInches: 3,
      heightInches: 2.41,
      quantity: 50,
    });
    renderTable({ orders: [order] });
    const card = within(screen.getByRole("list", { name: "Active orders" })).getByRole("listitem");
    expect(within(card).getByText(/^50 × Die-cut 3" × 2.41"/)).toHaveTextContent(
      '50 × Die-cut 3" × 2.41" · Die-cut • 3 × 2.41 in',
    );
  });
});
