/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OrdersTable } from "./orders-table";
import { makeOrder } from "@/tests/helpers/admin-ui";

const noop = () => undefined;

function renderTable(props: Partial<React.ComponentProps<typeof OrdersTable>> = {}) {
  return render(
    <OrdersTable
      variant="active"
      orders={[]}
      loading={false}
      selectedIds={new Set()}
      onToggle={noop}
      onToggleAll={noop}
      onViewDesign={noop}
      onStatusChange={noop}
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
      sizeName: null,
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
    renderTable({ orders: [makeOrder({ id: 8, status: "pending", amountMismatch: mismatch }), makeOrder({ id: 9 })] });
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
    renderTable({ orders: [makeOrder({ sizeId: 4, sizeName: null })], sizeNames: new Map([[4, '4"']]) });
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

  it("reports row and select-all checkboxes, status changes and design clicks", async () => {
    const onToggle = jest.fn();
    const onToggleAll = jest.fn();
    const onStatusChange = jest.fn();
    const onViewDesign = jest.fn();
    const order = makeOrder({ id: 9, designId: 12 });
    const user = userEvent.setup();
    renderTable({ orders: [order, makeOrder({ id: 10 })], onToggle, onToggleAll, onStatusChange, onViewDesign });
    await user.click(screen.getByRole("checkbox", { name: "Select order #9-112126" }));
    expect(onToggle).toHaveBeenCalledWith(9, true);
    await user.click(screen.getByRole("checkbox", { name: "Select all orders" }));
    expect(onToggleAll).toHaveBeenCalledWith(true);
    await user.selectOptions(screen.getByRole("combobox", { name: "Status for order #9-112126" }), "delivered");
    expect(onStatusChange).toHaveBeenCalledWith(order, "delivered");
    await user.click(screen.getByRole("button", { name: "View #12" }));
    expect(onViewDesign).toHaveBeenCalledWith(order);
  });

  it("marks select-all as mixed when some rows are selected", () => {
    renderTable({ orders: [makeOrder({ id: 1 }), makeOrder({ id: 2 })], selectedIds: new Set([1]) });
    expect(screen.getByRole("checkbox", { name: "Select all orders" })).toHaveAttribute("aria-checked", "mixed");
    expect(screen.getByRole("checkbox", { name: "Select order #1-112126" })).toBeChecked();
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
    render(
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
