/** @jest-environment node */
// Without Vercel Blob (no BLOB_READ_WRITE_TOKEN) proof files are posted to the shop as before: the two
// token routes answer 404 { message }, and a JSON answer naming a blob is refused without touching anything.
import { setupTestDatabase } from "../helpers/database";
import { adminHeaders } from "../helpers/admin";
import { callRoute } from "../helpers/call-route";
import { resetShopData } from "../helpers/fixtures";
import { createPaidOrder, createProofToAnswer } from "../helpers/proof-fixtures";
import { POST as postChangeToken } from "@/app/api/order-page/[token]/proofs/[proofId]/blob-token/route";
import { POST as postRequestChanges } from "@/app/api/order-page/[token]/proofs/[proofId]/request-changes/route";
import { POST as postProofToken } from "@/app/api/admin/orders/[id]/proofs/blob-token/route";
import { POST as postProof } from "@/app/api/admin/orders/[id]/proofs/route";
import { prisma } from "@/lib/db/client";
import { computeProofImageUploadFolder } from "@/lib/designs/proof-upload-folders";

setupTestDatabase();

const DISABLED =
  "Uploads straight to storage are not enabled on this shop. Please upload the design to the shop itself.";
let headers: Record<string, string>;

beforeAll(async () => {
  expect(process.env.BLOB_READ_WRITE_TOKEN).toBeUndefined();
  headers = await adminHeaders();
});

beforeEach(async () => {
  await prisma.orderLink.deleteMany();
  await prisma.proof.deleteMany();
  await resetShopData();
});

const tokenRequest = (pathname: string) => ({
  type: "blob.generate-client-token",
  payload: { pathname, clientPayload: JSON.stringify({ contentType: "image/png", size: 100 }), multipart: false },
});

it("answers 404 { message } on the order page's token route", async () => {
  const { proof, token, folder } = await createProofToAnswer();
  const response = await callRoute(postChangeToken, {
    method: "POST",
    params: { token, proofId: String(proof.id) },
    body: tokenRequest(`${folder}a.png`),
  });
  expect(response).toMatchObject({ status: 404, body: { message: DISABLED } });
});

it("answers 404 { message } on the admin token route", async () => {
  const order = await createPaidOrder();
  const response = await callRoute(postProofToken, {
    method: "POST",
    params: { id: String(order.id) },
    headers,
    body: tokenRequest(`${computeProofImageUploadFolder(order.id)}a.png`),
  });
  expect(response).toMatchObject({ status: 404, body: { message: DISABLED } });
});

it("refuses a change request naming a blob with 400, and changes nothing", async () => {
  const { order, proof, token, folder } = await createProofToAnswer();
  const response = await callRoute(postRequestChanges, {
    method: "POST",
    params: { token, proofId: String(proof.id) },
    body: { comment: "New one", blobPathname: `${folder}a-x1.png` },
  });
  expect(response).toMatchObject({ status: 400, body: { message: DISABLED } });
  expect(await prisma.proof.findUniqueOrThrow({ where: { id: proof.id } })).toMatchObject({ status: "sent" });
  expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).proofState).toBe("sent");
});

it("refuses a proof naming a blob with 400, and sends nothing", async () => {
  const order = await createPaidOrder();
  const response = await callRoute(postProof, {
    method: "POST",
    params: { id: String(order.id) },
    headers,
    body: { source: "upload", blobPathname: `${computeProofImageUploadFolder(order.id)}a-x1.png` },
  });
  expect(response).toMatchObject({ status: 400, body: { message: DISABLED } });
  expect(await prisma.proof.count()).toBe(0);
});
