/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ArchiveView } from "./archive-view";
import { makeOrder, ok, renderUnlocked, routeFetch } from "@/tests/helpers/admin-ui";

const ARCHIVED = [makeOrder({ id: 7, archived: true }), makeOrder({ id: 6, archived: true })];
const page = (orders = ARCHIVED) => ({ orders, total: orders.length, page: 1, pageSize: 50 });

let confirmSpy: jest.SpyInstance;
beforeEach(() => {
  confirmSpy = jest.spyOn(window, "confirm").mockReturnValue(true);
});
afterEach(() => confirmSpy.mockRestore());

describe("ArchiveView", () => {
  it("lists archived orders with the heading, back link and actions", async () => {
    const { calls } = routeFetch([
      { method: "GET", path: "/api/orders/archived?page=1&pageSize=50", reply: ok(page()) },
    ]);
    renderUnlocked(<ArchiveView />);
    expect(screen.getByRole("heading", { name: "Archived Orders" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Admin" })).toHaveAttribute("href", "/admin");
    expect(screen.getByRole("button", { name: "Refresh" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeInTheDocument();
    expect(await screen.findAllByText("Archived")).toHaveLength(2);
    expect(calls[0]?.headers).toMatchObject({ Authorization: "Bearer test-admin-token" });
  });

  it("restores the selected orders after the exact question and toasts 'Orders Restored'", async () => {
    let restored = false;
    const { calls } = routeFetch([
      {
        method: "GET",
        path: /^\/api\/orders\/archived\?/,
        reply: () => ({ status: 200, body: restored ? page([]) : page() }),
      },
      {
        method: "POST",
        path: "/api/orders/bulk-restore",
        reply: () => {
          restored = true;
          return { status: 200, body: { message: "2 orders restored", count: 2, missingIds: [] } };
        },
      },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<ArchiveView />);
    await user.click(await screen.findByRole("checkbox", { name: "Select all orders" }));
    expect(screen.getByText("| 2 selected")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Restore (2)" }));
    expect(confirmSpy).toHaveBeenCalledWith("Are you sure you want to restore 2 orders to active status?");
    expect(await screen.findByText("Orders Restored")).toBeInTheDocument();
    expect(screen.getByText("2 orders restored")).toBeInTheDocument();
    expect(await screen.findByText("No archived orders found.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ orderIds: [7, 6] });
  });

  it("asks the permanent-delete question and shows the fallback on failure", async () => {
    routeFetch([
      { method: "GET", path: /^\/api\/orders\/archived\?/, reply: ok(page()) },
      { method: "POST", path: "/api/orders/bulk-delete", reply: () => ({ status: 500, body: {} }) },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<ArchiveView />);
    await user.click(await screen.findByRole("checkbox", { name: "Select order #7-112126" }));
    await user.click(screen.getByRole("button", { name: "Delete (1)" }));
    expect(confirmSpy).toHaveBeenCalledWith(
      "Are you sure you want to permanently delete 1 archived orders? This action cannot be undone.",
    );
    expect(await screen.findByText("Failed to delete orders")).toBeInTheDocument();
  });

  it("shows the restore fallback when restoring fails without a message", async () => {
    routeFetch([
      { method: "GET", path: /^\/api\/orders\/archived\?/, reply: ok(page()) },
      { method: "POST", path: "/api/orders/bulk-restore", reply: () => ({ status: 500, body: {} }) },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<ArchiveView />);
    await user.click(await screen.findByRole("checkbox", { name: "Select order #6-112126" }));
    await user.click(screen.getByRole("button", { name: "Restore (1)" }));
    expect(await screen.findByText("Failed to restore orders")).toBeInTheDocument();
  });
});
