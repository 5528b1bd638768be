// Orders with proofs for the proof upload tests: real stored designs (in whatever storage the test's
// environment selects), a paid checkout, and the order link the customer's page uses.
import { prisma } from "@/lib/db/client";
import { storeDesignImage } from "@/lib/designs/upload-design";
import { createOrderLink } from "@/lib/order-links/order-links";
import { computeProofChangeUploadFolder } from "@/lib/designs/proof-upload-folders";
import { createOrderRow, createPaymentRow } from "./fixtures";
import { makePng } from "./images";

const storeImage = async (originalName: string, kind: "design" | "proof") =>
  storeDesignImage({ bytes: await makePng(), originalName, sessionId: null, kind });

/** A paid order of a checkout with a stored design, proof 1 waiting for the customer, and its order link. */
export async function createProofToAnswer() {
  const design = await storeImage("logo.png", "design");
  const payment = await createPaymentRow();
  const order = await createOrderRow({
    paymentId: payment.id,
    designId: design.id,
    proofState: "sent",
    paidAt: new Date(),
  });
  const image = await storeImage("proof-1.png", "proof");
  const proof = await prisma.proof.create({
    data: {
      orderId: order.id,
      version: 1,
      source: "upload",
      imageDesignId: image.id,
      designId: design.id,
      status: "sent",
    },
  });
  const link = await createOrderLink(prisma, payment.id);
  const token = link.url.split("/orders/")[1] as string;
  return { order, design, proof, token, folder: await computeProofChangeUploadFolder(token, proof.id) };
}

/** An order (paid unless `status` says otherwise) of a checkout, so it can get a proof, with a stored design. */
export async function createPaidOrder(status = "paid") {
  const design = await storeImage("logo.png", "design");
  const payment = await createPaymentRow();
  return createOrderRow({ designId: design.id, paymentId: payment.id, status, paidAt: new Date() });
}
