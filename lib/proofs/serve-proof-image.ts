import "server-only";
import { jsonError } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { getDesignContentType, isDesignFilename } from "@/lib/designs/storage/design-filename";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";
import { DESIGN_FILE_RESPONSE_HEADERS } from "@/lib/designs/links/serve-design-file";
import { findOrderLinkPayment } from "@/lib/order-links/find-order-link-payment";
import { ORDER_LINK_FILE_HEADERS, ORDER_LINK_FILE_NO_STORE_HEADERS } from "@/lib/order-links/order-link-file-headers";
import { parseProofId } from "@/lib/domain/proof-state";

/** How long the customer's browser may keep a proof image (a version's image never changes). */
export const PROOF_IMAGE_MAX_AGE_SECONDS = 3600;

const NOT_FOUND = "Proof not found";
const COMMON_HEADERS = ORDER_LINK_FILE_HEADERS;
const NO_STORE = ORDER_LINK_FILE_NO_STORE_HEADERS;

/**
 * GET /orders/{token}/proofs/{proofId}/image: the proof image for the customer, authorised by the
 * order page's link. An unknown or revoked token, a proof of another checkout, or a lost file all
 * answer the same 404, so the route tells nothing about proofs the link does not cover. The primary
 * copy is served, or the backup when the primary is gone.
 */
export async function serveProofImage(storage: DesignStorage, token: string, rawProofId: string): Promise<Response> {
  const proofId = parseProofId(rawProofId);
  if (proofId === null) return jsonError(404, NOT_FOUND, NO_STORE);
  const paymentId = await findOrderLinkPayment(token);
  if (!paymentId) return jsonError(404, NOT_FOUND, NO_STORE);
  const proof = await prisma.proof.findFirst({
    where: { id: proofId, order: { paymentId } },
    select: { imageDesign: { select: { filename: true } } },
  });
  const filename = proof?.imageDesign.filename;
  if (!filename || !isDesignFilename(filename)) return jsonError(404, NOT_FOUND, NO_STORE);
  const bytes = (await storage.read("primary", filename)) ?? (await storage.read("backup", filename));
  if (!bytes) return jsonError(404, NOT_FOUND, NO_STORE);
  const body = new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": getDesignContentType(filename),
      "Content-Length": String(bytes.byteLength),
      ...DESIGN_FILE_RESPONSE_HEADERS,
      // A version's image never changes; the path holds the order page's key, so no referrer.
      ...COMMON_HEADERS,
      "Cache-Control": `private, max-age=${PROOF_IMAGE_MAX_AGE_SECONDS}`,
    },
  });
}
