/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ArchiveView } from "./archive-view";
import { answerConfirmation, makeOrder, ok, renderUnlocked, routeFetch } from "@/tests/helpers/admin-ui";

const ARCHIVED = [makeOrder({ id: 7, archived: true }), makeOrder({ id: 6, archived: true })];
const page = (orders = ARCHIVED) => ({ orders, total: orders.length, page: 1, pageSize: 50 });

// The browser's confirm() is never used: the questions are asked in the shop's own dialog.
let confirmSpy: jest.SpyInstance;
beforeEach(() => {
  confirmSpy = jest.spyOn(window, "confirm").mockReturnValue(true);
});
afterEach(() => {
  expect(confirmSpy).not.toHaveBeenCalled();
  confirmSpy.mockRestore();
});

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
    await answerConfirmation(user, "Are you sure you want to restore 2 orders to active status?", "Restore");
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
    const dialog = await answerConfirmation(
      user,
      "Are you sure you want to permanently delete 1 archived orders? This action cannot be undone.",
      "Delete",
    );
    // Said in the dialog (which stays open) and in the 'Error' toast.
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Failed to delete orders");
    expect(screen.getAllByText("Failed to delete orders")).toHaveLength(2);
  });

  it("shows why a paid order cannot be deleted, in the dialog and the toast, and Cancel closes it", async () => {
    const reason =
      "Order #7-112126 was paid, so it cannot be deleted. It stays in the archive with its payment records.";
    routeFetch([
      { method: "GET", path: /^\/api\/orders\/archived\?/, reply: ok(page()) },
      { method: "POST", path: "/api/orders/bulk-delete", reply: () => ({ status: 409, body: { message: reason } }) },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<ArchiveView />);
    await user.click(await screen.findByRole("checkbox", { name: "Select order #7-112126" }));
    await user.click(screen.getByRole("button", { name: "Delete (1)" }));
    const dialog = await answerConfirmation(
      user,
      "Are you sure you want to permanently delete 1 archived orders? This action cannot be undone.",
      "Delete",
    );
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(reason);
    expect(screen.getByText("Error")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByText("| 1 selected")).toBeInTheDocument();
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
    await answerConfirmation(user, "Are you sure you want to restore 1 orders to active status?", "Restore");
    expect((await screen.findAllByText("Failed to restore orders")).length).toBeGreaterThan(0);
  });
});
