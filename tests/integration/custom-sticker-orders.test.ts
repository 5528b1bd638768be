/** @jest-environment node */
// Custom sizes and die-cut (#22) from the cart to the operator's CSV: a rectangle, a circle and a die-cut
// line (from clip art uploaded through the real upload route, its outline traced there) beside a
// standard size, through POST /api/cart and GET /api/cart/{sessionId}, the test-mode checkout (quote,
// place, pay), the placed Order rows (each keeps its sticker; a die-cut's cut line is frozen equal to the
// cart line's), the success page, the order page, the admin list and detail, and the CSV export.
import { parse } from "csv-parse/sync";
import { adminHeaders } from "../helpers/admin";
import { callRoute } from "../helpers/call-route";
import { checkoutCart } from "../helpers/checkout-flow";
import {
  addToCart,
  measurePath,
  parseCutLinePath,
  quotePrice,
  readCart,
  uploadArtwork,
} from "../helpers/custom-stickers";
import { setupTestDatabase } from "../helpers/database";
import { findSize, makeSessionId } from "../helpers/fixtures";
import { createOrderPageLink } from "../helpers/order-factories";
import { GET as getOrderDetail } from "@/app/api/admin/orders/[id]/route";
import { GET as getPlacedCheckout } from "@/app/api/orders/[id]/checkout/route";
import { GET as listOrders } from "@/app/api/orders/route";
import { GET as exportOrders } from "@/app/api/orders/export/route";
import { prisma } from "@/lib/db/client";
import { formatCents } from "@/lib/money/format-cents";
import { buildCustomPriceTable } from "@/lib/pricing/__fixtures__/spec-price-tables";
import { parseStoredOutline } from "@/lib/stickers/parse-stored-outline";
import { getOrderPage } from "@/lib/order-page/get-order-page";
import { ORDER_CSV_HEADER } from "@/lib/orders/order-csv";

setupTestDatabase();

// Prices worked out by hand from the rule in lib/pricing/price-custom-size.ts (README "Prices"):
// 2.5" × 3" = 7.5 sq in at 100: 85.00 + (100.00 − 85.00) × (7.5 − 4) / 12 = 89.375 → 89.38, plus rounded
// corners 100 × 0.05 = 94.38. A 3.5" circle = 12.25 sq in at 50: 50 + 10 × 8.25 / 12 = 56.875 → 56.88.
const SQUARE = {
  body: { shape: "square", widthInches: 2.5, heightInches: 3, quantity: 100, roundedCorners: true },
  line: { shape: "square", widthInches: 2.5, heightInches: 3, sizeName: 'Rectangle 2.5" × 3"' },
  unitPrice: "0.94",
  totalPrice: "94.38",
};
const CIRCLE = {
  body: { shape: "circle", widthInches: 3.5, heightInches: 3.5, quantity: 50 },
  line: { shape: "circle", widthInches: 3.5, heightInches: 3.5, sizeName: 'Circle 3.5"' },
  unitPrice: "1.14",
  totalPrice: "56.88",
};
const DIE_CUT_SIZE = 3;

type Line = Record<string, unknown> & { id: number; totalPrice: string; cutLine: string | null };

let headers: Record<string, string>;
let sessionId: string;
let designId: number;
/** Design.outline as the upload left it, before any cart line could trace it. */
let outlineAtUpload: string | null;
let cart: { square: Line; circle: Line; dieCut: Line; standard: Line };
let placed: { orderIds: number[]; paymentId: string; quote: Record<string, unknown> };

beforeAll(async () => {
  headers = await adminHeaders();
  sessionId = makeSessionId();
  // The dolphin: one organic shape, much wider than tall, so its cut line is far from its bounding box.
  designId = (await uploadArtwork("dolphin_enrique_meza_c_01.png", sessionId)).id;
  outlineAtUpload = (await prisma.design.findUniqueOrThrow({ where: { id: designId } })).outline;
  const add = async (body: Record<string, unknown>) => {
    const response = await addToCart({ sessionId, designId, ...body });
    expect(response).toMatchObject({ status: 201 });
    return response.body as Line;
  };
  cart = {
    square: await add(SQUARE.body),
    circle: await add(CIRCLE.body),
    dieCut: await add({ shape: "die-cut", sizeInches: DIE_CUT_SIZE, quantity: 200 }),
    standard: await add({ sizeId: (await findSize("2x4")).id, quantity: 50 }),
  };
  placed = await checkoutCart(sessionId);
}, 60_000);

describe("the upload", () => {
  it("stores the artwork's traced outline on the Design row", async () => {
    const outline = parseStoredOutline(outlineAtUpload);
    expect(outline).toMatchObject({ version: 1, source: "alpha", imageWidth: 595, imageHeight: 842, parts: 1 });
    expect(outline && "rings" in outline && outline.rings[0]?.length).toBeGreaterThan(20);
  });
});

describe("POST /api/cart", () => {
  it("prices a custom rectangle and a custom circle by the custom rule, with readable names", () => {
    expect(cart.square).toMatchObject({
      ...SQUARE.line,
      sizeId: null,
      cutLine: null,
      quantity: 100,
      roundedCorners: true,
      unitPrice: SQUARE.unitPrice,
      totalPrice: SQUARE.totalPrice,
    });
    expect(cart.circle).toMatchObject({
      ...CIRCLE.line,
      sizeId: null,
      cutLine: null,
      quantity: 50,
      roundedCorners: false,
      unitPrice: CIRCLE.unitPrice,
      totalPrice: CIRCLE.totalPrice,
    });
  });

  it("gives a die-cut line its cut line at the size asked, the longest side being that size", async () => {
    const { dieCut } = cart;
    expect(dieCut).toMatchObject({ sizeId: null, shape: "die-cut", quantity: 200, roundedCorners: false });
    const width = dieCut.widthInches as number;
    const height = dieCut.heightInches as number;
    expect(Math.max(width, height)).toBeCloseTo(DIE_CUT_SIZE, 2);
    // The dolphin is about twice as wide as tall (595 × 842 px with much transparency around it).
    expect(width).toBeGreaterThan(height * 1.5);
    expect(dieCut.sizeName).toBe(`Die-cut ${width}" × ${height}"`);
    const bounds = measurePath(parseCutLinePath(dieCut.cutLine as string));
    expect(bounds.minX).toBeCloseTo(0, 2);
    expect(bounds.minY).toBeCloseTo(0, 2);
    expect(Math.abs(bounds.width - width)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(bounds.height - height)).toBeLessThanOrEqual(0.01);
    // Priced by its bounding box as the design tool's table and the quote endpoint give it (that a
    // die-cut box costs what the same rectangle costs is in custom-size-prices.test.ts).
    const table = buildCustomPriceTable(width, height);
    expect(dieCut.totalPrice).toBe(formatCents(table[200]));
    const quote = await quotePrice({ shape: "die-cut", widthInches: width, heightInches: height, quantity: 200 });
    expect(quote).toMatchObject({ status: 200, body: { totalPrice: dieCut.totalPrice, unitPrice: dieCut.unitPrice } });
  });

  it("gives a standard line its shape, dimensions and name too", async () => {
    expect(cart.standard).toMatchObject({
      sizeId: (await findSize("2x4")).id,
      shape: "square",
      widthInches: 2,
      heightInches: 4,
      sizeName: "2x4",
      cutLine: null,
      totalPrice: "55.00",
    });
  });
});

describe("GET /api/cart/{sessionId}", () => {
  it("reads back every line exactly as POST answered it", async () => {
    const other = makeSessionId();
    const design = (await uploadArtwork("jigsaw_green_12.png", other)).id;
    const added = [
      await addToCart({ sessionId: other, designId: design, ...SQUARE.body }),
      await addToCart({ sessionId: other, designId: design, shape: "die-cut", sizeInches: 2.25, quantity: 50 }),
    ];
    expect(added.map((response) => response.status)).toEqual([201, 201]);
    const read = await readCart(other);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(added.map((response) => response.body));
    const rows = await prisma.cartItem.findMany({ where: { sessionId: other }, orderBy: { id: "asc" } });
    expect(
      rows.map(({ sizeId, shape, widthInches, heightInches, sizeName, cutLine }) => ({
        sizeId,
        shape,
        widthInches,
        heightInches,
        sizeName,
        cutLine,
      })),
    ).toEqual(
      added.map(({ body }) => ({
        sizeId: null,
        shape: body.shape,
        widthInches: body.widthInches,
        heightInches: body.heightInches,
        sizeName: body.sizeName,
        cutLine: body.cutLine,
      })),
    );
    expect(rows[1]?.cutLine).toMatch(/^M/);
  });
});

describe("the checkout", () => {
  it("charges what the cart showed, line by line", () => {
    const cents = (price: string) => Math.round(Number(price) * 100);
    const subtotal = [cart.square, cart.circle, cart.dieCut, cart.standard].reduce(
      (sum, line) => sum + cents(line.totalPrice),
      0,
    );
    expect(cents(placed.quote.subtotal as string)).toBe(subtotal);
  });

  it("places one order per line keeping its sticker; the die-cut's cut line frozen equal to the cart's", async () => {
    const orders = await prisma.order.findMany({ where: { id: { in: placed.orderIds } }, orderBy: { id: "asc" } });
    expect(orders.map((order) => order.status)).toEqual(["paid", "paid", "paid", "paid"]);
    const lines = [cart.square, cart.circle, cart.dieCut, cart.standard];
    for (const [index, order] of orders.entries()) {
      const line = lines[index] as Line;
      expect({
        sizeId: order.sizeId,
        shape: order.shape,
        widthInches: order.widthInches,
        heightInches: order.heightInches,
        sizeName: order.sizeName,
        cutLine: order.cutLine,
        quantity: order.quantity,
        roundedCorners: order.roundedCorners,
        goods: (order.totalPriceCents + order.discountCents) / 100,
      }).toEqual({
        sizeId: line.sizeId,
        shape: line.shape,
        widthInches: line.widthInches,
        heightInches: line.heightInches,
        sizeName: line.sizeName,
        cutLine: line.cutLine,
        quantity: line.quantity,
        roundedCorners: line.roundedCorners,
        goods: Number(line.totalPrice),
      });
    }
    expect(orders[2]?.cutLine).toMatch(/^M[\d. ]+L/);
  });

  it("shows the sticker of each order on the success page", async () => {
    const response = await callRoute(getPlacedCheckout, {
      params: { id: String(placed.orderIds[0]) },
      headers: { "x-session-id": sessionId },
    });
    expect(response.status).toBe(200);
    const { square, circle, dieCut, standard } = cart;
    expect(response.body.orders).toMatchObject([
      { type: "Square", ...SQUARE.line, cutLine: null, corners: "Rounded", lineTotal: SQUARE.totalPrice },
      { type: "Circle", ...CIRCLE.line, cutLine: null, corners: null, lineTotal: CIRCLE.totalPrice },
      {
        type: "Die-cut",
        shape: "die-cut",
        sizeName: dieCut.sizeName,
        widthInches: dieCut.widthInches,
        heightInches: dieCut.heightInches,
        cutLine: dieCut.cutLine,
        corners: null,
        lineTotal: dieCut.totalPrice,
      },
      { type: "Square", sizeName: "2x4", shape: "square", widthInches: 2, heightInches: 4, corners: "Square" },
    ]);
    expect([square, circle, standard].every((line) => line.cutLine === null)).toBe(true);
  });
});

describe("after the checkout", () => {
  it("shows each order's sticker on the customer's order page", async () => {
    const { token } = await createOrderPageLink(placed.paymentId);
    const page = await getOrderPage(token);
    expect(page?.items.map((item) => item.orderId)).toEqual(placed.orderIds);
    const { dieCut } = cart;
    expect(page?.items).toMatchObject([
      { type: "Square", ...SQUARE.line, cutLine: null, corners: "Rounded", quantity: 100 },
      { type: "Circle", ...CIRCLE.line, cutLine: null, corners: null, quantity: 50 },
      {
        type: "Die-cut",
        shape: "die-cut",
        sizeName: dieCut.sizeName,
        widthInches: dieCut.widthInches,
        heightInches: dieCut.heightInches,
        cutLine: dieCut.cutLine,
        corners: null,
        quantity: 200,
      },
      { type: "Square", sizeName: "2x4", shape: "square", widthInches: 2, heightInches: 4, cutLine: null },
    ]);
  });

  it("gives the operator each order's sticker in the detail (with the cut line) and the list (without)", async () => {
    const [squareId, circleId, dieCutId] = placed.orderIds as [number, number, number];
    const detail = async (id: number) =>
      (await callRoute(getOrderDetail, { path: `/api/admin/orders/${id}`, headers, params: { id: String(id) } })).body;
    expect((await detail(squareId)).size).toEqual({
      id: null,
      name: 'Rectangle 2.5" × 3"',
      shape: "square",
      widthInches: 2.5,
      heightInches: 3,
      cutLine: null,
      artwork: null,
    });
    expect((await detail(circleId)).size).toEqual({
      id: null,
      name: 'Circle 3.5"',
      shape: "circle",
      widthInches: 3.5,
      heightInches: 3.5,
      cutLine: null,
      artwork: null,
    });
    const dieCutDetail = await detail(dieCutId);
    expect(dieCutDetail.size).toEqual({
      id: null,
      name: cart.dieCut.sizeName,
      shape: "die-cut",
      widthInches: cart.dieCut.widthInches,
      heightInches: cart.dieCut.heightInches,
      cutLine: cart.dieCut.cutLine,
      // Where the design sits inside the frozen line, from its traced outline (inches).
      artwork: {
        x: expect.any(Number),
        y: expect.any(Number),
        width: expect.any(Number),
        height: expect.any(Number),
      },
    });
    expect(dieCutDetail.order).toMatchObject({ stickerType: "die-cut", cutLine: cart.dieCut.cutLine });

    const list = await callRoute(listOrders, { path: "/api/orders?pageSize=50", headers });
    expect(list.status).toBe(200);
    const listed = (list.body.orders as Array<Record<string, unknown>>).find((order) => order.id === dieCutId);
    expect(listed).toMatchObject({
      stickerType: "die-cut",
      sizeName: cart.dieCut.sizeName,
      widthInches: cart.dieCut.widthInches,
      heightInches: cart.dieCut.heightInches,
      cutLine: null,
    });
  });

  it("exports each order's Size, Shape, Width (in) and Height (in) in the CSV", async () => {
    const response = await callRoute(exportOrders, { path: "/api/orders/export?archived=0", headers });
    expect(response.status).toBe(200);
    const [header, ...rows] = parse(response.body as string) as string[][];
    expect(header?.slice(-5)).toEqual(["Shape", "Width (in)", "Height (in)", "Material", "Finish"]);
    expect(header).toEqual([...ORDER_CSV_HEADER]);
    const column = (name: string) => (header as string[]).indexOf(name);
    const byId = new Map(rows.map((row) => [Number(/^#(\d+)-/.exec(row[0] as string)?.[1]), row]));
    const expected = [
      [placed.orderIds[0], 'Rectangle 2.5" × 3"', "square", "2.5", "3"],
      [placed.orderIds[1], 'Circle 3.5"', "circle", "3.5", "3.5"],
      [
        placed.orderIds[2],
        cart.dieCut.sizeName,
        "die-cut",
        String(cart.dieCut.widthInches),
        String(cart.dieCut.heightInches),
      ],
      [placed.orderIds[3], "2x4", "square", "2", "4"],
    ];
    for (const [id, size, shape, width, height] of expected) {
      const row = byId.get(id as number) as string[];
      expect([
        row[column("Size")],
        row[column("Shape")],
        row[column("Width (in)")],
        row[column("Height (in)")],
      ]).toEqual([size, shape, width, height]);
    }
  });
});
