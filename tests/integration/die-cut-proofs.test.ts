/** @jest-environment node */
// Proofs of die-cut orders (#22). The shop's cut preview of a die-cut order draws the cut line frozen on
// the order (not its bounding box); a change request with a replacement design re-cuts the order from
// the new design's outline at the size ordered: the cut line and its box change, the shape stays
// die-cut, the price does not change; the next cut preview draws the new line.
import sharp from "sharp";
import { adminHeaders } from "../helpers/admin";
import { callRoute } from "../helpers/call-route";
import { checkoutCart } from "../helpers/checkout-flow";
import {
  addToCart,
  fetchCutLine,
  parseCutLinePath,
  readArtwork,
  uploadArtwork,
  type ArtworkName,
  type PathPoint,
} from "../helpers/custom-stickers";
import { setupTestDatabase } from "../helpers/database";
import { findSize, makeSessionId } from "../helpers/fixtures";
import { createOrderPageLink } from "../helpers/order-factories";
import { POST as postProof } from "@/app/api/admin/orders/[id]/proofs/route";
import { GET as getDetail } from "@/app/api/admin/orders/[id]/route";
import { POST as requestChangesRoute } from "@/app/api/order-page/[token]/proofs/[proofId]/request-changes/route";
import { prisma } from "@/lib/db/client";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";
import { getOrderPage } from "@/lib/order-page/get-order-page";
import { parseStoredOutline } from "@/lib/stickers/parse-stored-outline";
import { CUT_PREVIEW_LONG_SIDE_PX, CUT_PREVIEW_MARGIN_RATIO } from "@/lib/proofs/cut-preview-layout";
import { CUT_PREVIEW_BACKGROUND } from "@/lib/proofs/render-cut-preview";

process.env.TRUSTED_IP_HEADER = "x-real-ip";
process.env.APP_URL = "https://stickers.example";
setupTestDatabase();

let headers: Record<string, string>;
let addressCounter = 0;
const nextAddress = () => `198.51.100.${++addressCounter % 250}`;

beforeAll(async () => {
  headers = await adminHeaders();
});

/** A paid die-cut order of `artwork` at `sizeInches`, placed through the cart and the test-mode checkout. */
async function placeDieCutOrder(artwork: ArtworkName, sizeInches: number) {
  const sessionId = makeSessionId();
  const design = await uploadArtwork(artwork, sessionId);
  const line = await addToCart({ sessionId, designId: design.id, shape: "die-cut", sizeInches, quantity: 100 });
  expect(line.status).toBe(201);
  const { orderIds, paymentId } = await checkoutCart(sessionId);
  const order = await prisma.order.findUniqueOrThrow({ where: { id: orderIds[0] as number } });
  expect(order.cutLine).toBe(line.body.cutLine);
  return { order, paymentId, line: line.body };
}

function sendCutPreview(orderId: number) {
  return callRoute(postProof, {
    method: "POST",
    path: `/api/admin/orders/${orderId}/proofs`,
    params: { id: String(orderId) },
    headers,
    body: { source: "cut_preview" },
  });
}

async function requestChanges(
  token: string,
  proofId: number,
  comment: string,
  artwork?: ArtworkName,
  replaceDesignId?: number,
) {
  const form = new FormData();
  form.append("comment", comment);
  if (replaceDesignId !== undefined) form.append("replaceDesignId", String(replaceDesignId));
  if (artwork)
    form.append("file", new Blob([new Uint8Array(await readArtwork(artwork))], { type: "image/png" }), artwork);
  const response = await (requestChangesRoute as (r: Request, c: unknown) => Promise<Response>)(
    new Request(`http://shop.test/api/order-page/${token}/proofs/${proofId}/request-changes`, {
      method: "POST",
      headers: { "x-real-ip": nextAddress() },
      body: form,
    }),
    { params: Promise.resolve({ token, proofId: String(proofId) }) },
  );
  return { status: response.status, body: await response.json() };
}

/** The stored PNG of a proof's image, decoded to RGB. */
async function readProofImage(imageDesignId: number) {
  const image = await prisma.design.findUniqueOrThrow({ where: { id: imageDesignId } });
  const png = (await getDesignStorage().read("primary", image.filename)) as Buffer;
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (Math.round(y) * info.width + Math.round(x)) * info.channels;
    return { r: data[i] as number, g: data[i + 1] as number, b: data[i + 2] as number };
  };
  return { width: info.width, height: info.height, at };
}

function isInside([x, y]: PathPoint, ring: PathPoint[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as PathPoint;
    const [xj, yj] = ring[j] as PathPoint;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function distanceToRing([x, y]: PathPoint, ring: PathPoint[]): number {
  let best = Infinity;
  for (let i = 0; i < ring.length; i++) {
    const [ax, ay] = ring[i] as PathPoint;
    const [bx, by] = ring[(i + 1) % ring.length] as PathPoint;
    const length = (bx - ax) ** 2 + (by - ay) ** 2;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / length));
    best = Math.min(best, Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay))));
  }
  return best;
}

const sameColor = (a: { r: number; g: number; b: number }, b: { r: number; g: number; b: number }) =>
  a.r === b.r && a.g === b.g && b.b === a.b;

/**
 * Checks a cut preview against a cut line (inches, origin at its box's top-left): the canvas is the
 * box at 1200 px on its long side plus the margin; sampled points of the box outside the line are
 * background, points inside it are sticker (never background), and the red cut line runs along it.
 */
async function expectPreviewOf(
  imageDesignId: number,
  cut: { path: string; widthInches: number; heightInches: number },
) {
  const image = await readProofImage(imageDesignId);
  const margin = Math.round(CUT_PREVIEW_LONG_SIDE_PX * CUT_PREVIEW_MARGIN_RATIO);
  const pxPerInch = (CUT_PREVIEW_LONG_SIDE_PX - 2 * margin) / Math.max(cut.widthInches, cut.heightInches);
  expect({ width: image.width, height: image.height }).toEqual({
    width: Math.round(cut.widthInches * pxPerInch) + 2 * margin,
    height: Math.round(cut.heightInches * pxPerInch) + 2 * margin,
  });
  const ring = parseCutLinePath(cut.path);
  const toPixel = ([x, y]: PathPoint): [number, number] => [margin + x * pxPerInch, margin + y * pxPerInch];
  // Well away from the line (its 4 px dashes and their anti-aliasing): 12 px.
  const clear = 12 / pxPerInch;
  const outside: PathPoint[] = [];
  const inside: PathPoint[] = [];
  for (let i = 1; i < 40; i++)
    for (let j = 1; j < 40; j++) {
      const point: PathPoint = [(cut.widthInches * i) / 40, (cut.heightInches * j) / 40];
      if (distanceToRing(point, ring) < clear) continue;
      (isInside(point, ring) ? inside : outside).push(point);
    }
  // The box has room outside the line (else this check would prove nothing) and the line encloses much.
  expect(outside.length).toBeGreaterThan(100);
  expect(inside.length).toBeGreaterThan(100);
  const backgroundOutside = outside.filter((point) => sameColor(image.at(...toPixel(point)), CUT_PREVIEW_BACKGROUND));
  expect(backgroundOutside.length).toBe(outside.length);
  const stickerInside = inside.filter((point) => !sameColor(image.at(...toPixel(point)), CUT_PREVIEW_BACKGROUND));
  expect(stickerInside.length).toBe(inside.length);
  // The red (#e11d48) dashed line along the path: most of its points have red within 3 px.
  const isRed = ({ r, g, b }: { r: number; g: number; b: number }) => r > 180 && g < 90 && b < 120;
  const onLine = ring.filter((point) => {
    const [px, py] = toPixel(point);
    for (let dx = -3; dx <= 3; dx++)
      for (let dy = -3; dy <= 3; dy++) {
        const x = Math.min(image.width - 1, Math.max(0, px + dx));
        const y = Math.min(image.height - 1, Math.max(0, py + dy));
        if (isRed(image.at(x, y))) return true;
      }
    return false;
  });
  expect(onLine.length).toBeGreaterThan(ring.length * 0.4);
}

describe("the cut preview of a die-cut order", () => {
  it("draws the order's frozen cut line, with background between it and its box", async () => {
    const { order } = await placeDieCutOrder("dolphin_enrique_meza_c_01.png", 3);
    const response = await sendCutPreview(order.id);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ version: 1, source: "cut_preview", status: "sent" });
    await expectPreviewOf(response.body.image.designId, {
      path: order.cutLine as string,
      widthInches: order.widthInches,
      heightInches: order.heightInches,
    });
  });
});

describe("a change request with a replacement design on a die-cut order", () => {
  it("re-cuts the order from the new design's outline at the size ordered; the price stays", async () => {
    const { order, paymentId } = await placeDieCutOrder("dolphin_enrique_meza_c_01.png", 3);
    const proof = await sendCutPreview(order.id);
    expect(proof.status).toBe(201);
    const { token } = await createOrderPageLink(paymentId);

    const answer = await requestChanges(token, proof.body.id, "Use the rainbow instead", "rainbow_linda_kim_01.png");
    expect(answer).toMatchObject({ status: 200, body: { proofState: "changes_requested" } });

    const after = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    const replacement = await prisma.design.findUniqueOrThrow({ where: { id: after.designId } });
    expect(replacement.id).not.toBe(order.designId);
    expect(replacement.originalName).toBe("rainbow_linda_kim_01.png");
    // Traced when stored, like an upload.
    expect(parseStoredOutline(replacement.outline)).toMatchObject({ version: 1, source: "alpha" });

    expect(after.shape).toBe("die-cut");
    expect(after.sizeId).toBeNull();
    expect(after.cutLine).not.toBe(order.cutLine);
    expect(Math.max(after.widthInches, after.heightInches)).toBeCloseTo(3, 2);
    // The rainbow's arch is another shape than the dolphin: its line's box differs too.
    expect(Math.abs(after.heightInches - order.heightInches)).toBeGreaterThan(0.1);
    expect(after.sizeName).toBe(`Die-cut ${after.widthInches}" × ${after.heightInches}"`);
    // The new design's own line at 3", as the preview endpoint gives it (admin token).
    const expected = await fetchCutLine(replacement.id, "shape=die-cut&sizeInches=3", headers);
    expect(expected.status).toBe(200);
    expect({ cutLine: after.cutLine, widthInches: after.widthInches, heightInches: after.heightInches }).toEqual({
      cutLine: expected.body.path,
      widthInches: expected.body.widthInches,
      heightInches: expected.body.heightInches,
    });
    expect({
      quantity: after.quantity,
      unitPriceCents: after.unitPriceCents,
      totalPriceCents: after.totalPriceCents,
      discountCents: after.discountCents,
    }).toEqual({
      quantity: order.quantity,
      unitPriceCents: order.unitPriceCents,
      totalPriceCents: order.totalPriceCents,
      discountCents: order.discountCents,
    });

    // The operator and the customer see the new line.
    const detail = await callRoute(getDetail, {
      path: `/api/admin/orders/${order.id}`,
      headers,
      params: { id: String(order.id) },
    });
    expect(detail.body.size).toMatchObject({ shape: "die-cut", cutLine: after.cutLine, name: after.sizeName });
    expect((await getOrderPage(token))?.items[0]).toMatchObject({ cutLine: after.cutLine, sizeName: after.sizeName });

    // The next cut preview draws the new line.
    const second = await sendCutPreview(order.id);
    expect(second).toMatchObject({ status: 201, body: { version: 2, source: "cut_preview" } });
    await expectPreviewOf(second.body.image.designId, {
      path: after.cutLine as string,
      widthInches: after.widthInches,
      heightInches: after.heightInches,
    });
  });

  it("leaves a rectangle's shape and size alone", async () => {
    const sessionId = makeSessionId();
    const design = await uploadArtwork("jigsaw_green_12.png", sessionId);
    const sizeId = (await findSize("2x4")).id;
    const custom = await addToCart({
      sessionId,
      designId: design.id,
      shape: "square",
      widthInches: 2.5,
      heightInches: 3,
      quantity: 50,
    });
    const standard = await addToCart({ sessionId, designId: design.id, sizeId, quantity: 50 });
    expect([custom.status, standard.status]).toEqual([201, 201]);
    const { orderIds, paymentId } = await checkoutCart(sessionId);
    const { token } = await createOrderPageLink(paymentId);
    for (const orderId of orderIds) {
      const before = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
      const proof = await sendCutPreview(orderId);
      expect(proof.status).toBe(201);
      const answer = await requestChanges(token, proof.body.id, "New art", "saturn_dan_gerhards_01.png");
      expect(answer.status).toBe(200);
      const after = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
      expect(after.designId).not.toBe(before.designId);
      const sticker = ({ sizeId, shape, widthInches, heightInches, sizeName, cutLine }: typeof before) => ({
        sizeId,
        shape,
        widthInches,
        heightInches,
        sizeName,
        cutLine,
      });
      expect(sticker(after)).toEqual(sticker(before));
    }
  });

  it("takes the order's own design as the one replaced, and refuses any other (a sheet's field, #39)", async () => {
    const { order, paymentId } = await placeDieCutOrder("jigsaw_green_12.png", 2);
    const proof = await sendCutPreview(order.id);
    const { token } = await createOrderPageLink(paymentId);
    const other = await requestChanges(
      token,
      proof.body.id,
      "New art",
      "rainbow_linda_kim_01.png",
      order.designId + 1000,
    );
    expect(other).toEqual({ status: 400, body: { message: "That design is not on this order." } });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      designId: order.designId,
      cutLine: order.cutLine,
      proofState: "sent",
    });
    const own = await requestChanges(token, proof.body.id, "New art", "rainbow_linda_kim_01.png", order.designId);
    expect(own.status).toBe(200);
    const after = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(after.designId).not.toBe(order.designId);
    expect(after.cutLine).not.toBe(order.cutLine);
  });

  it("keeps the cut line when the change request has no new design", async () => {
    const { order, paymentId } = await placeDieCutOrder("jigsaw_green_12.png", 2.5);
    const proof = await sendCutPreview(order.id);
    const { token } = await createOrderPageLink(paymentId);
    expect((await requestChanges(token, proof.body.id, "Thicker border please")).status).toBe(200);
    const after = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect({ designId: after.designId, cutLine: after.cutLine, proofState: after.proofState }).toEqual({
      designId: order.designId,
      cutLine: order.cutLine,
      proofState: "changes_requested",
    });
  });
});
