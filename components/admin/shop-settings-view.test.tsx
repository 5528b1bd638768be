/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ShopSettingsView } from "./shop-settings-view";
import { ok, renderUnlocked, routeFetch } from "@/tests/helpers/admin-ui";

// Radix's Switch measures its hidden form input; jsdom has no ResizeObserver.
beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const PLATE = { whitePlateName: "White", whitePlateChokePoints: 0.5, thruCutName: "Thru-cut" };

const DEFAULTS = {
  autoApproveProofs: false,
  notificationEmail: null,
  printMaxDpi: 600,
  whitePlateName: "White",
  whitePlateChokePoints: 0.5,
  thruCutName: "Thru-cut",
  defaultNotificationEmail: "orders@shop.test",
};

describe("ShopSettingsView", () => {
  it("shows the settings, off by default, with the sender's address as the e-mail placeholder", async () => {
    routeFetch([{ method: "GET", path: "/api/admin/settings", reply: ok(DEFAULTS) }]);
    renderUnlocked(<ShopSettingsView />);
    const toggle = await screen.findByRole("switch", { name: "Approve proofs automatically" });
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(
      screen.getByText(
        "Orders paid from now on skip the proof step and can go straight to printing (orders already waiting keep waiting: approve those from their detail page).",
      ),
    ).toBeInTheDocument();
    const email = screen.getByRole("textbox", { name: "Notification e-mail" });
    expect(email).toHaveValue("");
    expect(email).toHaveAttribute("placeholder", "orders@shop.test");
    expect(screen.getByRole("button", { name: "Save Settings" })).toBeDisabled();
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/admin");
    expect(screen.queryByText(/cannot receive e-mail/)).not.toBeInTheDocument();
  });

  it("warns when the sender's address cannot receive the notices and no address is set", async () => {
    routeFetch([
      {
        method: "GET",
        path: "/api/admin/settings",
        reply: ok({ ...DEFAULTS, defaultNotificationEmail: "orders@localhost" }),
      },
    ]);
    renderUnlocked(<ShopSettingsView />);
    expect(
      await screen.findByText(/^orders@localhost cannot receive e-mail: enter an address here/),
    ).toBeInTheDocument();
  });

  it("does not warn once a notification address is set", async () => {
    routeFetch([
      {
        method: "GET",
        path: "/api/admin/settings",
        reply: ok({ ...DEFAULTS, notificationEmail: "studio@shop.test", defaultNotificationEmail: "orders@localhost" }),
      },
    ]);
    renderUnlocked(<ShopSettingsView />);
    expect(await screen.findByRole("textbox", { name: "Notification e-mail" })).toHaveValue("studio@shop.test");
    expect(screen.queryByText(/cannot receive e-mail/)).not.toBeInTheDocument();
  });

  it("saves the switch and the e-mail with PATCH and shows what the server stored", async () => {
    const { calls } = routeFetch([
      { method: "GET", path: "/api/admin/settings", reply: ok(DEFAULTS) },
      {
        method: "PATCH",
        path: "/api/admin/settings",
        reply: () => ({
          status: 200,
          body: { ...DEFAULTS, autoApproveProofs: true, notificationEmail: "proofs@shop.test" },
        }),
      },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<ShopSettingsView />);
    await user.click(await screen.findByRole("switch", { name: "Approve proofs automatically" }));
    await user.type(screen.getByRole("textbox", { name: "Notification e-mail" }), " proofs@shop.test ");
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Settings Saved")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PATCH").map((call) => call.body)).toEqual([
      { autoApproveProofs: true, notificationEmail: "proofs@shop.test", printMaxDpi: 600, ...PLATE },
    ]);
    expect(screen.getByRole("switch", { name: "Approve proofs automatically" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    expect(screen.getByRole("textbox", { name: "Notification e-mail" })).toHaveValue("proofs@shop.test");
    await waitFor(() => expect(screen.getByRole("button", { name: "Save Settings" })).toBeDisabled());
  });

  it("saves the print resolution as a number, and refuses one outside 300-1200 DPI next to the field", async () => {
    const { calls } = routeFetch([
      { method: "GET", path: "/api/admin/settings", reply: ok(DEFAULTS) },
      {
        method: "PATCH",
        path: "/api/admin/settings",
        reply: () => ({ status: 200, body: { ...DEFAULTS, printMaxDpi: 300 } }),
      },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<ShopSettingsView />);
    const field = await screen.findByRole("spinbutton", { name: "Print resolution (DPI)" });
    expect(field).toHaveValue(600);
    await user.clear(field);
    await user.type(field, "2400");
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Print resolution must be from 300 to 1200 DPI")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);
    await user.clear(field);
    await user.type(field, "300");
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Settings Saved")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PATCH").map((call) => call.body)).toEqual([
      { autoApproveProofs: false, notificationEmail: null, printMaxDpi: 300, ...PLATE },
    ]);
  });

  it("saves the sheet outline's name, and refuses CutContour or the White plate's name next to the field", async () => {
    const { calls } = routeFetch([
      { method: "GET", path: "/api/admin/settings", reply: ok(DEFAULTS) },
      {
        method: "PATCH",
        path: "/api/admin/settings",
        reply: () => ({ status: 200, body: { ...DEFAULTS, thruCutName: "ThroughCut" } }),
      },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<ShopSettingsView />);
    const field = await screen.findByRole("textbox", { name: "Sheet outline name" });
    expect(field).toHaveValue("Thru-cut");
    await user.clear(field);
    await user.type(field, "CutContour");
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(
      await screen.findByText("Sheet outline name cannot be CutContour: that is the stickers' kiss-cut"),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, "white");
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(
      await screen.findByText(
        "The sheet outline's spot colour must differ from the White plate's (a RIP would put both on one plate)",
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);
    await user.clear(field);
    await user.type(field, "ThroughCut");
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Settings Saved")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PATCH").map((call) => call.body)).toEqual([
      { autoApproveProofs: false, notificationEmail: null, printMaxDpi: 600, ...PLATE, thruCutName: "ThroughCut" },
    ]);
    expect(screen.getByRole("textbox", { name: "Sheet outline name" })).toHaveValue("ThroughCut");
  });

  it("shows a bad e-mail next to the field and sends nothing", async () => {
    const { calls } = routeFetch([{ method: "GET", path: "/api/admin/settings", reply: ok(DEFAULTS) }]);
    const user = userEvent.setup();
    renderUnlocked(<ShopSettingsView />);
    await user.type(await screen.findByRole("textbox", { name: "Notification e-mail" }), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Please enter a valid e-mail address")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);
  });

  it("toasts the server's message when saving fails and keeps the typed values", async () => {
    routeFetch([
      { method: "GET", path: "/api/admin/settings", reply: ok(DEFAULTS) },
      { method: "PATCH", path: "/api/admin/settings", reply: () => ({ status: 400, body: { message: "Nope" } }) },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<ShopSettingsView />);
    await user.click(await screen.findByRole("switch", { name: "Approve proofs automatically" }));
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Nope")).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Approve proofs automatically" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  });

  it("says so when the settings cannot be loaded", async () => {
    routeFetch([]);
    renderUnlocked(<ShopSettingsView />);
    expect(
      await screen.findByText("The settings could not be loaded. Reload the page to try again."),
    ).toBeInTheDocument();
  });
});
