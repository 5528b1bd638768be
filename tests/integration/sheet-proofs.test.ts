/** @jest-environment node */
// Proofs of sticker sheets (#39). A sheet order is placed as a shopper places one (real clip art uploaded
// and traced, POST /api/cart { product: "sheet" }, the test-mode checkout). Its cut preview shows the whole
// sheet as frozen on the order; a change request may replace one of its designs: the new design is cut at
// the size of each sticker it replaces, the sheet is checked again with its rules, and either every
// sticker of the old design switches (one transaction, one order event) or, with the first broken rule
// named, nothing changes. The order page, the e-mails, the CSV and the reports name the sheet.
import { parse } from "csv-parse/sync";
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
import { makeSessionId } from "../helpers/fixtures";
import { createOrderPageLink } from "../helpers/order-factories";
import { countTableRows } from "../helpers/table-counts";
import { GET as getStickerImage } from "@/app/(shop)/orders/[token]/stickers/[orderId]/image/route";
import { POST as postProof } from "@/app/api/admin/orders/[id]/proofs/route";
import { GET as getDetail } from "@/app/api/admin/orders/[id]/route";
import { GET as exportOrders } from "@/app/api/orders/export/route";
import { POST as requestChangesRoute } from "@/app/api/order-page/[token]/proofs/[proofId]/request-changes/route";
import { prisma } from "@/lib/db/client";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";
import { getOrderPage } from "@/lib/order-page/get-order-page";
import { CUT_PREVIEW_BACKGROUND } from "@/lib/proofs/cut-preview-style";
import { CHANGE_REQUEST_MESSAGES } from "@/lib/proofs/read-proof-change-request";
import { SEND_PROOF_MESSAGES, sendProof } from "@/lib/proofs/send-proof";
import { formatSheetDesignsKey } from "@/lib/domain/sheet-designs-key";
import { SHEET_COLOR } from "@/lib/proofs/render-sheet-cut-preview";
import { getReport } from "@/lib/reports/get-report";
import { SEEDED_SHEET_IDS } from "@/lib/pricing/__fixtures__/spec-catalogue";
import { SHEET_REPLACEMENT_MESSAGES } from "@/lib/sticker-sheets/replace-sheet-design";

process.env.TRUSTED_IP_HEADER = "x-real-ip";
process.env.APP_URL = "https://stickers.example";
setupTestDatabase();

const HALF_LETTER = SEEDED_SHEET_IDS['5.5" × 8.5"'];
const SHEET_NAME = 'Sticker sheet 5.5" × 8.5", 5 stickers';

let headers: Record<string, string>;
let addressCounter = 0;
const nextAddress = () => `198.51.100.${++addressCounter % 250}`;

beforeAll(async () => {
  headers = await adminHeaders();
});

type Item = Record<string, unknown> & { designId: number };

/**
 * A paid 5.5" × 8.5" sheet order (25 sheets, rounded corners) of the named artwork, uploaded for a new
 * session, laid out by `layout` (given the designs' ids); with its order link's token.
 */
async function placeSheetOrder<Name extends ArtworkName>(
  artwork: Name[],
  layout: (ids: Record<Name, number>, sessionId: string) => Promise<Item[]> | Item[],
) {
  const sessionId = makeSessionId();
  const ids = {} as Record<Name, number>;
  for (const name of artwork) ids[name] = (await uploadArtwork(name, sessionId)).id;
  const items = await layout(ids, sessionId);
  const line = await addToCart({
    product: "sheet",
    sessionId,
    sheetSizeId: HALF_LETTER,
    items,
    quantity: 25,
    roundedCorners: true,
  });
  expect(line.status).toBe(201);
  const { orderIds, paymentId } = await checkoutCart(sessionId);
  const order = await prisma.order.findUniqueOrThrow({ where: { id: orderIds[0] as number } });
  const { token } = await createOrderPageLink(paymentId);
  return { order, ids, token, paymentId };
}

const DOLPHIN = "dolphin_enrique_meza_c_01.png";
const SATURN = "saturn_dan_gerhards_01.png";
const JIGSAW = "jigsaw_green_12.png";

/** sticker-sheets.test.ts's layout: three die-cuts (one turned), a circle and a rectangle, well apart. */
function fiveStickers(ids: Record<typeof DOLPHIN | typeof SATURN | typeof JIGSAW, number>): Item[] {
  return [
    { designId: ids[DOLPHIN], shape: "die-cut", sizeInches: 2, xInches: 0.5, yInches: 0.5, rotation: 0 },
    { designId: ids[SATURN], shape: "die-cut", sizeInches: 2, xInches: 3, yInches: 0.5, rotation: 0 },
    { designId: ids[JIGSAW], shape: "die-cut", sizeInches: 1.5, xInches: 0.5, yInches: 3, rotation: 90 },
    { designId: ids[DOLPHIN], shape: "circle", widthInches: 1, xInches: 3, yInches: 3, rotation: 0 },
    {
      designId: ids[SATURN],
      shape: "square",
      widthInches: 1,
      heightInches: 1.5,
      xInches: 0.5,
      yInches: 6,
      rotation: 0,
    },
  ];
}

function placeFiveStickerSheet() {
  return placeSheetOrder([DOLPHIN, SATURN, JIGSAW], fiveStickers);
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

function callRequestChanges(token: string, proofId: number, body: BodyInit, contentType?: string) {
  return (requestChangesRoute as (r: Request, c: unknown) => Promise<Response>)(
    new Request(`http://shop.test/api/order-page/${token}/proofs/${proofId}/request-changes`, {
      method: "POST",
      headers: { "x-real-ip": nextAddress(), ...(contentType ? { "content-type": contentType } : {}) },
      body,
    }),
    { params: Promise.resolve({ token, proofId: String(proofId) }) },
  );
}

async function requestChanges(
  token: string,
  proofId: number,
  comment: string,
  { artwork, replaceDesignId }: { artwork?: ArtworkName; replaceDesignId?: number | string } = {},
) {
  const form = new FormData();
  form.append("comment", comment);
  if (replaceDesignId !== undefined) form.append("replaceDesignId", String(replaceDesignId));
  if (artwork)
    form.append("file", new Blob([new Uint8Array(await readArtwork(artwork))], { type: "image/png" }), artwork);
  const response = await callRequestChanges(token, proofId, form);
  return { status: response.status, body: await response.json() };
}

function readStickers(orderId: number) {
  return prisma.sheetSticker.findMany({ where: { orderId }, orderBy: { position: "asc" } });
}

/** A paid sheet order with proof 1 (its cut preview) waiting for the customer. */
async function sheetWithProof<T extends { order: { id: number } }>(placed: T) {
  const proof = await sendCutPreview(placed.order.id);
  expect(proof.status).toBe(201);
  return { ...placed, proofId: proof.body.id as number, imageDesignId: proof.body.image.designId as number };
}

type Rgb = { r: number; g: number; b: number };
const same = (a: Rgb, b: Rgb) => a.r === b.r && a.g === b.g && a.b === b.b;

async function readImage(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at: (x: number, y: number): Rgb => {
      const i = (Math.round(y) * info.width + Math.round(x)) * 3;
      return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
    },
  };
}

function isInside([x, y]: PathPoint, ring: PathPoint[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function distanceToRing([x, y]: PathPoint, ring: PathPoint[]): number {
  let best = Infinity;
  for (let i = 0; i < ring.length; i++) {
    const [ax, ay] = ring[i]!;
    const [bx, by] = ring[(i + 1) % ring.length]!;
    const length = (bx - ax) ** 2 + (by - ay) ** 2;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / length));
    best = Math.min(best, Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay))));
  }
  return best;
}

type StickerRow = Awaited<ReturnType<typeof readStickers>>[number];

/** A point of a sticker's own frame (inches) on the sheet: turned about its box's top-left, then placed. */
function toSheet(sticker: StickerRow, [px, py]: PathPoint): PathPoint {
  const { widthInches: w, heightInches: h } = sticker;
  const [u, v] =
    sticker.rotation === 90
      ? [h - py, px]
      : sticker.rotation === 180
        ? [w - px, h - py]
        : sticker.rotation === 270
          ? [py, w - px]
          : [px, py];
  return [sticker.xInches + u, sticker.yInches + v];
}

/** Points of a sticker's frame well inside its cut (at least `clear` inches from it). */
function pointsInside(sticker: StickerRow, clear: number): PathPoint[] {
  const ring = sticker.cutLine ? parseCutLinePath(sticker.cutLine) : null;
  const points: PathPoint[] = [];
  for (let i = 1; i < 20; i++)
    for (let j = 1; j < 20; j++) {
      const point: PathPoint = [(sticker.widthInches * i) / 20, (sticker.heightInches * j) / 20];
      const [x, y] = point;
      const depth = ring
        ? isInside(point, ring)
          ? distanceToRing(point, ring)
          : -1
        : sticker.shape === "circle"
          ? sticker.widthInches / 2 - Math.hypot(x - sticker.widthInches / 2, y - sticker.heightInches / 2)
          : Math.min(x, y, sticker.widthInches - x, sticker.heightInches - y);
      if (depth > clear) points.push(point);
    }
  return points;
}

describe("the cut preview of a sticker sheet order", () => {
  it("draws the whole sheet: every sticker where it lies, turned as frozen, the backing and the sheet's edge", async () => {
    const { order, token } = await sheetWithProof(await placeFiveStickerSheet());
    const proofs = await prisma.proof.findMany({ where: { orderId: order.id } });
    expect(proofs).toHaveLength(1);
    const image = await prisma.design.findUniqueOrThrow({ where: { id: proofs[0]!.imageDesignId } });
    const png = await readImage((await getDesignStorage().read("primary", image.filename)) as Buffer);

    // The single proof's canvas for the sheet's size: 1200 px on the long side, a 72 px margin.
    const margin = 72;
    const pxPerInch = 1056 / 8.5;
    expect([png.width, png.height]).toEqual([Math.round(5.5 * pxPerInch) + 2 * margin, 1200]);
    const toCanvas = ([x, y]: PathPoint): [number, number] => [margin + x * pxPerInch, margin + y * pxPerInch];

    // Inside every sticker's cut (its die-cut line turned with it): sticker, neither backing nor margin.
    const stickers = await readStickers(order.id);
    expect(stickers).toHaveLength(5);
    for (const sticker of stickers) {
      const inside = pointsInside(sticker, 10 / pxPerInch);
      expect(inside.length).toBeGreaterThan(40);
      for (const point of inside) {
        const pixel = png.at(...toCanvas(toSheet(sticker, point)));
        expect(same(pixel, SHEET_COLOR) || same(pixel, CUT_PREVIEW_BACKGROUND)).toBe(false);
      }
    }
    // Where no sticker lies (right of the rectangle, below the circle): the sheet's backing only.
    for (let x = 2.5; x <= 5; x += 0.25)
      for (let y = 5; y <= 8; y += 0.25) expect(png.at(...toCanvas([x, y]))).toEqual(SHEET_COLOR);
    // The margin round the sheet, outside its rounded corner too; its edge a solid dark line.
    expect(png.at(5, 5)).toEqual(CUT_PREVIEW_BACKGROUND);
    expect(png.at(margin + 3, margin + 3)).toEqual(CUT_PREVIEW_BACKGROUND);
    const edge = png.at(margin, 600);
    expect(edge.r < 120 && edge.g < 130 && edge.b < 150).toBe(true);

    // The e-mails' thumbnail of the order is the sheet too (the same renderer at 216 px).
    const thumbnail = await getStickerImage(
      new Request(`https://stickers.example/orders/${token}/stickers/${order.id}/image`),
      { params: Promise.resolve({ token, orderId: String(order.id) }) },
    );
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get("content-type")).toBe("image/png");
  });
});

describe("a change request replacing one design of a sheet", () => {
  it("re-cuts that design's stickers at their sizes, keeps their places and the other stickers, in one go", async () => {
    const { order, ids, token, proofId } = await sheetWithProof(await placeFiveStickerSheet());
    const before = await readStickers(order.id);

    const answer = await requestChanges(token, proofId, "Use the rainbow instead of Saturn", {
      artwork: "rainbow_linda_kim_01.png",
      replaceDesignId: ids[SATURN],
    });
    expect(answer).toMatchObject({ status: 200, body: { proofState: "changes_requested" } });

    const proof = await prisma.proof.findUniqueOrThrow({ where: { id: proofId } });
    const rainbow = await prisma.design.findUniqueOrThrow({ where: { id: proof.replacementDesignId as number } });
    expect(rainbow.originalName).toBe("rainbow_linda_kim_01.png");
    const after = await readStickers(order.id);
    // Saturn was stickers 2 (a 2" die-cut) and 5 (a 1" × 1.5" rectangle): both are the rainbow now.
    expect(after.map((row) => row.designId)).toEqual([ids[DOLPHIN], rainbow.id, ids[JIGSAW], ids[DOLPHIN], rainbow.id]);
    const place = ({ position, xInches, yInches, rotation, shape }: StickerRow) => ({
      position,
      xInches,
      yInches,
      rotation,
      shape,
    });
    expect(after.map(place)).toEqual(before.map(place));
    // The die-cut: the rainbow's own line at 2", as the preview endpoint gives it.
    const expected = await fetchCutLine(rainbow.id, "shape=die-cut&sizeInches=2", headers);
    expect(expected.status).toBe(200);
    expect(after[1]).toMatchObject({
      cutLine: expected.body.path,
      widthInches: expected.body.widthInches,
      heightInches: expected.body.heightInches,
    });
    expect(after[1]!.cutLine).not.toBe(before[1]!.cutLine);
    // The rectangle keeps its box and has no line.
    expect(after[4]).toMatchObject({ shape: "square", widthInches: 1, heightInches: 1.5, cutLine: null });
    // The other stickers are untouched.
    for (const index of [0, 2, 3]) expect(after[index]).toEqual(before[index]);

    // The line stays the sheet as sold: its name, price and own design (its first sticker's, the dolphin).
    const line = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(line).toMatchObject({
      designId: order.designId,
      sizeName: SHEET_NAME,
      totalPriceCents: order.totalPriceCents,
      proofState: "changes_requested",
    });
    const events = await prisma.orderEvent.findMany({ where: { orderId: order.id, type: "design" } });
    expect(events.map((event) => event.detail)).toEqual([
      "New design uploaded by the customer: rainbow_linda_kim_01.png, replacing saturn_dan_gerhards_01.png on stickers 2 and 5 of the sheet (die-cuts cut again at their sizes)",
    ]);

    // The operator and the customer see the sheet's stickers with their designs now.
    const names = [DOLPHIN, "rainbow_linda_kim_01.png", JIGSAW, DOLPHIN, "rainbow_linda_kim_01.png"];
    const detail = await callRoute(getDetail, {
      path: `/api/admin/orders/${order.id}`,
      headers,
      params: { id: String(order.id) },
    });
    expect(detail.status).toBe(200);
    expect(detail.body.sheetStickers.map((sticker: { designName: string }) => sticker.designName)).toEqual(names);
    expect(detail.body.sheetStickers[2]).toMatchObject({ position: 2, shape: "die-cut", rotation: 90 });
    expect(detail.body.print).toBeNull();
    const item = (await getOrderPage(token))?.items[0];
    expect(item).toMatchObject({
      type: "Sticker sheet",
      sheet: { imageUrl: `/orders/${token}/stickers/${order.id}/image` },
    });
    expect(item?.sheet?.stickers.map((sticker) => sticker.designName)).toEqual(names);

    // The next cut preview draws the changed sheet.
    expect(await sendCutPreview(order.id)).toMatchObject({ status: 201, body: { version: 2 } });
  });

  it("makes a replaced first design the line's own, and needs no name when the sheet has one design", async () => {
    const { order, token, proofId } = await sheetWithProof(
      await placeSheetOrder([DOLPHIN], (ids) => [
        { designId: ids[DOLPHIN], shape: "die-cut", sizeInches: 2, xInches: 0.5, yInches: 0.5, rotation: 0 },
        { designId: ids[DOLPHIN], shape: "die-cut", sizeInches: 2, xInches: 0.5, yInches: 4, rotation: 180 },
      ]),
    );
    const answer = await requestChanges(token, proofId, "The puzzle piece, please", { artwork: JIGSAW });
    expect(answer.status).toBe(200);
    const line = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(line.designId).not.toBe(order.designId);
    expect((await prisma.design.findUniqueOrThrow({ where: { id: line.designId } })).originalName).toBe(JIGSAW);
    const after = await readStickers(order.id);
    expect(after.map((row) => row.designId)).toEqual([line.designId, line.designId]);
    // Cut once for both (the same size), each where it was, the second still turned.
    expect(after[0]!.cutLine).toBe(after[1]!.cutLine);
    expect(after.map(({ xInches, yInches, rotation }) => [xInches, yInches, rotation])).toEqual([
      [0.5, 0.5, 0],
      [0.5, 4, 180],
    ]);
  });
});

describe("a change request whose new design does not fit the sheet", () => {
  it("is refused with the first broken rule, naming the stickers, and changes nothing", async () => {
    const MARTINI = "martini_glass_k_yager_01.png";
    // A tall martini glass cut at 2" (about 1.6" wide), and a puzzle piece a fifth of an inch to its right.
    const { order, ids, token, proofId } = await sheetWithProof(
      await placeSheetOrder([MARTINI, JIGSAW], async (ids, sessionId) => {
        const martini = await fetchCutLine(ids[MARTINI], "shape=die-cut&sizeInches=2", { "x-session-id": sessionId });
        expect(martini.status).toBe(200);
        expect(martini.body.widthInches).toBeLessThan(1.7);
        return [
          { designId: ids[MARTINI], shape: "die-cut", sizeInches: 2, xInches: 0.5, yInches: 0.5, rotation: 0 },
          {
            designId: ids[JIGSAW],
            shape: "die-cut",
            sizeInches: 1.5,
            xInches: 0.5 + martini.body.widthInches + 0.2,
            yInches: 0.5,
            rotation: 0,
          },
        ];
      }),
    );
    const stickers = await readStickers(order.id);
    const rows = await countTableRows();

    // The dolphin is much wider than the glass: cut at 2" it reaches 2" right of its top-left.
    const answer = await requestChanges(token, proofId, "The dolphin instead of the glass", {
      artwork: DOLPHIN,
      replaceDesignId: ids[MARTINI],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(
      /^Sticker 2 \(jigsaw_green_12\.png\) (overlaps|is closer than 1\/8" to) Sticker 1 \(dolphin_enrique_meza_c_01\.png\)\. The new design, cut at the size of the stickers it replaces, does not fit the sheet/,
    );

    expect(await readStickers(order.id)).toEqual(stickers);
    expect(await countTableRows()).toEqual(rows);
    expect(await prisma.proof.findUniqueOrThrow({ where: { id: proofId } })).toMatchObject({
      status: "sent",
      replacementDesignId: null,
    });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      designId: order.designId,
      proofState: "sent",
    });
  });
});

describe("which design a sheet's change request replaces", () => {
  it.each([
    [
      "a new design without saying which one it replaces (the sheet has three)",
      { artwork: "rainbow_linda_kim_01.png" as ArtworkName },
      SHEET_REPLACEMENT_MESSAGES.whichDesign,
    ],
    [
      "a design that is not on the sheet",
      { artwork: "rainbow_linda_kim_01.png" as ArtworkName, replaceDesignId: 2_000_000 },
      SHEET_REPLACEMENT_MESSAGES.notOnSheet,
    ],
    ["a design to replace without a new one", { replaceDesignId: 1 }, CHANGE_REQUEST_MESSAGES.replacedWithoutFile],
    [
      "a design id that is not one",
      { artwork: "rainbow_linda_kim_01.png" as ArtworkName, replaceDesignId: "saturn" },
      /replaceDesignId/,
    ],
  ])("refuses %s with a 400, changing nothing", async (_, change, message) => {
    const { order, token, proofId } = await sheetWithProof(await placeFiveStickerSheet());
    const stickers = await readStickers(order.id);
    const rows = await countTableRows();
    const answer = await requestChanges(token, proofId, "Change it", change);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect(await readStickers(order.id)).toEqual(stickers);
    expect(await countTableRows()).toEqual(rows);
    expect((await prisma.proof.findUniqueOrThrow({ where: { id: proofId } })).status).toBe("sent");
  });

  it("refuses a design to replace without a new one in the JSON form too", async () => {
    const { token, proofId } = await sheetWithProof(await placeFiveStickerSheet());
    const response = await callRequestChanges(
      token,
      proofId,
      JSON.stringify({ comment: "Change it", replaceDesignId: 1 }),
      "application/json",
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: CHANGE_REQUEST_MESSAGES.replacedWithoutFile });
  });
});

describe("a proof of a sheet sent from a stale page", () => {
  /** POST …/proofs for the cut preview with what the operator's page showed. */
  function sendCutPreviewWith(orderId: number, basis: Record<string, unknown>) {
    return callRoute(postProof, {
      method: "POST",
      path: `/api/admin/orders/${orderId}/proofs`,
      params: { id: String(orderId) },
      headers,
      body: { source: "cut_preview", ...basis },
    });
  }

  it("is refused (409, nothing recorded) when a change request replaced one of its designs since the page was read", async () => {
    const { order, ids, token, proofId } = await sheetWithProof(await placeFiveStickerSheet());
    const shown = {
      designId: order.designId,
      afterVersion: 1,
      sheetDesigns: formatSheetDesignsKey([ids[DOLPHIN], ids[SATURN], ids[JIGSAW]]),
    };
    // Saturn is neither the line's own design (the dolphin's) nor a new proof version: only the designs tell.
    const answer = await requestChanges(token, proofId, "The rainbow, please", {
      artwork: "rainbow_linda_kim_01.png",
      replaceDesignId: ids[SATURN],
    });
    expect(answer.status).toBe(200);
    const before = await countTableRows();
    const stale = await sendCutPreviewWith(order.id, shown);
    expect(stale).toMatchObject({ status: 409, body: { message: SEND_PROOF_MESSAGES.changed } });
    expect(await countTableRows()).toEqual(before);

    const now = (await readStickers(order.id)).map((sticker) => sticker.designId);
    const fresh = await sendCutPreviewWith(order.id, { ...shown, sheetDesigns: formatSheetDesignsKey(now) });
    expect(fresh).toMatchObject({ status: 201, body: { version: 2 } });
  });

  it("is refused when the sheet changes while its preview is drawn, and leaves no image behind", async () => {
    const { order, ids } = await sheetWithProof(await placeFiveStickerSheet());
    const other = await uploadArtwork("rainbow_linda_kim_01.png", makeSessionId());
    const storage = getDesignStorage();
    let swapped = false;
    // The customer's change lands between the drawing (which reads the design files) and the record.
    const racing: typeof storage = Object.assign(Object.create(storage) as typeof storage, {
      read: async (area: Parameters<typeof storage.read>[0], filename: string) => {
        if (!swapped) {
          swapped = true;
          await prisma.sheetSticker.updateMany({
            where: { orderId: order.id, designId: ids[SATURN] },
            data: { designId: other.id },
          });
        }
        return storage.read(area, filename);
      },
    });
    const before = await countTableRows();
    const error = await sendProof(
      order.id,
      { source: "cut_preview", basis: { designId: order.designId, afterVersion: 1 } },
      racing,
    ).catch((caught: unknown) => caught);
    expect(swapped).toBe(true);
    expect(error).toMatchObject({ status: 409, message: SEND_PROOF_MESSAGES.changed });
    expect(await countTableRows()).toEqual(before);
  });
});

describe("the sheet's name", () => {
  it("is what the order page, the confirmation e-mail, the CSV export and the reports show", async () => {
    const { order, token, paymentId } = await placeFiveStickerSheet();

    const page = await getOrderPage(token);
    expect(page?.items[0]).toMatchObject({ orderId: order.id, sizeName: SHEET_NAME, quantity: 25 });

    const confirmation = await prisma.emailMessage.findFirstOrThrow({
      where: { paymentId, dedupeKey: `order-confirmation:${paymentId}` },
    });
    expect(confirmation.textBody).toContain(`${SHEET_NAME} • 25 sheets • Rounded Corners`);
    expect(confirmation.htmlBody).toContain(SHEET_NAME.replaceAll('"', "&quot;"));

    const csv = await exportOrders(new Request("http://shop.test/api/orders/export", { headers }), {
      params: Promise.resolve({}),
    });
    expect(csv.status).toBe(200);
    const [header, ...rows] = parse(await csv.text()) as string[][];
    const row = rows.find((candidate) => candidate[0]!.startsWith(`#${order.id}-`));
    expect(row?.[header!.indexOf("Size")]).toBe(SHEET_NAME);

    // The file's other sheets of this layout were paid today too: one row for them all, under the sheet's name.
    const report = await getReport({ range: "7d" }, "America/Los_Angeles");
    expect(report.mix.sizes).toContainEqual(
      expect.objectContaining({ shape: "square", sizeName: SHEET_NAME, custom: true }),
    );
  });
});
