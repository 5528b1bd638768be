import { setupTestDatabase } from "../helpers/database";
import { createDesignRow, findSize, makeSessionId } from "../helpers/fixtures";
import { POST } from "@/app/api/cart/route";
import { DELETE as deleteItem, GET as getCart } from "@/app/api/cart/[id]/route";
import { DELETE as clearCart } from "@/app/api/cart/clear/[sessionId]/route";
import { prisma } from "@/lib/db/client";

setupTestDatabase();

function postCart(body: unknown) {
  return POST(
    new Request("http://test/api/cart", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    undefined,
  );
}

async function readCart(sessionId: string) {
  const response = await getCart(new Request(`http://test/api/cart/${sessionId}`), {
    params: Promise.resolve({ id: sessionId }),
  });
  return { status: response.status, body: await response.json() };
}

function removeItem(itemId: number | string, sessionId?: string) {
  return deleteItem(
    new Request(`http://test/api/cart/${itemId}`, {
      method: "DELETE",
      headers: sessionId ? { "x-session-id": sessionId } : {},
    }),
    { params: Promise.resolve({ id: String(itemId) }) },
  );
}

describe("cart API", () => {
  let sessionId: string;
  let designId: number;
  let circleId: number;
  let squareId: number;

  beforeEach(async () => {
    sessionId = makeSessionId();
    designId = (await createDesignRow({ sessionId })).id;
    circleId = (await findSize('3" circle')).id;
    squareId = (await findSize('3" square')).id;
  });

  it("adds a line priced by the server, ignoring prices sent by the browser", async () => {
    const response = await postCart({
      sessionId,
      designId,
      sizeId: circleId,
      quantity: 100,
      roundedCorners: false,
      unitPrice: "0.01",
      totalPrice: "0.01",
      scale: 100,
      xPosition: 0,
      yPosition: 0,
    });
    expect(response.status).toBe(201);
    const item = await response.json();
    expect(item).toMatchObject({
      designId,
      sizeId: circleId,
      sizeName: '3" circle',
      quantity: 100,
      unitPrice: "0.92",
      totalPrice: "92.00",
      roundedCorners: false,
      scale: 100,
      xPosition: 0,
      yPosition: 0,
      designName: "artwork.png",
    });
    const row = await prisma.cartItem.findUniqueOrThrow({ where: { id: item.id } });
    expect(row.totalPriceCents).toBe(9200);
  });

  it.each([
    ['3" square', 100, true, "95.00"],
    ['2"', 300, false, "225.00"],
    ["2x4", 500, true, "405.00"],
    ['4"', 50, false, "60.00"],
  ])("prices %s × %i (rounded %s) at %s", async (sizeName, quantity, roundedCorners, total) => {
    const size = await findSize(sizeName);
    const response = await postCart({ sessionId, designId, sizeId: size.id, quantity, roundedCorners });
    expect(response.status).toBe(201);
    expect((await response.json()).totalPrice).toBe(total);
  });

  it.each([
    ["quantity below the minimum", { quantity: 49 }],
    ["quantity 0", { quantity: 0 }],
    ["negative quantity", { quantity: -1 }],
    ["fractional quantity", { quantity: 1.5 }],
    ["quantity between tiers", { quantity: 120 }],
    ["huge quantity", { quantity: 1e9 }],
    ["quantity as a string", { quantity: "100" }],
    ["unknown size", { sizeId: 999999 }],
    ["unknown design", { designId: 999999 }],
    ["rounded corners on a circle", { roundedCorners: true }],
    ["missing session id", { sessionId: undefined }],
    ["malformed session id", { sessionId: '\'; DROP TABLE "CartItem"; --' }],
  ])("rejects %s with 400 and stores nothing", async (_label, override) => {
    const response = await postCart({
      sessionId,
      designId,
      sizeId: circleId,
      quantity: 100,
      roundedCorners: false,
      ...override,
    });
    expect(response.status).toBe(400);
    expect(typeof (await response.json()).message).toBe("string");
    expect(await prisma.cartItem.count()).toBe(0);
  });

  it("rejects malformed JSON with 400", async () => {
    const response = await postCart("{not json");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Request body must be valid JSON" });
  });

  it("does not let a session use another session's design", async () => {
    const otherDesign = await createDesignRow({ sessionId: makeSessionId() });
    const response = await postCart({ sessionId, designId: otherDesign.id, sizeId: squareId, quantity: 50 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Design not found" });
  });

  afterEach(async () => {
    await prisma.cartItem.deleteMany();
  });

  it("lists only the session's own lines, oldest first", async () => {
    await postCart({ sessionId, designId, sizeId: circleId, quantity: 100 });
    await postCart({ sessionId, designId, sizeId: squareId, quantity: 50, roundedCorners: true });
    const other = makeSessionId();
    await postCart({
      sessionId: other,
      designId: (await createDesignRow({ sessionId: other })).id,
      sizeId: squareId,
      quantity: 50,
    });

    const { status, body } = await readCart(sessionId);
    expect(status).toBe(200);
    expect(body.map((item: { sizeName: string; totalPrice: string }) => `${item.sizeName} ${item.totalPrice}`)).toEqual(
      ['3" circle 92.00', '3" square 52.50'],
    );
  });

  it("rejects a malformed session id when reading", async () => {
    expect((await readCart("not-a-session")).status).toBe(400);
  });

  it("removes a line only for the session that owns it", async () => {
    const item = await (await postCart({ sessionId, designId, sizeId: circleId, quantity: 100 })).json();

    const stranger = await removeItem(item.id, makeSessionId());
    expect(stranger.status).toBe(404);
    expect(await prisma.cartItem.count()).toBe(1);

    expect((await removeItem(item.id)).status).toBe(400);
    expect((await removeItem("abc", sessionId)).status).toBe(400);

    const owner = await removeItem(item.id, sessionId);
    expect(owner.status).toBe(200);
    expect(await owner.json()).toEqual({ success: true });
    expect(await prisma.cartItem.count()).toBe(0);
  });

  it("clears one session's cart and leaves the others", async () => {
    await postCart({ sessionId, designId, sizeId: circleId, quantity: 100 });
    await postCart({ sessionId, designId, sizeId: circleId, quantity: 200 });
    const other = makeSessionId();
    await postCart({
      sessionId: other,
      designId: (await createDesignRow({ sessionId: other })).id,
      sizeId: squareId,
      quantity: 50,
    });

    const response = await clearCart(new Request("http://test", { method: "DELETE" }), {
      params: Promise.resolve({ sessionId }),
    });
    expect(await response.json()).toEqual({ success: true, removed: 2 });
    expect((await readCart(sessionId)).body).toEqual([]);
    expect((await readCart(other)).body).toHaveLength(1);

    const bad = await clearCart(new Request("http://test", { method: "DELETE" }), {
      params: Promise.resolve({ sessionId: "x" }),
    });
    expect(bad.status).toBe(400);
  });
});
