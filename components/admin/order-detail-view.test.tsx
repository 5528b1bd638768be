/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { OrderDetail } from "@/lib/client/admin-types";
import { makeOrder, ok, renderUnlocked, routeFetch, TEST_TOKEN } from "@/tests/helpers/admin-ui";
import { OrderDetailView } from "./order-detail-view";

const SIGNED_URL = "/uploads/0b7b0c4e-1111-4222-8333-944445555666.png?exp=9999999999&sig=abc";

function makeDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    order: makeOrder({
      id: 7,
      orderNumber: "#7-3126",
      status: "shipped",
      quantity: 100,
      roundedCorners: true,
      sizeName: '4"',
      materialId: "holographic",
      materialName: "Holographic",
      finishId: "matte",
      finishName: "Matte laminate",
      companyName: "Analytical Engines",
      customerName: "Ada Lovelace",
      customerEmail: "ada@example.com",
      customerPhone: "702-555-0100",
      shippingAddress: "1 Main St",
      shippingCity: "Reno",
      shippingState: "NV",
      shippingZip: "89501",
      additionalNotes: "Please pack flat — gift!",
      couponCode: "SPRING10",
      shippingMethod: "priority",
      testPayment: true,
      carrier: "ups",
      trackingNumber: "1Z999AA10123456784",
    }),
    shopTimeZone: "America/Los_Angeles",
    times: {
      placedAt: "2026-03-01T12:00:00.000Z",
      paidAt: "2026-03-01T12:05:00.000Z",
      shippedAt: "2026-03-02T17:00:00.000Z",
      refundedAt: null,
      expiredAt: null,
      updatedAt: "2026-03-02T17:00:00.000Z",
    },
    size: { id: 4, name: '4"', shape: "square", widthInches: 4, heightInches: 4, cutLine: null, artwork: null },
    pricing: {
      quantity: 100,
      unitPrice: "1.05",
      linePrice: "105.00",
      discountShare: "10.50",
      totalPrice: "94.50",
      refunded: "0.00",
    },
    design: {
      id: 41,
      originalName: "logo.png",
      mimeType: "image/png",
      sizeBytes: 123_456,
      widthPx: 900,
      heightPx: 900,
      file: "available",
      fileUrl: SIGNED_URL,
      fileUrlExpiresAt: "2099-01-01T00:00:00.000Z",
    },
    sheetStickers: null,
    print: {
      dpi: 225,
      quality: "fair",
      minimumDpi: 150,
      goodDpi: 300,
      widthInches: 4,
      heightInches: 4,
      dieCutImageInches: null,
    },
    shipping: {
      method: "priority",
      name: "Priority Shipping",
      deliveryEstimate: "2-3 business days",
      priority: true,
      charge: "10.00",
      chargedOnThisOrder: true,
      carrier: "ups",
      trackingNumber: "1Z999AA10123456784",
      trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
      shippedAt: "2026-03-02T17:00:00.000Z",
    },
    payment: {
      id: "pay-1",
      provider: "test",
      testMode: true,
      providerPaymentId: "pi_test_detail_123",
      status: "paid",
      currency: "usd",
      subtotal: "155.00",
      discount: "15.50",
      shipping: "10.00",
      total: "149.50",
      refunded: "5.00",
      paidAt: "2026-03-01T12:05:00.000Z",
      coupon: { code: "SPRING10" },
      affiliate: { code: "PARTNER5", name: "Pat Partner", attributionMethod: "link" },
      amountMismatch: {
        providerAmount: "140.00",
        providerCurrency: "usd",
        paymentTotal: "149.50",
        paymentCurrency: "usd",
        detectedAt: "2026-03-01T12:06:00.000Z",
      },
    },
    refund: { possible: true, amount: "102.00" },
    checkoutOrders: [
      {
        id: 8,
        orderNumber: "#8-3126",
        status: "processing",
        archived: false,
        awaitsProof: false,
        sizeName: '3" circle',
        designName: "artwork.png",
        quantity: 50,
        totalPrice: "45.00",
      },
    ],
    history: [
      {
        kind: "placed",
        at: "2026-03-01T12:00:00.000Z",
        fromStatus: null,
        toStatus: null,
        detail: null,
        actor: "customer",
      },
      {
        kind: "paid",
        at: "2026-03-01T12:05:00.000Z",
        fromStatus: null,
        toStatus: null,
        detail: "test payment",
        actor: "provider",
      },
      {
        kind: "status",
        at: "2026-03-02T09:00:00.000Z",
        fromStatus: "paid",
        toStatus: "processing",
        detail: null,
        actor: "admin",
      },
      {
        kind: "tracking",
        at: "2026-03-02T17:00:01.000Z",
        fromStatus: null,
        toStatus: null,
        detail: "UPS 1Z999AA10123456784",
        actor: "admin",
      },
    ],
    emails: [
      {
        id: 4,
        subject: "Order confirmation",
        toAddress: "ada@example.com",
        about: "checkout",
        createdAt: "2026-03-01T12:05:01.000Z",
        sentAt: "2026-03-01T12:05:02.000Z",
        state: "sent",
        attempts: 1,
        nextAttemptAt: null,
        lastError: null,
        canResend: false,
      },
      {
        id: 5,
        subject: "Your order has shipped",
        toAddress: "ada@example.com",
        about: "order",
        createdAt: "2026-03-02T17:00:02.000Z",
        sentAt: null,
        state: "failed",
        attempts: 5,
        nextAttemptAt: null,
        lastError: "550 mailbox unavailable",
        canResend: true,
      },
    ],
    proofState: "approved",
    printingBlockedReason: null,
    printFileBlockedReason: null,
    proofs: [],
    ...overrides,
  };
}

const region = (name: string) => screen.getByRole("region", { name });
/** The <dd> of a <dt> inside a section. */
function valueOf(section: HTMLElement, term: string): string {
  const dt = within(section).getByText(term, { selector: "dt" });
  return (dt.nextElementSibling as HTMLElement).textContent ?? "";
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe("OrderDetailView", () => {
  it("shows everything needed to print and ship", async () => {
    const { calls } = routeFetch([{ method: "GET", path: "/api/admin/orders/7", reply: ok(makeDetail()) }]);
    renderUnlocked(<OrderDetailView orderId="7" />);

    expect(await screen.findByRole("heading", { level: 1, name: "Order #7-3126" })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: "GET", url: "/api/admin/orders/7" });
    expect(calls[0]!.headers).toMatchObject({ Authorization: `Bearer ${TEST_TOKEN}` });
    expect(screen.getByRole("link", { name: /Back to orders/ })).toHaveAttribute("href", "/admin");

    // Notes are prominent, in their own section.
    expect(within(region("Customer notes")).getByText("Please pack flat — gift!")).toBeInTheDocument();
    expect(within(region("Status")).getByText("Shipped", { selector: "span" })).toBeInTheDocument();
    expect(valueOf(region("Status"), "Paid")).toBe("Mar 1, 2026, 4:05 AM PST");

    const design = region("Design");
    expect(within(design).getByRole("img", { name: "Design logo.png" })).toHaveAttribute("src", SIGNED_URL);
    expect(within(design).getByRole("link", { name: "Open original file" })).toHaveAttribute("href", SIGNED_URL);
    expect(valueOf(design, "Pixels")).toBe("900 × 900 px");
    expect(valueOf(design, "Print resolution")).toContain("≈ 225 DPI at 4 × 4 in");
    expect(within(design).queryByRole("alert")).not.toBeInTheDocument();

    const sticker = region("Sticker");
    expect(valueOf(sticker, "Type")).toBe("Square");
    expect(valueOf(sticker, "Size")).toBe('4" (4 × 4 in)');
    expect(valueOf(sticker, "Rounded corners")).toBe("Yes");
    expect(valueOf(sticker, "Material")).toBe("Holographic");
    // #36: the stock to print on and pack, under the order's number (on screen and on the printed sheet).
    expect(screen.getByTestId("order-stock")).toHaveTextContent("Holographic · Matte laminate");
    expect(valueOf(sticker, "Finish")).toBe("Matte laminate");
    expect(valueOf(sticker, "Quantity")).toBe("100");
    expect(valueOf(sticker, "Unit price")).toBe("$1.05");
    expect(valueOf(sticker, "Line price")).toBe("$105.00");
    expect(valueOf(sticker, "Discount share")).toBe("−$10.50");
    expect(valueOf(sticker, "Order total")).toBe("$94.50");

    const label = within(region("Ship to")).getByRole("group", { name: "Shipping label" });
    expect(label.textContent).toBe("Ada LovelaceAnalytical Engines1 Main StReno, NV 89501United States");
    expect(valueOf(region("Ship to"), "Phone")).toBe("702-555-0100");
    expect(within(region("Ship to")).getByRole("link", { name: "ada@example.com" })).toHaveAttribute(
      "href",
      "mailto:ada@example.com",
    );

    const shipping = region("Shipping");
    expect(within(shipping).getByText("Priority")).toBeInTheDocument();
    expect(valueOf(shipping, "Method")).toContain("Priority Shipping (2-3 business days)");
    expect(valueOf(shipping, "Shipping charge")).toContain("$10.00");
    expect(valueOf(shipping, "Shipping charge")).toContain("charged once for the whole checkout");
    expect(valueOf(shipping, "Carrier")).toBe("UPS");
    expect(within(shipping).getByRole("link", { name: /1Z999AA10123456784/ })).toHaveAttribute(
      "href",
      "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    );

    const payment = region("Payment");
    expect(within(payment).getByText("Test mode: no money moved")).toBeInTheDocument();
    expect(within(payment).getByRole("alert")).toHaveTextContent("Provider 140.00 USD, payment 149.50 USD");
    expect(valueOf(payment, "Provider")).toBe("Test mode");
    expect(valueOf(payment, "Provider payment id")).toBe("pi_test_detail_123");
    expect(valueOf(payment, "Checkout total")).toContain("$149.50 USD");
    expect(valueOf(payment, "Payment state")).toBe("Paid");
    expect(valueOf(payment, "Refunded")).toBe("$5.00");
    expect(valueOf(payment, "Coupon")).toBe("SPRING10");
    expect(valueOf(payment, "Affiliate")).toBe("Pat Partner (PARTNER5), by referral link");

    expect(
      within(region("Other orders in this checkout")).getByRole("link", { name: "Order #8-3126" }),
    ).toHaveAttribute("href", "/admin/orders/8");

    const history = within(region("History")).getAllByRole("listitem");
    expect(history.map((item) => item.querySelector("p")?.textContent)).toEqual([
      "Order placed",
      "Payment confirmed",
      "Paid → Processing",
      "Tracking added",
    ]);
    expect(history[0]).toHaveTextContent("Mar 1, 2026, 4:00 AM PST · by customer");
    expect(history[3]).toHaveTextContent("UPS 1Z999AA10123456784");

    const sent = screen.getByTestId("email-4");
    expect(within(sent).getByText("Sent")).toBeInTheDocument();
    expect(within(sent).queryByRole("button")).not.toBeInTheDocument();
    const failed = screen.getByTestId("email-5");
    expect(within(failed).getByText("Failed")).toBeInTheDocument();
    expect(failed).toHaveTextContent("5 attempts");
    expect(failed).toHaveTextContent("Last error: 550 mailbox unavailable");
  });

  it("draws a die-cut's frozen cut line over its design, with its shape and finished size", async () => {
    const cutLine = "M1.2 0L3 0.8L2.6 2.41L0.3 2.2L0 0.9Z";
    const detail = makeDetail({
      // No proof sent yet: the line is the order's, the one the proof will show (nobody approved it).
      proofState: "none",
      print: {
        dpi: 193,
        quality: "fair",
        minimumDpi: 150,
        goodDpi: 300,
        widthInches: 3,
        heightInches: 2.41,
        dieCutImageInches: { width: 3.6, height: 3.6 },
      },
      size: {
        id: null,
        name: 'Die-cut 3" × 2.41"',
        shape: "die-cut",
        widthInches: 3,
        heightInches: 2.41,
        cutLine,
        artwork: { x: -0.3, y: -0.2, width: 3.6, height: 3.6 },
      },
    });
    routeFetch([{ method: "GET", path: "/api/admin/orders/7", reply: ok(detail) }]);
    renderUnlocked(<OrderDetailView orderId="7" />);
    const sticker = await screen.findByRole("region", { name: "Sticker" });
    expect(valueOf(sticker, "Type")).toBe("Die-cut");
    expect(valueOf(sticker, "Size")).toBe('Die-cut 3" × 2.41" (3 × 2.41 in)');
    const drawing = within(sticker).getByRole("img", { name: 'logo.png on a Die-cut 3" × 2.41" sticker' });
    expect(drawing).toHaveAttribute("viewBox", "0 0 3 2.41");
    expect(drawing.querySelector("[data-testid=cut-line]")).toHaveAttribute("d", cutLine);
    expect(drawing.querySelector("clipPath path")).toHaveAttribute("d", cutLine);
    const image = drawing.querySelector("image");
    expect(image).toHaveAttribute("href", SIGNED_URL);
    expect(["x", "y", "width"].map((name) => image?.getAttribute(name))).toEqual(["-0.3", "-0.2", "3.6"]);
    expect(sticker).toHaveTextContent(
      "The cut line from the customer's order (3 × 2.41 in): the one the proof will show.",
    );
    expect(sticker).not.toHaveTextContent(/approved it/);
    // Its resolution is the image's at the size its artwork is printed, not the image squeezed into the frame.
    expect(valueOf(screen.getByRole("region", { name: "Design" }), "Print resolution")).toContain(
      "The design's 900 × 900 px printed at 3.6 × 3.6 in, where its artwork fills the die-cut line.",
    );
  });

  it("lists a sticker sheet's stickers (#39): each design once with its copies, where each lies one click away", async () => {
    const sticker = (position: number, designId: number, designName: string, rotation = 0) => ({
      position,
      designId,
      designName,
      shape: "die-cut",
      widthInches: 2,
      heightInches: 0.92,
      xInches: 0.5,
      yInches: 0.5 + 1.5 * position,
      rotation,
    });
    const detail = makeDetail({
      order: { ...makeDetail().order, quantity: 25, sizeName: 'Sticker sheet 5.5" × 8.5", 3 stickers' },
      size: {
        id: null,
        name: 'Sticker sheet 5.5" × 8.5", 3 stickers',
        shape: "square",
        widthInches: 5.5,
        heightInches: 8.5,
        cutLine: null,
        artwork: null,
      },
      pricing: { ...makeDetail().pricing, quantity: 25 },
      print: null,
      sheetStickers: [sticker(0, 41, "logo.png"), sticker(1, 42, "saturn.png"), sticker(2, 41, "logo.png", 90)],
    });
    const { calls } = routeFetch([
      { method: "GET", path: "/api/admin/orders/7", reply: ok(detail) },
      {
        method: "GET",
        path: "/api/design/42/file",
        reply: ok({ url: "/api/design-files/signed?t=saturn", expiresAt: "2099-01-01T00:00:00.000Z" }),
      },
    ]);
    const tab = { opener: window, location: { href: "about:blank" }, close: jest.fn() };
    const openSpy = jest.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    renderUnlocked(<OrderDetailView orderId="7" />);
    const sheet = await screen.findByRole("region", { name: "Sticker sheet" });
    expect(valueOf(sheet, "Type")).toBe("Sticker sheet");
    expect(valueOf(sheet, "Size")).toBe('Sticker sheet 5.5" × 8.5", 3 stickers (5.5 × 8.5 in)');
    expect(valueOf(sheet, "Quantity")).toBe("25 sheets");
    // Not the first design stretched over the sheet: the list of what is on it.
    expect(within(sheet).queryByRole("img")).toBeNull();
    expect(sheet).toHaveTextContent("3 stickers on each sheet, 2 designs");
    expect(
      within(within(sheet).getByRole("list", { name: "Designs on the sheet" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      'logo.png × 2Open originalDie-cut 2" × 0.92" · Stickers 1 and 3',
      'saturn.png × 1Open originalDie-cut 2" × 0.92" · Sticker 2',
    ]);
    // Each design's original opens from the list, not only the first's from the Design card.
    await userEvent.click(within(sheet).getByRole("button", { name: "Open original file of saturn.png" }));
    await waitFor(() => expect(tab.location.href).toBe("/api/design-files/signed?t=saturn"));
    expect(calls.map((call) => call.url)).toContain("/api/design/42/file");
    openSpy.mockRestore();
    expect(region("Design")).toHaveTextContent(
      "The sheet's first design, of 2: each opens from the sticker sheet's list.",
    );
    await userEvent.click(within(sheet).getByText("Where each sticker lies"));
    expect(within(sheet).getByRole("list", { name: "Stickers on the sheet" })).toHaveTextContent(
      'Sticker 3: logo.png, Die-cut 2" × 0.92", 0.5" from the left, 3.5" from the top, turned 90°',
    );
    expect(valueOf(region("Design"), "Print resolution")).toBe(
      "Each sticker prints its own design at its own size: see the sheet's stickers.",
    );
  });

  it("offers the print file in the Sticker card, disabled with the reason until it may be printed", async () => {
    const reason = "No proof has been sent yet: a print file is made only once the customer approves a proof.";
    routeFetch([
      { method: "GET", path: "/api/admin/orders/7", reply: ok(makeDetail({ printFileBlockedReason: reason })) },
    ]);
    renderUnlocked(<OrderDetailView orderId="7" />);
    const sticker = await screen.findByRole("region", { name: "Sticker" });
    const button = within(sticker).getByRole("button", { name: "Download print file" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
  });

  it("enables the print file for an order that may be printed", async () => {
    routeFetch([{ method: "GET", path: "/api/admin/orders/7", reply: ok(makeDetail()) }]);
    renderUnlocked(<OrderDetailView orderId="7" />);
    const sticker = await screen.findByRole("region", { name: "Sticker" });
    expect(within(sticker).getByRole("button", { name: "Download print file" })).toBeEnabled();
  });

  it("warns about a design below the minimum DPI", async () => {
    routeFetch([
      {
        method: "GET",
        path: "/api/admin/orders/7",
        reply: ok(
          makeDetail({
            design: { ...makeDetail().design, widthPx: 400, heightPx: 400 },
            print: {
              dpi: 100,
              quality: "low",
              minimumDpi: 150,
              goodDpi: 300,
              widthInches: 4,
              heightInches: 4,
              dieCutImageInches: null,
            },
          }),
        ),
      },
    ]);
    renderUnlocked(<OrderDetailView orderId="7" />);
    const alert = await within(await screen.findByRole("region", { name: "Design" })).findByRole("alert");
    expect(alert).toHaveTextContent("≈ 100 DPI at 4 × 4 in: low resolution");
    expect(alert).toHaveTextContent("Below the 150 DPI");
  });

  it("offers Cancel and refund with the amount the server worked out, and reloads after the refund", async () => {
    const { calls } = routeFetch([
      { method: "GET", path: "/api/admin/orders/7", reply: ok(makeDetail()) },
      {
        method: "POST",
        path: "/api/orders/7/refund",
        reply: ok({
          order: makeOrder({ id: 7, orderNumber: "#7-3126", status: "cancelled" }),
          refund: { id: "r1", status: "succeeded", amount: "102.00" },
          message: "Refunded",
        }),
      },
    ]);
    renderUnlocked(<OrderDetailView orderId="7" />);
    await userEvent.click(await screen.findByRole("button", { name: "Cancel and refund" }));
    const dialog = screen.getByRole("dialog");
    expect(dialog).toHaveTextContent("$102.00 will be refunded");
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund $102.00" }));
    expect(calls.find((call) => call.method === "POST")).toMatchObject({ url: "/api/orders/7/refund" });
    expect(await within(region("Status")).findByText("Cancelled", { selector: "span" })).toBeInTheDocument();
  });

  describe("tracking on a shipped order", () => {
    const untracked = () => {
      const detail = makeDetail();
      return makeDetail({
        order: { ...detail.order, carrier: null, trackingNumber: null },
        shipping: { ...detail.shipping, carrier: null, trackingNumber: null, trackingUrl: null },
      });
    };

    it("says a shipped order without a tracking number was shipped without one, not 'Not shipped yet'", async () => {
      routeFetch([{ method: "GET", path: "/api/admin/orders/7", reply: ok(untracked()) }]);
      renderUnlocked(<OrderDetailView orderId="7" />);
      expect(await screen.findByRole("heading", { level: 1, name: "Order #7-3126" })).toBeInTheDocument();
      expect(valueOf(region("Shipping"), "Tracking")).toBe("No tracking number (shipped without one)");
      expect(within(region("Shipping")).queryByText("Not shipped yet")).not.toBeInTheDocument();
    });

    it("adds a tracking number after saying the customer is e-mailed, then loads the order again", async () => {
      let saved = false;
      const { calls } = routeFetch([
        {
          method: "GET",
          path: "/api/admin/orders/7",
          reply: () => ({ status: 200, body: saved ? makeDetail() : untracked() }),
        },
        {
          method: "PUT",
          path: "/api/admin/orders/7/tracking",
          reply: () => {
            saved = true;
            return {
              status: 200,
              body: {
                order: makeOrder({ id: 7, status: "shipped" }),
                change: "added",
                message: "Tracking added. The customer was e-mailed the tracking link.",
              },
            };
          },
        },
      ]);
      const user = userEvent.setup();
      renderUnlocked(<OrderDetailView orderId="7" />);
      await user.click(
        await within(await screen.findByRole("region", { name: "Shipping" })).findByRole("button", {
          name: "Add tracking",
        }),
      );
      const dialog = screen.getByRole("dialog", { name: "Add tracking for order #7-3126" });
      expect(dialog).toHaveAccessibleDescription(
        "Adding a tracking number e-mails the tracking link to ada@example.com.",
      );
      await user.selectOptions(within(dialog).getByLabelText("Carrier"), "ups");
      await user.click(within(dialog).getByLabelText("Tracking number"));
      await user.paste("1Z<bad>");
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      expect(within(dialog).getByLabelText("Tracking number")).toHaveAttribute("aria-invalid", "true");
      expect(calls.some((call) => call.method === "PUT")).toBe(false);

      await user.clear(within(dialog).getByLabelText("Tracking number"));
      await user.paste(" 1Z999AA10123456784 ");
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
        carrier: "ups",
        trackingNumber: "1Z999AA10123456784",
      });
      // Saved, toasted and loaded again (given time: the whole detail renders twice).
      const slow = { timeout: 5000 };
      expect(
        await screen.findByText("Tracking added. The customer was e-mailed the tracking link.", {}, slow),
      ).toBeInTheDocument();
      expect(
        await within(region("Shipping")).findByRole("button", { name: "Edit tracking" }, slow),
      ).toBeInTheDocument();
      expect(valueOf(region("Shipping"), "Tracking number")).toContain("1Z999AA10123456784");
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });

    it("edits the tracking of a shipped order, saying a correction is not e-mailed, and shows a refusal", async () => {
      routeFetch([
        { method: "GET", path: "/api/admin/orders/7", reply: ok(makeDetail()) },
        {
          method: "PUT",
          path: "/api/admin/orders/7/tracking",
          reply: () => ({ status: 409, body: { message: "The order was changed by someone else meanwhile." } }),
        },
      ]);
      const user = userEvent.setup();
      renderUnlocked(<OrderDetailView orderId="7" />);
      await user.click(await screen.findByRole("button", { name: "Edit tracking" }));
      const dialog = screen.getByRole("dialog", { name: "Edit tracking for order #7-3126" });
      expect(dialog).toHaveAccessibleDescription(
        "A correction is not e-mailed: the customer's order page shows the new details.",
      );
      expect(within(dialog).getByLabelText("Tracking number")).toHaveValue("1Z999AA10123456784");
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      expect(await within(dialog).findByRole("alert")).toHaveTextContent(
        "The order was changed by someone else meanwhile.",
      );
    });

    it("offers no tracking change before the order is shipped", async () => {
      const detail = makeDetail();
      routeFetch([
        {
          method: "GET",
          path: "/api/admin/orders/7",
          reply: ok(
            makeDetail({
              order: { ...detail.order, status: "paid", carrier: null, trackingNumber: null },
              shipping: { ...detail.shipping, carrier: null, trackingNumber: null, trackingUrl: null, shippedAt: null },
            }),
          ),
        },
      ]);
      renderUnlocked(<OrderDetailView orderId="7" />);
      expect(await screen.findByRole("heading", { level: 1, name: "Order #7-3126" })).toBeInTheDocument();
      expect(valueOf(region("Shipping"), "Tracking")).toBe("Not shipped yet");
      expect(screen.queryByRole("button", { name: /tracking$/ })).not.toBeInTheDocument();
    });
  });

  it("does not offer a refund the server says is not possible", async () => {
    routeFetch([
      {
        method: "GET",
        path: "/api/admin/orders/7",
        reply: ok(makeDetail({ refund: { possible: false, reason: "This order has been refunded already." } })),
      },
    ]);
    renderUnlocked(<OrderDetailView orderId="7" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Order #7-3126" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel and refund" })).not.toBeInTheDocument();
  });

  it("resends a failed e-mail and shows its new state", async () => {
    let reloaded = false;
    const { calls } = routeFetch([
      {
        method: "GET",
        path: "/api/admin/orders/7",
        reply: () => {
          const detail = makeDetail();
          if (!reloaded) return { status: 200, body: detail };
          return {
            status: 200,
            body: {
              ...detail,
              emails: [
                detail.emails[0],
                {
                  ...detail.emails[1],
                  state: "sent",
                  attempts: 6,
                  sentAt: "2026-03-04T10:00:00.000Z",
                  canResend: false,
                },
              ],
            },
          };
        },
      },
      {
        method: "POST",
        path: "/api/admin/emails/5/resend",
        reply: () => {
          reloaded = true;
          return {
            status: 200,
            body: {
              id: 5,
              subject: "Your order has shipped",
              toAddress: "ada@example.com",
              status: "sent",
              state: "sent",
              attempts: 1,
              error: null,
              sentAt: "2026-03-04T10:00:00.000Z",
              createdAt: "2026-03-02T17:00:02.000Z",
            },
          };
        },
      },
    ]);
    renderUnlocked(<OrderDetailView orderId="7" />);
    const failed = await screen.findByTestId("email-5");
    await userEvent.click(within(failed).getByRole("button", { name: 'Resend "Your order has shipped"' }));

    const post = calls.find((call) => call.method === "POST");
    expect(post).toMatchObject({ url: "/api/admin/emails/5/resend" });
    expect(post!.headers).toMatchObject({ Authorization: `Bearer ${TEST_TOKEN}` });
    expect(await screen.findByText('"Your order has shipped" was sent again to ada@example.com.')).toBeInTheDocument();
    // The reloaded detail shows the e-mail sent.
    expect(await within(screen.getByTestId("email-5")).findByText("Sent")).toBeInTheDocument();
    expect(within(screen.getByTestId("email-5")).queryByRole("button")).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === "GET")).toHaveLength(2);
  });

  it("keeps the row and says why when the resend fails", async () => {
    routeFetch([
      { method: "GET", path: "/api/admin/orders/7", reply: ok(makeDetail()) },
      {
        method: "POST",
        path: "/api/admin/emails/5/resend",
        reply: () => ({ status: 409, body: { message: "This e-mail is being sent already" } }),
      },
    ]);
    renderUnlocked(<OrderDetailView orderId="7" />);
    const failed = await screen.findByTestId("email-5");
    await userEvent.click(within(failed).getByRole("button", { name: /Resend/ }));
    expect(await screen.findByText("This e-mail is being sent already")).toBeInTheDocument();
    expect(within(failed).getByText("Failed")).toBeInTheDocument();
    expect(within(failed).getByRole("button", { name: /Resend/ })).toBeEnabled();
  });

  it("says so when the order does not exist or the id is malformed", async () => {
    routeFetch([
      {
        method: "GET",
        path: "/api/admin/orders/999",
        reply: () => ({ status: 404, body: { message: "Order not found" } }),
      },
      {
        method: "GET",
        path: "/api/admin/orders/abc",
        reply: () => ({ status: 400, body: { message: "Order id must be a positive whole number" } }),
      },
    ]);
    const { unmount } = renderUnlocked(<OrderDetailView orderId="999" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Order not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Back to orders/ })).toHaveAttribute("href", "/admin");
    unmount();
    renderUnlocked(<OrderDetailView orderId="abc" />);
    expect(await screen.findByRole("heading", { level: 1, name: "This is not a valid order id." })).toBeInTheDocument();
  });

  it("says when the design file is gone and has no placeholder texts for an order without a payment", async () => {
    routeFetch([
      {
        method: "GET",
        path: "/api/admin/orders/7",
        reply: ok(
          makeDetail({
            order: makeOrder({ id: 7, orderNumber: "#7-3126", additionalNotes: null }),
            design: { ...makeDetail().design, file: "missing", fileUrl: null, fileUrlExpiresAt: null },
            payment: null,
            refund: { possible: false, reason: "This order has no payment to refund." },
            checkoutOrders: [],
            shipping: {
              ...makeDetail().shipping,
              priority: false,
              carrier: null,
              trackingNumber: null,
              trackingUrl: null,
              shippedAt: null,
            },
          }),
        ),
      },
    ]);
    renderUnlocked(<OrderDetailView orderId="7" />);
    const design = await screen.findByRole("region", { name: "Design" });
    expect(design).toHaveTextContent("The design file is no longer available on the server.");
    expect(within(design).queryByRole("img")).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Customer notes" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Other orders in this checkout" })).not.toBeInTheDocument();
    expect(region("Payment")).toHaveTextContent("No payment is recorded for this order.");
    expect(within(region("Shipping")).queryByText("Priority")).not.toBeInTheDocument();
    expect(valueOf(region("Shipping"), "Tracking")).toBe("Not shipped yet");
  });
});
