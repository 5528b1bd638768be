// Orders to print, for the print-file tests: designs uploaded through the real upload route (stored,
// measured and their outline traced there), sticker lines priced and cut through the real cart route
// (tests/helpers/custom-stickers.ts has the clip-art fixtures), and the order rows a paid checkout leaves
// (tests/helpers/order-factories.ts), in the state asked for.
import sharp from "sharp";
import { POST as uploadDesign } from "@/app/api/upload-design/route";
import type { CartItemDto } from "@/lib/cart/cart-item-dto";
import type { DesignDto } from "@/lib/designs/design-dto";
import type { OrderStatus } from "@/lib/domain/order-statuses";
import type { ProofState } from "@/lib/domain/proof-state";
import { addToCart, uploadArtwork, type ArtworkName } from "./custom-stickers";
import { createOrderRow, makeSessionId } from "./fixtures";
import { makeUploadRequest } from "./images";
import { createPaymentRow } from "./order-factories";

/** Uploads PNG bytes through POST /api/upload-design for a new cart session; fails unless stored (201). */
export async function uploadPng(bytes: Buffer, name: string): Promise<{ design: DesignDto; sessionId: string }> {
  const sessionId = makeSessionId();
  const response = await uploadDesign(
    makeUploadRequest([{ bytes, name, type: "image/png" }], { sessionId }),
    undefined,
  );
  const body = await response.json();
  if (response.status !== 201)
    throw new Error(`upload of ${name} answered ${response.status}: ${JSON.stringify(body)}`);
  return { design: body as DesignDto, sessionId };
}

/** Uploads one of lib/die-cut/__fixtures__ (its outline traced by the upload) for a new cart session. */
export async function uploadArtworkFixture(name: ArtworkName): Promise<{ design: DesignDto; sessionId: string }> {
  const sessionId = makeSessionId();
  return { design: await uploadArtwork(name, sessionId), sessionId };
}

/** POST /api/cart: the line as the shop prices and (die-cut) cuts it. */
export async function addCartLine(body: Record<string, unknown>): Promise<CartItemDto> {
  const response = await addToCart({ quantity: 50, ...body });
  if (response.status !== 201) throw new Error(`cart answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as CartItemDto;
}

/**
 * An order of a cart line, as the placement writes it and a payment leaves it: paid and its proof approved
 * unless told otherwise (a pending order's payment is still open).
 */
export async function createOrderOfLine(
  line: CartItemDto,
  { status = "paid", proofState = "approved" }: { status?: OrderStatus; proofState?: ProofState } = {},
) {
  const unpaid = status === "pending" || status === "expired";
  const payment = await createPaymentRow({
    status: unpaid ? "open" : "paid",
    subtotalCents: Math.round(Number(line.totalPrice) * 100),
  });
  return createOrderRow({
    paymentId: payment.id,
    sessionId: payment.sessionId,
    designId: line.designId,
    sizeId: line.sizeId,
    shape: line.shape,
    widthInches: line.widthInches,
    heightInches: line.heightInches,
    sizeName: line.sizeName,
    cutLine: line.cutLine,
    roundedCorners: line.roundedCorners,
    quantity: line.quantity,
    unitPriceCents: Math.round(Number(line.unitPrice) * 100),
    totalPriceCents: Math.round(Number(line.totalPrice) * 100),
    status,
    proofState,
    paidAt: unpaid ? null : new Date(),
  });
}

/** A PNG of gaussian noise on a background: artwork that compresses like a photo, of any size. */
export function noisePng(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background, noise: { type: "gaussian", mean: 110, sigma: 30 } },
  })
    .png()
    .toBuffer();
}
