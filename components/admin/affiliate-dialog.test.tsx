/** @jest-environment jsdom */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "@/components/ui/toaster";
import type { AdminAffiliate } from "@/lib/client/admin-types";
import { AffiliateCard } from "./affiliate-card";
import { AffiliateDialog } from "./affiliate-dialog";
import { answerConfirmation, ok, renderUnlocked, routeFetch } from "@/tests/helpers/admin-ui";

// Radix's Switch measures its hidden form input; jsdom has no ResizeObserver.
beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const affiliate = (overrides: Partial<AdminAffiliate> = {}): AdminAffiliate => ({
  id: 3,
  code: "PARTNER15",
  name: "Pat Partner",
  email: "pat@example.com",
  commissionType: "percentage",
  commissionRate: 0.15,
  customerDiscountType: "percentage",
  customerDiscountRate: 0.05,
  maxCustomerDiscount: null,
  isActive: true,
  totalEarnings: "12.34",
  totalOrders: 4,
  createdAt: "2026-10-02T15:00:00.000Z",
  lastPayout: null,
  totalPaidOut: "0.00",
  ...overrides,
});

function renderCard(overrides: Partial<AdminAffiliate> = {}) {
  const handlers = { onToggleActive: jest.fn(), onResetPayout: jest.fn(), onDelete: jest.fn() };
  render(
    <>
      <AffiliateCard affiliate={affiliate(overrides)} origin="https://shop.example" busyAction={null} {...handlers} />
      <Toaster />
    </>,
  );
  return { card: screen.getByRole("article", { name: overrides.name ?? "Pat Partner" }), ...handlers };
}

function stat(card: HTMLElement, label: string) {
  return within(card).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
}

describe("AffiliateCard", () => {
  it("formats a percentage commission with one decimal and a percentage discount as whole percent", () => {
    const { card } = renderCard();
    expect(within(card).getByText("15.0%")).toBeInTheDocument();
    expect(within(card).getByText("Active")).toBeInTheDocument();
    expect(within(card).getByText("PARTNER15")).toBeInTheDocument();
    expect(within(card).getByText("pat@example.com")).toBeInTheDocument();
    expect(stat(card, "Total Earnings")).toBe("$12.34");
    expect(stat(card, "Total Orders")).toBe("4");
    expect(stat(card, "Customer Discount")).toBe("5%");
    expect(stat(card, "Joined")).toMatch(/2026/);
    expect(within(card).getByLabelText("Affiliate Link")).toHaveValue("https://shop.example/affiliate-partner15");
    expect(within(card).getByLabelText("Affiliate Link")).toHaveAttribute("readonly");
    expect(within(card).getByRole("button", { name: "Deactivate" })).toBeInTheDocument();
  });

  it("formats a flat commission and a fixed discount in dollars, and no discount as 'None'", () => {
    const { card } = renderCard({
      commissionType: "flat",
      commissionRate: 5,
      customerDiscountType: "fixed",
      customerDiscountRate: 5,
    });
    expect(within(card).getByText("$5.00", { selector: "p" })).toBeInTheDocument();
    expect(stat(card, "Customer Discount")).toBe("$5.00");
    const { card: second } = renderCard({
      id: 4,
      name: "No Discount",
      code: "NODISC",
      customerDiscountRate: null,
      isActive: false,
      commissionRate: 0.125,
    });
    expect(stat(second, "Customer Discount")).toBe("None");
    expect(within(second).getByText("12.5%")).toBeInTheDocument();
    expect(within(second).getByText("Inactive")).toBeInTheDocument();
    expect(within(second).getByRole("button", { name: "Activate" })).toBeInTheDocument();
  });

  it("copies the link to the clipboard and says so", async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    const { card } = renderCard();
    await user.click(within(card).getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith("https://shop.example/affiliate-partner15");
    expect(await screen.findByText("Copied!")).toBeInTheDocument();
    expect(screen.getByText("Affiliate link copied to clipboard")).toBeInTheDocument();
  });
});

describe("AffiliateDialog", () => {
  // The browser's confirm() is never used: the questions are asked in the shop's own dialog.
  let confirmSpy: jest.SpyInstance;
  beforeEach(() => {
    confirmSpy = jest.spyOn(window, "confirm").mockReturnValue(true);
  });
  afterEach(() => {
    expect(confirmSpy).not.toHaveBeenCalled();
    confirmSpy.mockRestore();
  });

  it("does not fetch while closed", () => {
    const { calls } = routeFetch([]);
    renderUnlocked(<AffiliateDialog open={false} onOpenChange={() => undefined} />);
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("toggles the Add Affiliate form and creates an affiliate with the shared schema's values", async () => {
    let created = false;
    const { calls } = routeFetch([
      {
        method: "GET",
        path: "/api/affiliates",
        reply: () => ({ status: 200, body: created ? [affiliate({ code: "NEWPAL", name: "New Pal" })] : [] }),
      },
      {
        method: "POST",
        path: "/api/affiliates",
        reply: (body) => {
          created = true;
          return { status: 201, body: affiliate({ ...(body as object), id: 8 }) };
        },
      },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<AffiliateDialog open onOpenChange={() => undefined} />);
    const dialog = screen.getByRole("dialog", { name: "Affiliate Management" });
    expect(await within(dialog).findByText("No affiliates found")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Add Affiliate" }));
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    const code = within(dialog).getByLabelText("Affiliate Code");
    await user.type(code, "newpal");
    expect(code).toHaveValue("NEWPAL");
    await user.type(within(dialog).getByLabelText("Name"), "New Pal");
    await user.type(within(dialog).getByLabelText("Email"), "pal@example.com");
    expect(within(dialog).getByText("0.15 = 15%")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Commission Rate")).toHaveAttribute("step", "0.01");
    await user.selectOptions(within(dialog).getByLabelText("Commission Type"), "Flat Rate");
    expect(within(dialog).queryByText("0.15 = 15%")).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Commission Rate"), "5");
    expect(within(dialog).getByText("0.05 = 5%")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Customer Discount"), "0.1");
    expect(within(dialog).getByRole("switch", { name: "Active" })).toBeChecked();
    await user.click(within(dialog).getByRole("switch", { name: "Active" }));
    await user.click(within(dialog).getByRole("button", { name: "Create Affiliate" }));
    expect(await screen.findByText("Success")).toBeInTheDocument();
    expect(await within(dialog).findByRole("article", { name: "New Pal" })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Affiliate Code")).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      code: "NEWPAL",
      name: "New Pal",
      email: "pal@example.com",
      commissionType: "flat",
      commissionRate: 5,
      customerDiscountType: "percentage",
      customerDiscountRate: 0.1,
      maxCustomerDiscount: null,
      isActive: false,
    });
  });

  it("shows the server's message when creating fails", async () => {
    routeFetch([
      { method: "GET", path: "/api/affiliates", reply: ok([]) },
      {
        method: "POST",
        path: "/api/affiliates",
        reply: () => ({ status: 409, body: { message: "An affiliate with this code already exists" } }),
      },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<AffiliateDialog open onOpenChange={() => undefined} />);
    const dialog = screen.getByRole("dialog", { name: "Affiliate Management" });
    await within(dialog).findByText("No affiliates found");
    await user.click(within(dialog).getByRole("button", { name: "Add Affiliate" }));
    await user.type(within(dialog).getByLabelText("Affiliate Code"), "dup");
    await user.type(within(dialog).getByLabelText("Name"), "Dup");
    await user.type(within(dialog).getByLabelText("Email"), "dup@example.com");
    await user.type(within(dialog).getByLabelText("Commission Rate"), "0.1");
    await user.click(within(dialog).getByRole("button", { name: "Create Affiliate" }));
    expect(await screen.findByText("An affiliate with this code already exists")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Affiliate Code")).toBeInTheDocument();
  });

  it("deactivates, resets the payout and deletes with the exact confirmations", async () => {
    const { calls } = routeFetch([
      { method: "GET", path: "/api/affiliates", reply: ok([affiliate()]) },
      { method: "PATCH", path: "/api/affiliates/3", reply: ok({ ...affiliate(), isActive: false }) },
      {
        method: "POST",
        path: "/api/affiliates/3/reset-payout",
        reply: ok({ message: "Payout for Pat Partner reset to $0.00" }),
      },
      { method: "DELETE", path: "/api/affiliates/3", reply: ok({ message: "Affiliate deleted successfully" }) },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<AffiliateDialog open onOpenChange={() => undefined} />);
    const card = await screen.findByRole("article", { name: "Pat Partner" });

    await user.click(within(card).getByRole("button", { name: "Deactivate" }));
    await waitFor(() => expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ isActive: false }));

    await user.click(within(card).getByRole("button", { name: "Reset Payout" }));
    await answerConfirmation(
      user,
      "Are you sure you want to reset the payout for 'Pat Partner' to $0.00? This will help you track which affiliates you've actually paid.",
      "Reset payout",
    );
    expect(await screen.findByText("Payout Reset")).toBeInTheDocument();
    expect(screen.getByText("Payout for Pat Partner reset to $0.00")).toBeInTheDocument();

    await user.click(
      within(screen.getByRole("article", { name: "Pat Partner" })).getByRole("button", { name: "Delete" }),
    );
    await answerConfirmation(
      user,
      "Are you sure you want to delete affiliate 'Pat Partner' (PARTNER15)? This action cannot be undone.",
      "Delete",
    );
    expect(await screen.findByText("Affiliate deleted successfully")).toBeInTheDocument();
    expect(screen.getByText("Success")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "DELETE")).toHaveLength(1);
  });

  it("does nothing when a confirmation is declined and shows the payout fallback on failure", async () => {
    const { calls } = routeFetch([
      { method: "GET", path: "/api/affiliates", reply: ok([affiliate()]) },
      { method: "POST", path: "/api/affiliates/3/reset-payout", reply: () => ({ status: 500, body: {} }) },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<AffiliateDialog open onOpenChange={() => undefined} />);
    const card = await screen.findByRole("article", { name: "Pat Partner" });
    const resetQuestion =
      "Are you sure you want to reset the payout for 'Pat Partner' to $0.00? This will help you track which affiliates you've actually paid.";
    await user.click(within(card).getByRole("button", { name: "Reset Payout" }));
    await answerConfirmation(user, resetQuestion, "Cancel");
    await user.click(within(card).getByRole("button", { name: "Delete" }));
    await answerConfirmation(
      user,
      "Are you sure you want to delete affiliate 'Pat Partner' (PARTNER15)? This action cannot be undone.",
      "Cancel",
    );
    expect(calls.filter((call) => call.method !== "GET")).toHaveLength(0);
    // The Affiliate Management dialog stays open behind the question.
    expect(screen.getByRole("dialog", { name: "Affiliate Management" })).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Reset Payout" }));
    const dialog = await answerConfirmation(user, resetQuestion, "Reset payout");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Failed to reset affiliate payout");
  });
});
