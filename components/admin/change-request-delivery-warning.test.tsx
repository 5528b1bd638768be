/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import { AdminDashboard } from "./admin-dashboard";
import { ChangeRequestDeliveryWarning } from "./change-request-delivery-warning";
import { ok, renderUnlocked, routeFetch } from "@/tests/helpers/admin-ui";

// With the default sender (orders@localhost) and no notification address, change requests on proofs
// fail in the queue for ever: the dashboard says so (the settings page's own check), until fixed.
const UNDELIVERABLE = {
  autoApproveProofs: false,
  notificationEmail: null,
  defaultNotificationEmail: "orders@localhost",
};

describe("ChangeRequestDeliveryWarning", () => {
  it("warns on the dashboard while change requests cannot be delivered, with a link to Settings", async () => {
    routeFetch([
      { method: "GET", path: "/api/admin/settings", reply: ok(UNDELIVERABLE) },
      { method: "GET", path: /^\/api\/orders\?/, reply: ok({ orders: [], total: 0, page: 1, pageSize: 50 }) },
    ]);
    renderUnlocked(<AdminDashboard />);
    const warning = await screen.findByRole("alert", { name: "Change requests cannot reach you" });
    expect(warning).toHaveTextContent(
      "Customers' change requests on proofs are e-mailed to orders@localhost, which cannot receive e-mail, so they are never delivered. Enter a notification e-mail in Settings.",
    );
    expect(within(warning).getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/admin/settings");
  });

  it.each([
    ["a notification address is set", { ...UNDELIVERABLE, notificationEmail: "owner@shop.example" }],
    ["the sender address can receive mail", { ...UNDELIVERABLE, defaultNotificationEmail: "orders@shop.example" }],
  ])("says nothing when %s", async (_case, settings) => {
    const { calls } = routeFetch([{ method: "GET", path: "/api/admin/settings", reply: ok(settings) }]);
    renderUnlocked(<ChangeRequestDeliveryWarning />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("alert", { name: "Change requests cannot reach you" })).toBeNull();
  });

  it("says nothing when the settings cannot be read", async () => {
    const { calls } = routeFetch([]);
    renderUnlocked(<ChangeRequestDeliveryWarning />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
