/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { OrderPageData } from "@/lib/order-page/get-order-page";
import { OrderPageView } from "./order-page-view";

// "Order again" reads the token from the path and navigates with the router.
jest.mock("next/navigation", () => ({ useParams: () => ({ token: "t" }), useRouter: () => ({ push: jest.fn() }) }));

const order: OrderPageData = {
  timeZone: "America/Los_Angeles",
  placedAt: "2026-03-01T20:00:00.000Z",
  numbers: ["#42-3126", "#43-3126"],
  proofApiBase: "/api/order-page/tok/proofs",
  customer: { name: "Ada Lovelace", email: "ada@example.com", companyName: null },
  shipping: {
    addressLines: ["Ada Lovelace", "1 Main St", "Reno, NV 89501", "United States"],
    methodName: "Priority Shipping",
  },
  amounts: {
    subtotalCents: 15_500,
    discountCents: 500,
    couponCode: "SPRING",
    shippingCents: 1_000,
    totalCents: 16_000,
    refundedCents: 5_000,
    paymentStatus: "paid",
  },
  items: [
    {
      orderId: 42,
      number: "#42-3126",
      status: "shipped",
      designName: "logo.png",
      thumbnailUrl: "/uploads/abc.png?exp=1&sig=x",
      type: "Square",
      sizeName: '4"',
      shape: "square",
      widthInches: 4,
      heightInches: 4,
      cutLine: null,
      artwork: null,
      sheet: null,
      materialId: "holographic",
      materialName: "Holographic",
      finishId: "matte",
      finishName: "Matte laminate",
      roundedCorners: true,
      corners: "Rounded",
      quantity: 100,
      priceCents: 10_500,
      proofState: "none",
      proofs: [],
      canAnswerProof: false,
      timeline: [
        { kind: "placed", label: "Order placed", at: "2026-03-01T20:00:00.000Z", detail: null, trackingUrl: null },
        { kind: "paid", label: "Payment received", at: "2026-03-01T20:05:00.000Z", detail: null, trackingUrl: null },
        {
          kind: "shipped",
          label: "Shipped",
          at: "2026-03-03T18:00:00.000Z",
          detail: "UPS 1Z999AA10123456784",
          trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
        },
      ],
    },
    {
      orderId: 43,
      number: "#43-3126",
      status: "cancelled",
      designName: "logo.png",
      thumbnailUrl: null,
      type: "Circle",
      sizeName: '3" circle',
      shape: "circle",
      widthInches: 3,
      heightInches: 3,
      cutLine: null,
      artwork: null,
      sheet: null,
      materialId: "white-vinyl",
      materialName: "White vinyl",
      finishId: "gloss",
      finishName: "Gloss laminate",
      roundedCorners: false,
      corners: null,
      quantity: 50,
      priceCents: 5_000,
      proofState: "none",
      proofs: [],
      canAnswerProof: false,
      timeline: [
        { kind: "placed", label: "Order placed", at: "2026-03-01T20:00:00.000Z", detail: null, trackingUrl: null },
        { kind: "refunded", label: "Refunded", at: "2026-03-02T20:00:00.000Z", detail: "$50.00", trackingUrl: null },
      ],
    },
  ],
};

describe("OrderPageView", () => {
  it("shows each sticker as a list item with its details, thumbnail and timeline", () => {
    render(<OrderPageView order={order} companyName="Sticker Shop" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Your orders #42-3126, #43-3126");
    const stickers = within(screen.getByRole("region", { name: "Stickers" })).getAllByRole("article");
    expect(stickers).toHaveLength(2);
    const first = within(stickers[0]!);
    expect(first.getByRole("heading", { level: 3 })).toHaveTextContent("Order #42-3126");
    const thumbnail = first.getByRole("img", { name: 'logo.png on a 4" square sticker with rounded corners' });
    expect(thumbnail.querySelector("image")).toHaveAttribute("href", "/uploads/abc.png?exp=1&sig=x");
    expect(thumbnail.querySelector("clipPath rect")).toHaveAttribute("rx", String(4 * 0.14));
    expect(first.getByText("Rounded")).toBeInTheDocument();
    expect(first.getByText("Holographic")).toBeInTheDocument();
    expect(first.getByText("Matte laminate")).toBeInTheDocument();
    expect(first.getByText("100")).toBeInTheDocument();
    const timeline = first.getByRole("list", { name: "Progress of order #42-3126" });
    expect(
      within(timeline)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining("Order placed"),
      expect.stringContaining("Payment received"),
      expect.stringContaining("UPS 1Z999AA10123456784"),
    ]);
    expect(first.getByRole("link", { name: "Track your package" })).toHaveAttribute(
      "href",
      "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    );
    const second = within(stickers[1]!);
    // No link to the design: the circle is still drawn, empty.
    const circle = second.getByRole("img", { name: 'logo.png on a 3" circle sticker' });
    expect(circle.querySelector("image")).toBeNull();
    expect(circle.querySelector("ellipse")).not.toBeNull();
    expect(second.queryByText("Corners")).toBeNull();
    expect(second.getByText("White vinyl")).toBeInTheDocument();
    expect(second.getByText("Cancelled")).toBeInTheDocument();
  });

  it("shows a die-cut sticker inside its frozen cut line, at the size ordered", () => {
    const dieCut = {
      ...order.items[0]!,
      type: "Die-cut",
      sizeName: 'Die-cut 3" × 1.51"',
      shape: "die-cut",
      widthInches: 3,
      heightInches: 1.51,
      cutLine: "M1 0L3 0.7L1 1.51L0 0.7Z",
      artwork: { x: -0.17, y: -0.82, width: 3.08, height: 4.36 },
      roundedCorners: false,
      corners: null,
    };
    render(<OrderPageView order={{ ...order, items: [dieCut] }} companyName="Sticker Shop" />);
    const thumbnail = screen.getByRole("img", { name: 'logo.png on a Die-cut 3" × 1.51" sticker' });
    expect(thumbnail).toHaveAttribute("viewBox", "0 0 3 1.51");
    expect(thumbnail.querySelector("clipPath path")).toHaveAttribute("d", dieCut.cutLine);
    expect(thumbnail.querySelector("[data-testid=cut-line]")).toHaveAttribute("d", dieCut.cutLine);
    expect(thumbnail.querySelector("image")).toHaveAttribute("height", "4.36");
    expect(screen.getByText('Die-cut 3" × 1.51"')).toBeInTheDocument();
    expect(screen.getByText("Die-cut")).toBeInTheDocument();
  });

  it("shows a sticker sheet (#39) as the shop drew it, with its stickers listed and its quantity in sheets", () => {
    const sheet = {
      ...order.items[0]!,
      designName: "dolphin.png",
      type: "Sticker sheet",
      sizeName: 'Sticker sheet 5.5" × 8.5", 3 stickers',
      widthInches: 5.5,
      heightInches: 8.5,
      quantity: 25,
      sheet: {
        imageUrl: "/orders/tok/stickers/42/image",
        stickers: [
          {
            position: 0,
            designId: 1,
            designName: "dolphin.png",
            shape: "die-cut",
            widthInches: 2,
            heightInches: 0.92,
            xInches: 0.5,
            yInches: 0.5,
            rotation: 0,
          },
          {
            position: 1,
            designId: 2,
            designName: "saturn.png",
            shape: "circle",
            widthInches: 1,
            heightInches: 1,
            xInches: 3,
            yInches: 0.5,
            rotation: 0,
          },
          {
            position: 2,
            designId: 1,
            designName: "dolphin.png",
            shape: "die-cut",
            widthInches: 2,
            heightInches: 0.92,
            xInches: 0.5,
            yInches: 2,
            rotation: 180,
          },
        ],
      },
    };
    render(<OrderPageView order={{ ...order, items: [sheet] }} companyName="Sticker Shop" />);
    const card = within(screen.getByRole("article"));
    expect(
      card.getByRole("img", {
        name: 'Sticker sheet 5.5" × 8.5", 3 stickers: every sticker where it lies on the sheet',
      }),
    ).toHaveAttribute("src", "/orders/tok/stickers/42/image");
    expect(card.getByText("Sticker sheet")).toBeInTheDocument();
    expect(card.getByText("25 sheets")).toBeInTheDocument();
    // The designs are listed with the stickers, not as the line's one design.
    expect(card.queryByText("Design")).toBeNull();
    expect(card.getByText("3 stickers on each sheet, 2 designs")).toBeInTheDocument();
    expect(
      within(card.getByRole("list", { name: "Designs on the sheet" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(['dolphin.png × 2Die-cut 2" × 0.92" · Stickers 1 and 3', 'saturn.png × 1Circle 1" · Sticker 2']);
  });

  it("shows the address, method and amounts paid, discount, shipping and refunded", () => {
    render(<OrderPageView order={order} companyName="Sticker Shop" />);
    const shipping = screen.getByRole("region", { name: "Shipping" });
    expect(shipping).toHaveTextContent("1 Main St");
    expect(shipping).toHaveTextContent("Method: Priority Shipping");
    const payment = screen.getByRole("region", { name: "Payment" });
    expect(payment).toHaveTextContent("Subtotal$155.00");
    expect(payment).toHaveTextContent("Discount (SPRING)-$5.00");
    expect(payment).toHaveTextContent("Shipping$10.00");
    expect(payment).toHaveTextContent("Total paid$160.00");
    expect(payment).toHaveTextContent("Refunded-$50.00");
  });

  it("Print receipt opens the print dialog", async () => {
    const print = jest.spyOn(window, "print").mockImplementation(() => undefined);
    render(<OrderPageView order={order} companyName="Sticker Shop" />);
    await userEvent.click(screen.getByRole("button", { name: "Print receipt" }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it("offers Order again for the whole checkout", () => {
    render(<OrderPageView order={order} companyName="Sticker Shop" />);
    const stickers = within(screen.getByRole("region", { name: "Stickers" }));
    expect(stickers.getAllByRole("button", { name: "Order again" })).toHaveLength(1);
    expect(stickers.getByText("Same designs and sizes, today's prices")).toBeInTheDocument();
  });
});
