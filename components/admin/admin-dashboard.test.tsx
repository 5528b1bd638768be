/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminDashboard } from "./admin-dashboard";
import { answerConfirmation, makeOrder, ok, renderUnlocked, routeFetch, TEST_TOKEN } from "@/tests/helpers/admin-ui";

const ORDERS = [makeOrder({ id: 12 }), makeOrder({ id: 11 }), makeOrder({ id: 10 })];
const ordersPage = (orders = ORDERS, total = orders.length) => ({ orders, total, page: 1, pageSize: 50 });
const SIZES = [{ id: 2, name: '3" circle' }];

// The browser's confirm() is never used: the questions are asked in the shop's own dialog.
let confirmSpy: jest.SpyInstance;
beforeEach(() => {
  confirmSpy = jest.spyOn(window, "confirm").mockReturnValue(true);
});
afterEach(() => {
  expect(confirmSpy).not.toHaveBeenCalled();
  confirmSpy.mockRestore();
});

async function selectTwo(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("checkbox", { name: "Select order #12-112126" }));
  await user.click(screen.getByRole("checkbox", { name: "Select order #11-112126" }));
}

describe("AdminDashboard", () => {
  it("loads the first page with the token and shows the count, links and actions", async () => {
    const { calls } = routeFetch([
      { method: "GET", path: "/api/orders?page=1&pageSize=50", reply: ok(ordersPage(ORDERS, 3)) },
      { method: "GET", path: "/api/sticker-sizes", reply: ok(SIZES) },
    ]);
    renderUnlocked(<AdminDashboard />);
    expect(screen.getByRole("heading", { name: "Admin Dashboard" })).toBeInTheDocument();
    expect(await screen.findByText("3 active orders")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View Archive" })).toHaveAttribute("href", "/admin/archive");
    expect(screen.getByRole("link", { name: "File Health" })).toHaveAttribute("href", "/admin/file-health");
    expect(screen.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/admin/settings");
    expect(screen.getByRole("link", { name: "Catalogue" })).toHaveAttribute("href", "/admin/catalogue");
    for (const name of ["Refresh", "Export CSV", "Manage Affiliates", "Manage Coupons"])
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Archive \(/ })).not.toBeInTheDocument();
    expect(screen.getByText("Page 1 of 1")).toBeInTheDocument();
    const orderCall = calls.find((call) => call.url.startsWith("/api/orders"));
    expect(orderCall?.headers).toMatchObject({ Authorization: `Bearer ${TEST_TOKEN}` });
    // Coupons and affiliates are not fetched until their panel or dialog is opened.
    expect(calls.some((call) => call.url.startsWith("/api/coupons") || call.url.startsWith("/api/affiliates"))).toBe(
      false,
    );
  });

  it("shows Archive (n), Delete (n) and '| n selected' once rows are selected; select-all picks the page", async () => {
    routeFetch([
      { method: "GET", path: /^\/api\/orders\?/, reply: ok(ordersPage()) },
      { method: "GET", path: "/api/sticker-sizes", reply: ok(SIZES) },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<AdminDashboard />);
    await selectTwo(user);
    expect(screen.getByText("| 2 selected")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Archive (2)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete (2)" })).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Select all orders" }));
    expect(screen.getByText("| 3 selected")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Select all orders" }));
    expect(screen.queryByText(/selected/)).not.toBeInTheDocument();
  });

  it("asks the exact archive question, posts the ids and toasts the server's message", async () => {
    let archived = false;
    const { calls } = routeFetch([
      {
        method: "GET",
        path: /^\/api\/orders\?/,
        reply: () => ({ status: 200, body: archived ? ordersPage([ORDERS[2]!]) : ordersPage() }),
      },
      { method: "GET", path: "/api/sticker-sizes", reply: ok(SIZES) },
      {
        method: "POST",
        path: "/api/orders/bulk-archive",
        reply: () => {
          archived = true;
          return { status: 200, body: { message: "2 orders archived", count: 2, missingIds: [] } };
        },
      },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<AdminDashboard />);
    await selectTwo(user);
    await user.click(screen.getByRole("button", { name: "Archive (2)" }));
    await answerConfirmation(user, "Are you sure you want to archive 2 orders?", "Archive");
    expect(await screen.findByText("Orders Archived")).toBeInTheDocument();
    expect(screen.getByText("2 orders archived")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ orderIds: [12, 11] });
    expect(await screen.findByText("1 active orders")).toBeInTheDocument();
    expect(screen.queryByText(/selected/)).not.toBeInTheDocument();
  });

  it("asks the exact delete question and does nothing when it is declined", async () => {
    const { calls } = routeFetch([
      { method: "GET", path: /^\/api\/orders\?/, reply: ok(ordersPage()) },
      { method: "GET", path: "/api/sticker-sizes", reply: ok(SIZES) },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<AdminDashboard />);
    await selectTwo(user);
    await user.click(screen.getByRole("button", { name: "Delete (2)" }));
    await answerConfirmation(user, "Are you sure you want to delete 2 orders? This action cannot be undone.", "Cancel");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    expect(screen.getByText("| 2 selected")).toBeInTheDocument();
  });

  it("shows 'Error' with the server message, or the fallback, when a bulk delete fails", async () => {
    let answer: { status: number; body: unknown } = { status: 400, body: { message: "orderIds must not be empty" } };
    routeFetch([
      { method: "GET", path: /^\/api\/orders\?/, reply: ok(ordersPage()) },
      { method: "GET", path: "/api/sticker-sizes", reply: ok(SIZES) },
      { method: "POST", path: "/api/orders/bulk-delete", reply: () => answer },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<AdminDashboard />);
    await selectTwo(user);
    const question = "Are you sure you want to delete 2 orders? This action cannot be undone.";
    await user.click(screen.getByRole("button", { name: "Delete (2)" }));
    const dialog = await answerConfirmation(user, question, "Delete");
    // In the 'Error' toast and in the dialog, which stays open.
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("orderIds must not be empty");
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(screen.getAllByText("orderIds must not be empty")).toHaveLength(2);
    answer = { status: 500, body: {} };
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await within(dialog).findByText("Failed to delete orders")).toBeInTheDocument();
  });

  it("changes an order's status with PATCH after the confirmation and toasts 'Status Updated'", async () => {
    const { calls } = routeFetch([
      { method: "GET", path: /^\/api\/orders\?/, reply: ok(ordersPage()) },
      { method: "GET", path: "/api/sticker-sizes", reply: ok(SIZES) },
      {
        method: "PATCH",
        path: "/api/orders/11/status",
        reply: (body) => ({
          status: 200,
          body: {
            order: makeOrder({ id: 11, status: (body as { status: string }).status }),
            message: "Order status updated to shipped",
          },
        }),
      },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<AdminDashboard />);
    const select = await screen.findByRole("combobox", { name: "Status for order #11-112126" });
    await user.selectOptions(select, "shipped");
    await user.click(await screen.findByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Status Updated")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({
      status: "shipped",
      carrier: null,
      trackingNumber: null,
    });
    expect(select).toHaveValue("shipped");
    expect(
      within(screen.getByRole("row", { name: /#11-112126/ })).getByText("Shipped", { selector: "span" }),
    ).toBeInTheDocument();
  });

  it("keeps the old status and shows the fallback when the change fails", async () => {
    routeFetch([
      { method: "GET", path: /^\/api\/orders\?/, reply: ok(ordersPage()) },
      { method: "GET", path: "/api/sticker-sizes", reply: ok(SIZES) },
      { method: "PATCH", path: "/api/orders/11/status", reply: () => ({ status: 502, body: "" }) },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<AdminDashboard />);
    const select = await screen.findByRole("combobox", { name: "Status for order #11-112126" });
    await user.selectOptions(select, "cancelled");
    expect(await screen.findByText("Failed to update order status")).toBeInTheDocument();
    expect(select).toHaveValue("paid");
  });

  it("pages on the server with Previous and Next, following the answers' cursors", async () => {
    const { calls } = routeFetch([
      {
        method: "GET",
        path: /^\/api\/orders\?page=1&/,
        reply: ok({ orders: ORDERS, total: 120, page: 1, pageSize: 50, nextCursor: "after-p1", prevCursor: null }),
      },
      {
        method: "GET",
        path: /^\/api\/orders\?page=2&/,
        reply: ok({
          orders: [makeOrder({ id: 2 })],
          total: 120,
          page: 2,
          pageSize: 50,
          nextCursor: "after-p2",
          prevCursor: "before-p2",
        }),
      },
      { method: "GET", path: "/api/sticker-sizes", reply: ok(SIZES) },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<AdminDashboard />);
    expect(await screen.findByText("Page 1 of 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 2 of 3")).toBeInTheDocument();
    expect(await screen.findByRole("checkbox", { name: "Select order #2-112126" })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain("/api/orders?page=2&pageSize=50&cursor=after-p1");
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByText("Page 1 of 3")).toBeInTheDocument();
    expect(calls.map((call) => call.url).at(-1)).toBe("/api/orders?page=1&pageSize=50&cursor=before-p2");
  });

  it("toggles the coupon panel and fetches coupons only then", async () => {
    const { calls } = routeFetch([
      { method: "GET", path: /^\/api\/orders\?/, reply: ok(ordersPage([])) },
      { method: "GET", path: "/api/sticker-sizes", reply: ok(SIZES) },
      { method: "GET", path: "/api/coupons", reply: ok([]) },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<AdminDashboard />);
    expect(await screen.findByText("No orders found")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Manage Coupons" }));
    expect(await screen.findByText("No coupons found")).toBeInTheDocument();
    expect(calls.filter((call) => call.url === "/api/coupons")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Hide Coupons" }));
    expect(screen.queryByText("No coupons found")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Manage Coupons" })).toBeInTheDocument();
  });

  it("opens the affiliate dialog and fetches affiliates only then", async () => {
    const { calls } = routeFetch([
      { method: "GET", path: /^\/api\/orders\?/, reply: ok(ordersPage([])) },
      { method: "GET", path: "/api/sticker-sizes", reply: ok(SIZES) },
      { method: "GET", path: "/api/affiliates", reply: ok([]) },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<AdminDashboard />);
    await screen.findByText("No orders found");
    expect(calls.some((call) => call.url === "/api/affiliates")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Manage Affiliates" }));
    const dialog = await screen.findByRole("dialog", { name: "Affiliate Management" });
    expect(within(dialog).getByText("Manage affiliate partners and track their performance")).toBeInTheDocument();
    expect(await within(dialog).findByText("No affiliates found")).toBeInTheDocument();
    expect(calls.filter((call) => call.url === "/api/affiliates")).toHaveLength(1);
  });

  it("shows the KPI row from /api/admin/order-stats", async () => {
    routeFetch([
      { method: "GET", path: /^\/api\/orders\?/, reply: ok(ordersPage()) },
      { method: "GET", path: "/api/sticker-sizes", reply: ok(SIZES) },
      {
        method: "GET",
        path: "/api/admin/order-stats",
        reply: ok({
          toPrint: 4,
          proofsToSend: 3,
          toShip: 2,
          revenueToday: "92.00",
          revenueLast30Days: "1234.50",
          timeZone: "UTC",
        }),
      },
    ]);
    renderUnlocked(<AdminDashboard />);
    const figures = await screen.findByRole("region", { name: "Order figures" });
    await waitFor(() => expect(within(figures).getByText("$1,234.50")).toBeInTheDocument());
    const value = (label: string) => within(figures).getByText(label).nextElementSibling?.textContent;
    expect(value("To print")).toBe("4");
    expect(value("Proofs to send")).toBe("3");
    expect(value("To ship")).toBe("2");
    expect(value("Revenue today")).toBe("$92.00");
    expect(value("Revenue, last 30 days")).toBe("$1,234.50");
  });

  it("searches (debounced), filters and sorts on the server and keeps them in the address bar", async () => {
    window.history.replaceState(null, "", "/admin?status=shipped");
    const { calls } = routeFetch([
      { method: "GET", path: /^\/api\/orders\?/, reply: ok(ordersPage()) },
      { method: "GET", path: "/api/sticker-sizes", reply: ok(SIZES) },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<AdminDashboard />);
    const orderUrls = () => calls.filter((call) => call.url.startsWith("/api/orders?")).map((call) => call.url);
    await screen.findByText("3 active orders");
    expect(orderUrls()).toEqual(["/api/orders?page=1&pageSize=50&status=shipped"]);
    const status = screen.getByRole("combobox", { name: "Status" });
    expect(status).toHaveValue("shipped");
    expect(
      within(status)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Paid and later",
      "Awaiting payment",
      "Paid",
      "Processing",
      "Shipped",
      "Delivered",
      "Cancelled",
      "Expired",
    ]);

    await user.selectOptions(status, "Awaiting payment");
    await waitFor(() => expect(orderUrls().at(-1)).toBe("/api/orders?page=1&pageSize=50&status=pending"));
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort" }), "Total: high to low");
    await waitFor(() =>
      expect(orderUrls().at(-1)).toBe("/api/orders?page=1&pageSize=50&status=pending&sort=total_desc"),
    );
    const before = orderUrls().length;
    await user.type(screen.getByRole("searchbox", { name: "Search orders" }), "Ann Smith");
    // One request once typing pauses, not one per key.
    await waitFor(() =>
      expect(orderUrls().at(-1)).toBe("/api/orders?page=1&pageSize=50&q=Ann+Smith&status=pending&sort=total_desc"),
    );
    expect(orderUrls().length).toBe(before + 1);
    expect(window.location.search).toBe("?q=Ann+Smith&status=pending&sort=total_desc");
    await user.selectOptions(status, "Paid and later");
    await waitFor(() => expect(window.location.search).toBe("?q=Ann+Smith&sort=total_desc"));
    window.history.replaceState(null, "", "/");
  });

  it("filters by proof state on the server and keeps the filter in the address bar", async () => {
    window.history.replaceState(null, "", "/admin?proof=changes_requested");
    const { calls } = routeFetch([
      { method: "GET", path: /^\/api\/orders\?/, reply: ok(ordersPage()) },
      { method: "GET", path: "/api/sticker-sizes", reply: ok(SIZES) },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<AdminDashboard />);
    const orderUrls = () => calls.filter((call) => call.url.startsWith("/api/orders?")).map((call) => call.url);
    await screen.findByText("3 active orders");
    expect(orderUrls()).toEqual(["/api/orders?page=1&pageSize=50&proof=changes_requested"]);
    const proof = screen.getByRole("combobox", { name: "Proof" });
    expect(proof).toHaveValue("changes_requested");
    expect(
      within(proof)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Any proof state", "No proof yet", "Proof sent", "Approved", "Changes requested"]);

    await user.selectOptions(proof, "Proof sent");
    await waitFor(() => expect(orderUrls().at(-1)).toBe("/api/orders?page=1&pageSize=50&proof=sent"));
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Paid");
    await waitFor(() => expect(orderUrls().at(-1)).toBe("/api/orders?page=1&pageSize=50&status=paid&proof=sent"));
    expect(window.location.search).toBe("?status=paid&proof=sent");
    await user.selectOptions(proof, "Any proof state");
    await waitFor(() => expect(window.location.search).toBe("?status=paid"));
    window.history.replaceState(null, "", "/");
  });

  it("ignores an unknown proof state in the address bar", async () => {
    window.history.replaceState(null, "", "/admin?proof=superseded");
    const { calls } = routeFetch([
      { method: "GET", path: /^\/api\/orders\?/, reply: ok(ordersPage()) },
      { method: "GET", path: "/api/sticker-sizes", reply: ok(SIZES) },
    ]);
    renderUnlocked(<AdminDashboard />);
    await screen.findByText("3 active orders");
    expect(calls.filter((call) => call.url.startsWith("/api/orders?")).map((call) => call.url)).toEqual([
      "/api/orders?page=1&pageSize=50",
    ]);
    expect(screen.getByRole("combobox", { name: "Proof" })).toHaveValue("");
    window.history.replaceState(null, "", "/");
  });

  it("marks the selected orders shipped after a confirmation naming the e-mail and the number of customers", async () => {
    const orders = [
      // Ann's two orders were placed in one checkout: one e-mail covers both.
      makeOrder({ id: 12, customerEmail: "ann@example.com", checkoutId: "pay_ann" }),
      makeOrder({ id: 11, customerEmail: "ANN@example.com", checkoutId: "pay_ann" }),
      makeOrder({ id: 10, customerEmail: "bob@example.com", status: "shipped" }),
    ];
    const { calls } = routeFetch([
      { method: "GET", path: /^\/api\/orders\?/, reply: ok(ordersPage(orders)) },
      { method: "GET", path: "/api/sticker-sizes", reply: ok(SIZES) },
      {
        method: "POST",
        path: "/api/orders/bulk-status",
        reply: ok({
          message: "Marked 2 orders as shipped; 1 customer e-mail sent",
          count: 2,
          unchangedIds: [10],
          missingIds: [],
          emails: 1,
        }),
      },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<AdminDashboard />);
    await user.click(await screen.findByRole("checkbox", { name: "Select all orders" }));
    expect(screen.getByRole("button", { name: "Mark processing (3)" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Mark shipped (3)" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark 2 orders as shipped?" });
    expect(dialog).toHaveTextContent(
      "Send “Your order has shipped” to 1 customer (1 e-mail, one per checkout)? 1 order already shipped: left unchanged.",
    );
    expect(within(dialog).queryByLabelText("Tracking number")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Mark shipped (3)" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Marked 2 orders as shipped; 1 customer e-mail sent")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ orderIds: [12, 11, 10], status: "shipped" });
    await waitFor(() => expect(screen.queryByText(/selected/)).not.toBeInTheDocument());
  });

  it("locks the page again when the token is refused", async () => {
    const lock = jest.fn();
    routeFetch([
      { method: "GET", path: /^\/api\/orders\?/, reply: () => ({ status: 401, body: { message: "Unauthorized" } }) },
      { method: "GET", path: "/api/sticker-sizes", reply: ok(SIZES) },
    ]);
    renderUnlocked(<AdminDashboard />, lock);
    await waitFor(() => expect(lock).toHaveBeenCalled());
    expect(screen.queryByText("Unauthorized")).not.toBeInTheDocument();
  });
});
