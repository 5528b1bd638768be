/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdminCoupon } from "@/lib/client/admin-types";
import { CouponPanel } from "./coupon-panel";
import { answerConfirmation, ok, renderUnlocked, routeFetch } from "@/tests/helpers/admin-ui";

const coupon = (overrides: Partial<AdminCoupon>): AdminCoupon => ({
  id: 1,
  code: "SAVE15",
  discountType: "percentage",
  discountValue: 15,
  minOrderAmount: null,
  maxDiscount: null,
  expiresAt: null,
  isActive: true,
  maxUses: null,
  oncePerCustomer: false,
  usesCount: 0,
  createdAt: "2026-11-01T10:00:00.000Z",
  ...overrides,
});

// Radix's Switch measures its hidden form input; jsdom has no ResizeObserver.
beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

// The browser's confirm() is never used: the questions are asked in the shop's own dialog.
let confirmSpy: jest.SpyInstance;
beforeEach(() => {
  confirmSpy = jest.spyOn(window, "confirm").mockReturnValue(true);
});
afterEach(() => {
  expect(confirmSpy).not.toHaveBeenCalled();
  confirmSpy.mockRestore();
});

describe("CouponPanel", () => {
  it("lists coupons with their value, limits, expiry and status", async () => {
    routeFetch([
      {
        method: "GET",
        path: "/api/coupons",
        reply: ok([
          coupon({ id: 1 }),
          coupon({
            id: 2,
            code: "TENOFF",
            discountType: "fixed",
            discountValue: 10,
            minOrderAmount: 50,
            maxDiscount: 25.5,
            expiresAt: "2027-01-31T08:00:00.000Z",
            isActive: false,
            usesCount: 3,
            maxUses: 10,
            oncePerCustomer: true,
          }),
        ]),
      },
    ]);
    renderUnlocked(<CouponPanel />);
    const percent = await screen.findByRole("row", { name: /SAVE15/ });
    expect(
      within(percent)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["SAVE15", "Percentage", "15%", "None", "None", "Never", "0", "Active", "EditDelete"]);
    const fixed = screen.getByRole("row", { name: /TENOFF/ });
    const cells = within(fixed)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual(["TENOFF", "Fixed Amount", "$10.00", "$50.00", "$25.50"]);
    expect(cells[5]).toBe("Jan 31, 2027, 12:00 AM PST");
    expect(cells[6]).toBe("3 / 10Once per customer");
    expect(cells[7]).toBe("Inactive");
    expect(screen.getByRole("switch", { name: "Coupon SAVE15 active" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Coupon TENOFF active" })).not.toBeChecked();
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Code",
      "Type",
      "Value",
      "Min Order",
      "Max Discount",
      "Expires",
      "Uses",
      "Status",
      "Actions",
    ]);
  });

  it("says 'No coupons found' when there are none", async () => {
    routeFetch([{ method: "GET", path: "/api/coupons", reply: ok([]) }]);
    renderUnlocked(<CouponPanel />);
    expect(await screen.findByText("No coupons found")).toBeInTheDocument();
  });

  it("deletes after the exact confirmation and toasts 'Coupon Deleted'", async () => {
    let deleted = false;
    const { calls } = routeFetch([
      {
        method: "GET",
        path: "/api/coupons",
        reply: () => ({ status: 200, body: deleted ? [] : [coupon({ id: 4, code: "SAVE15" })] }),
      },
      {
        method: "DELETE",
        path: "/api/coupons/4",
        reply: () => {
          deleted = true;
          return { status: 200, body: { message: "Coupon SAVE15 deleted" } };
        },
      },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<CouponPanel />);
    await user.click(await screen.findByRole("button", { name: "Delete coupon SAVE15" }));
    await answerConfirmation(user, "Are you sure you want to delete coupon 'SAVE15'?", "Delete");
    expect(await screen.findByText("Coupon Deleted")).toBeInTheDocument();
    expect(await screen.findByText("No coupons found")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "DELETE")).toHaveLength(1);
  });

  it("keeps the coupon when the deletion is declined and shows the fallback when it fails", async () => {
    const { calls } = routeFetch([
      { method: "GET", path: "/api/coupons", reply: ok([coupon({ id: 4 })]) },
      { method: "DELETE", path: "/api/coupons/4", reply: () => ({ status: 500, body: {} }) },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<CouponPanel />);
    const question = "Are you sure you want to delete coupon 'SAVE15'?";
    await user.click(await screen.findByRole("button", { name: "Delete coupon SAVE15" }));
    await answerConfirmation(user, question, "Cancel");
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Delete coupon SAVE15" }));
    const dialog = await answerConfirmation(user, question, "Delete");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Failed to delete coupon");
    expect(screen.getByText("Error")).toBeInTheDocument();
  });
});

describe("Create Coupon dialog", () => {
  async function openDialog(user: ReturnType<typeof userEvent.setup>) {
    await screen.findByText("No coupons found");
    await user.click(screen.getByRole("button", { name: "Create Coupon" }));
    return screen.findByRole("dialog", { name: "Create Coupon" });
  }

  it("upper-cases the code as typed and enables Create only with a code and a value", async () => {
    routeFetch([{ method: "GET", path: "/api/coupons", reply: ok([]) }]);
    const user = userEvent.setup();
    renderUnlocked(<CouponPanel />);
    const dialog = await openDialog(user);
    const create = within(dialog).getByRole("button", { name: "Create Coupon" });
    expect(create).toBeDisabled();
    const code = within(dialog).getByLabelText("Coupon Code");
    expect(code).toHaveAttribute("placeholder", "NEWDISCOUNT");
    await user.type(code, "spring25");
    expect(code).toHaveValue("SPRING25");
    expect(create).toBeDisabled();
    expect(within(dialog).getByLabelText("Percentage (%)")).toHaveAttribute("placeholder", "15");
    await user.type(within(dialog).getByLabelText("Percentage (%)"), "25");
    expect(create).toBeEnabled();
    await user.clear(code);
    expect(create).toBeDisabled();
  });

  it("switches to 'Amount ($)' for a fixed discount", async () => {
    routeFetch([{ method: "GET", path: "/api/coupons", reply: ok([]) }]);
    const user = userEvent.setup();
    renderUnlocked(<CouponPanel />);
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByLabelText("Discount Type"), "Fixed Amount");
    expect(within(dialog).getByLabelText("Amount ($)")).toHaveAttribute("placeholder", "10.00");
    expect(within(dialog).queryByLabelText("Percentage (%)")).not.toBeInTheDocument();
  });

  it("sends nulls for empty optional fields and the expiry as ISO, reads 'Creating...' while working, toasts 'Coupon Created'", async () => {
    let release: () => void = () => undefined;
    const { calls } = routeFetch([
      { method: "GET", path: "/api/coupons", reply: ok([]) },
      {
        method: "POST",
        path: "/api/coupons",
        reply: (body) => ({ status: 201, body: coupon({ id: 9, ...(body as object) }) }),
      },
    ]);
    const realFetch = global.fetch;
    global.fetch = jest.fn(async (...args: Parameters<typeof fetch>) => {
      if (args[1]?.method === "POST") await new Promise<void>((resolve) => (release = resolve));
      return realFetch(...args);
    }) as typeof fetch;
    const user = userEvent.setup();
    renderUnlocked(<CouponPanel />);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText("Coupon Code"), "ten");
    await user.selectOptions(within(dialog).getByLabelText("Discount Type"), "fixed");
    await user.type(within(dialog).getByLabelText("Amount ($)"), "10");
    await user.type(within(dialog).getByLabelText("Maximum Discount ($)"), "7.5");
    await user.type(within(dialog).getByLabelText("Expiration Date"), "2030-06-15T12:30");
    await user.click(within(dialog).getByRole("button", { name: "Create Coupon" }));
    expect(await within(dialog).findByRole("button", { name: "Creating..." })).toBeDisabled();
    release();
    expect(await screen.findByText("Coupon Created")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      code: "TEN",
      discountType: "fixed",
      discountValue: 10,
      minOrderAmount: null,
      maxDiscount: 7.5,
      // Typed on the shop's clock (America/Los_Angeles, PDT in June), whatever the browser's zone.
      expiresAt: "2030-06-15T19:30:00.000Z",
      maxUses: null,
      oncePerCustomer: false,
    });
    expect(calls.filter((call) => call.url === "/api/coupons" && call.method === "GET")).toHaveLength(2);
  });

  it("sends a usage limit and once per customer", async () => {
    const { calls } = routeFetch([
      { method: "GET", path: "/api/coupons", reply: ok([]) },
      { method: "POST", path: "/api/coupons", reply: (body) => ({ status: 201, body: coupon(body as object) }) },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<CouponPanel />);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText("Coupon Code"), "vip");
    await user.type(within(dialog).getByLabelText("Percentage (%)"), "20");
    expect(within(dialog).getByLabelText("Usage Limit")).toHaveAttribute("placeholder", "Unlimited");
    await user.type(within(dialog).getByLabelText("Usage Limit"), "50");
    await user.click(within(dialog).getByRole("switch", { name: "Once per customer" }));
    await user.click(within(dialog).getByRole("button", { name: "Create Coupon" }));
    expect(await screen.findByText("Coupon Created")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({
      code: "VIP",
      discountValue: 20,
      maxUses: 50,
      oncePerCustomer: true,
    });
  });

  it("refuses a fractional usage limit without calling the server", async () => {
    const { calls } = routeFetch([{ method: "GET", path: "/api/coupons", reply: ok([]) }]);
    const user = userEvent.setup();
    renderUnlocked(<CouponPanel />);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText("Coupon Code"), "vip");
    await user.type(within(dialog).getByLabelText("Percentage (%)"), "20");
    await user.type(within(dialog).getByLabelText("Usage Limit"), "2.5");
    await user.click(within(dialog).getByRole("button", { name: "Create Coupon" }));
    expect(await within(dialog).findByText("Usage limit must be a whole number")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("shows the server's message, or 'Failed to create coupon', and stays open", async () => {
    let answer = { status: 409, body: { message: "A coupon with this code already exists" } as object };
    routeFetch([
      { method: "GET", path: "/api/coupons", reply: ok([]) },
      { method: "POST", path: "/api/coupons", reply: () => answer },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<CouponPanel />);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText("Coupon Code"), "dup");
    await user.type(within(dialog).getByLabelText("Percentage (%)"), "10");
    await user.click(within(dialog).getByRole("button", { name: "Create Coupon" }));
    expect(await screen.findByText("A coupon with this code already exists")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Create Coupon" })).toBeInTheDocument();
    answer = { status: 500, body: {} };
    await user.click(within(dialog).getByRole("button", { name: "Create Coupon" }));
    expect(await screen.findByText("Failed to create coupon")).toBeInTheDocument();
  });

  it("shows the shared schema's message for a percentage above 100 without calling the server", async () => {
    const { calls } = routeFetch([{ method: "GET", path: "/api/coupons", reply: ok([]) }]);
    const user = userEvent.setup();
    renderUnlocked(<CouponPanel />);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText("Coupon Code"), "big");
    await user.type(within(dialog).getByLabelText("Percentage (%)"), "150");
    await user.click(within(dialog).getByRole("button", { name: "Create Coupon" }));
    expect(await within(dialog).findByText("A percentage discount cannot be more than 100%")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("closes on Cancel without creating anything", async () => {
    const { calls } = routeFetch([{ method: "GET", path: "/api/coupons", reply: ok([]) }]);
    const user = userEvent.setup();
    renderUnlocked(<CouponPanel />);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText("Coupon Code"), "nope");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });
});

describe("Active switch", () => {
  it("saves the switch at once, shows the server's answer and toasts", async () => {
    const { calls } = routeFetch([
      { method: "GET", path: "/api/coupons", reply: ok([coupon({ id: 4 })]) },
      {
        method: "PATCH",
        path: "/api/coupons/4",
        reply: (body) => ({ status: 200, body: coupon({ id: 4, ...(body as object) }) }),
      },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<CouponPanel />);
    const toggle = await screen.findByRole("switch", { name: "Coupon SAVE15 active" });
    await user.click(toggle);
    expect(await screen.findByText("Coupon SAVE15 is now inactive.")).toBeInTheDocument();
    expect(screen.getByText("Coupon Updated")).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(within(screen.getByRole("row", { name: /SAVE15/ })).getByText("Inactive")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PATCH").map((call) => call.body)).toEqual([{ isActive: false }]);
    expect(calls.filter((call) => call.method === "GET")).toHaveLength(1);
  });

  it("keeps the switch as it was and shows the fallback when saving fails", async () => {
    routeFetch([
      { method: "GET", path: "/api/coupons", reply: ok([coupon({ id: 4 })]) },
      { method: "PATCH", path: "/api/coupons/4", reply: () => ({ status: 500, body: {} }) },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<CouponPanel />);
    const toggle = await screen.findByRole("switch", { name: "Coupon SAVE15 active" });
    await user.click(toggle);
    expect(await screen.findByText("Failed to update coupon")).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });
});

describe("Edit Coupon dialog", () => {
  const existing = coupon({
    id: 7,
    code: "TENOFF",
    discountType: "fixed",
    discountValue: 10,
    minOrderAmount: 50,
    maxUses: 20,
    usesCount: 4,
  });

  async function openEditor(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole("button", { name: "Edit coupon TENOFF" }));
    return screen.findByRole("dialog", { name: "Edit Coupon" });
  }

  it("shows the coupon's terms and sends only what changed, then shows the saved coupon", async () => {
    const { calls } = routeFetch([
      { method: "GET", path: "/api/coupons", reply: ok([existing]) },
      {
        method: "PATCH",
        path: "/api/coupons/7",
        reply: (body) => ({ status: 200, body: { ...existing, ...(body as object) } }),
      },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<CouponPanel />);
    const dialog = await openEditor(user);
    expect(within(dialog).getByText(/TENOFF · Fixed Amount/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Coupon Code")).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText("Amount ($)")).toHaveValue(10);
    expect(within(dialog).getByLabelText("Minimum Order Amount ($)")).toHaveValue(50);
    expect(within(dialog).getByLabelText("Usage Limit")).toHaveValue(20);
    const save = within(dialog).getByRole("button", { name: "Save Changes" });
    expect(save).toBeDisabled();

    await user.clear(within(dialog).getByLabelText("Usage Limit"));
    await user.type(within(dialog).getByLabelText("Usage Limit"), "30");
    await user.clear(within(dialog).getByLabelText("Minimum Order Amount ($)"));
    await user.click(within(dialog).getByRole("switch", { name: "Once per customer" }));
    await user.click(save);

    expect(await screen.findByText("Coupon Updated")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === "PATCH").map((call) => call.body)).toEqual([
      { minOrderAmount: null, maxUses: 30, oncePerCustomer: true },
    ]);
    const row = screen.getByRole("row", { name: /TENOFF/ });
    expect(within(row).getByText("4 / 30")).toBeInTheDocument();
    expect(within(row).getByText("Once per customer")).toBeInTheDocument();
  });

  it("shows and sends the expiry on the shop's clock", async () => {
    const { calls } = routeFetch([
      { method: "GET", path: "/api/coupons", reply: ok([{ ...existing, expiresAt: "2030-01-01T07:59:00.000Z" }]) },
      {
        method: "PATCH",
        path: "/api/coupons/7",
        reply: (body) => ({ status: 200, body: { ...existing, ...(body as object) } }),
      },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<CouponPanel />);
    const dialog = await openEditor(user);
    // 07:59 UTC is 11:59 PM the evening before in Los Angeles (the shop's default zone).
    const expiry = within(dialog).getByLabelText("Expiration Date");
    expect(expiry).toHaveValue("2029-12-31T23:59");
    expect(within(dialog).getByText(/Shop time \(America\/Los_Angeles\)/)).toBeInTheDocument();
    await user.clear(expiry);
    await user.type(expiry, "2030-07-04T18:00");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === "PATCH").map((call) => call.body)).toEqual([
      { expiresAt: "2030-07-05T01:00:00.000Z" },
    ]);
  });

  it("shows the server's refusal and stays open", async () => {
    routeFetch([
      { method: "GET", path: "/api/coupons", reply: ok([existing]) },
      {
        method: "PATCH",
        path: "/api/coupons/7",
        reply: () => ({
          status: 409,
          body: { message: "The usage limit cannot be lower than the 4 uses this coupon already has" },
        }),
      },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<CouponPanel />);
    const dialog = await openEditor(user);
    await user.clear(within(dialog).getByLabelText("Usage Limit"));
    await user.type(within(dialog).getByLabelText("Usage Limit"), "2");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(
      await screen.findByText("The usage limit cannot be lower than the 4 uses this coupon already has"),
    ).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Edit Coupon" })).toBeInTheDocument();
  });

  it("checks the value against the coupon's type without calling the server", async () => {
    const { calls } = routeFetch([
      {
        method: "GET",
        path: "/api/coupons",
        reply: ok([{ ...existing, discountType: "percentage", discountValue: 15 }]),
      },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<CouponPanel />);
    const dialog = await openEditor(user);
    await user.clear(within(dialog).getByLabelText("Percentage (%)"));
    await user.type(within(dialog).getByLabelText("Percentage (%)"), "150");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText("A percentage discount cannot be more than 100%")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);
  });
});
