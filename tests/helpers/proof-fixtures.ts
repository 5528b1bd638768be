// Orders with proofs for the proof upload tests: real stored designs (in whatever storage the test's
// environment selects), a paid checkout, and the order link the customer's page uses.
import { storeDesignImage } from "@/lib/designs/upload-design";
import { computeProofChangeUploadFolder } from "@/lib/designs/proof-upload-folders";
import type { OrderStatus } from "@/lib/domain/order-statuses";
import { makePng } from "./images";
import { createCheckoutRows, createOrderPageLink, createProofRow } from "./order-factories";

const storeImage = async (originalName: string, kind: "design" | "proof") =>
  storeDesignImage({ bytes: await makePng(), originalName, sessionId: null, kind });

/** A paid order of a checkout with a stored design, proof 1 waiting for the customer, and its order link. */
export async function createProofToAnswer() {
  const design = await storeImage("logo.png", "design");
  const { payment, order } = await createCheckoutRows({ order: { designId: design.id, proofState: "sent" } });
  const image = await storeImage("proof-1.png", "proof");
  const proof = await createProofRow(order, { imageDesignId: image.id });
  const { token } = await createOrderPageLink(payment.id);
  return { order, design, proof, token, folder: await computeProofChangeUploadFolder(token, proof.id) };
}

/** An order (paid unless `status` says otherwise) of a checkout, so it can get a proof, with a stored design. */
export async function createPaidOrder(status: OrderStatus = "paid") {
  const design = await storeImage("logo.png", "design");
  return (await createCheckoutRows({ status, order: { designId: design.id } })).order;
}
