// GET /orders/{token}/stickers/{orderId}/image: the PNG of a sticker in its cut shape that the customer
// e-mails show. Only the order page's link of the order's own checkout opens it; anything else is the
// same 404, with the route's own protective headers (the proxy skips paths holding the page's key).
import sharp from "sharp";
import { setupTestDatabase } from "../helpers/database";
import { checkoutCart } from "../helpers/checkout-flow";
import { addToCart, uploadArtwork } from "../helpers/custom-stickers";
import { makeSessionId } from "../helpers/fixtures";
import { createOrderPageLink } from "../helpers/order-factories";
import { GET as getStickerImage } from "@/app/(shop)/orders/[token]/stickers/[orderId]/image/route";
import { prisma } from "@/lib/db/client";
import { STICKER_IMAGE_LONG_SIDE_PX } from "@/lib/order-page/serve-sticker-image";

setupTestDatabase();

function getImage(token: string, orderId: string) {
  return getStickerImage(new Request(`http://shop.test/orders/${token}/stickers/${orderId}/image`), {
    params: Promise.resolve({ token, orderId }),
  });
}

async function placeDieCut() {
  const sessionId = makeSessionId();
  const design = await uploadArtwork("dolphin_enrique_meza_c_01.png", sessionId);
  expect(
    (await addToCart({ sessionId, designId: design.id, shape: "die-cut", sizeInches: 3, quantity: 50 })).status,
  ).toBe(201);
  const { orderIds, paymentId } = await checkoutCart(sessionId);
  return { orderId: orderIds[0] as number, paymentId, token: (await createOrderPageLink(paymentId)).token };
}

it("answers the link's holder a PNG of the sticker in its cut shape, and 404 to anyone else", async () => {
  const mine = await placeDieCut();
  const other = await placeDieCut();

  const response = await getImage(mine.token, String(mine.orderId));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  expect(Math.max(width ?? 0, height ?? 0)).toBe(STICKER_IMAGE_LONG_SIDE_PX);

  for (const [token, orderId] of [
    [mine.token, String(other.orderId)], // another checkout's order
    [other.token, String(mine.orderId)],
    ["A".repeat(43), String(mine.orderId)], // no such link
    [mine.token, "01"], // not an id
    [mine.token, "abc"],
  ] as const) {
    const refused = await getImage(token, orderId);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ message: "Sticker not found" });
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(refused.headers.get("x-frame-options")).toBe("DENY");
  }

  await prisma.orderLink.updateMany({ where: { paymentId: mine.paymentId }, data: { revokedAt: new Date() } });
  expect((await getImage(mine.token, String(mine.orderId))).status).toBe(404); // a revoked link opens nothing
});
