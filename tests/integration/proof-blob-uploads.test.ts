/** @jest-environment node */
// Proof uploads from the browser straight to Vercel Blob (the Blob stand-in, through the real SDK): the
// customer's replacement design ("Request changes" on the order page, bound to the order link and the
// proof) and the operator's proof image (bound to the order, admin only). The shop checks the stored
// bytes exactly as a posted file's, refuses and deletes what fails, and deletes every upload it took.
import { createHash } from "node:crypto";
import { BlobContentTypeNotAllowedError } from "@vercel/blob";
import { getPayloadFromClientToken, upload } from "@vercel/blob/client";
import { setupTestDatabase } from "../helpers/database";
import { adminHeaders } from "../helpers/admin";
import { redirectBlobStoreHostsTo, startBlobStandIn, type BlobStandIn } from "../helpers/blob-stand-in";
import { callRoute } from "../helpers/call-route";
import { resetShopData } from "../helpers/fixtures";
import { makeJpeg, makePng, makePngDeclaring, makePngOfExactSize } from "../helpers/images";
import { createPaidOrder, createProofToAnswer } from "../helpers/proof-fixtures";
import { serveRoute } from "../helpers/serve-route";
import { POST as postChangeToken } from "@/app/api/order-page/[token]/proofs/[proofId]/blob-token/route";
import { POST as postRequestChanges } from "@/app/api/order-page/[token]/proofs/[proofId]/request-changes/route";
import { POST as postProofToken } from "@/app/api/admin/orders/[id]/proofs/blob-token/route";
import { POST as postProof } from "@/app/api/admin/orders/[id]/proofs/route";
import { prisma } from "@/lib/db/client";
import { runJob } from "@/lib/jobs/run-job";
import { PROOF_ANSWER_MESSAGES } from "@/lib/proofs/proof-answer-rules";
import { computeProofChangeUploadFolder, computeProofImageUploadFolder } from "@/lib/designs/proof-upload-folders";
import { SEND_PROOF_MESSAGES } from "@/lib/proofs/send-proof";
import { DESIGN_FILE_MESSAGES } from "@/lib/validation/design-file-messages";
import { MAX_DESIGN_FILE_BYTES } from "@/lib/validation/upload";

process.env.TRUSTED_IP_HEADER = "x-real-ip";
process.env.APP_URL = "https://stickers.example";
setupTestDatabase();

const TOKEN = "vercel_blob_rw_proofstore_secret";
const WRONG_PATHNAME = "This upload's file name is not one the shop gives out. Please upload the design again.";
let standIn: BlobStandIn;
let undoRedirect: () => void;
let headers: Record<string, string>;
let addressCounter = 0;
/** A new client address per request, so the rate limit counts only where a test means it to. */
const nextAddress = () => `203.0.113.${++addressCounter % 250}`;

beforeAll(async () => {
  standIn = await startBlobStandIn({ token: TOKEN, storeId: "proofstore" });
  undoRedirect = redirectBlobStoreHostsTo(standIn.origin);
  process.env.VERCEL_BLOB_API_URL = standIn.apiUrl;
  process.env.VERCEL_BLOB_RETRIES = "0";
  process.env.BLOB_READ_WRITE_TOKEN = TOKEN; // before anything reads the server environment
  headers = await adminHeaders();
});

afterAll(async () => {
  undoRedirect();
  await standIn.close();
});

beforeEach(async () => {
  await prisma.orderLink.deleteMany();
  await prisma.orderEvent.deleteMany();
  await prisma.rateLimit.deleteMany();
  await prisma.proof.deleteMany();
  await resetShopData();
});

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
/** A route's answer without its headers, to compare whole. */
const answerOf = <T extends { status: number; body: unknown }>({ status, body }: T): Pick<T, "status" | "body"> => ({
  status,
  body,
});
const storedKeys = (prefix: string) => [...standIn.blobs.keys()].filter((key) => key.startsWith(prefix));

/** Puts bytes into the stand-in as the browser's upload() would. */
function storeUpload(pathname: string, bytes: Buffer) {
  standIn.blobs.set(pathname, {
    bytes,
    contentType: pathname.endsWith(".png") ? "image/png" : "image/jpeg",
    access: "private",
    uploadedAt: new Date(),
    etag: `"${sha256(bytes)}"`,
  });
  return pathname;
}

const tokenRequest = (pathname: string, declared: unknown) => ({
  type: "blob.generate-client-token",
  payload: { pathname, clientPayload: JSON.stringify(declared), multipart: false },
});

function askChangeToken(token: string, proofId: number, body: unknown) {
  return callRoute(postChangeToken, {
    method: "POST",
    path: `/api/order-page/${token}/proofs/${proofId}/blob-token`,
    params: { token, proofId: String(proofId) },
    headers: { "x-real-ip": nextAddress() },
    body,
  }).then(answerOf);
}

function sendChanges(token: string, proofId: number, body: unknown) {
  return callRoute(postRequestChanges, {
    method: "POST",
    path: `/api/order-page/${token}/proofs/${proofId}/request-changes`,
    params: { token, proofId: String(proofId) },
    headers: { "x-real-ip": nextAddress() },
    body,
  }).then(answerOf);
}

/** Everything a refused answer must leave as it was. */
async function answerSnapshot(orderId: number) {
  return {
    proofs: await prisma.proof.findMany({ where: { orderId }, orderBy: { id: "asc" } }),
    order: await prisma.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { designId: true, proofState: true },
    }),
    designs: await prisma.design.count(),
    events: await prisma.orderEvent.count(),
    emails: await prisma.emailMessage.count(),
    storedDesigns: storedKeys("designs/").sort(),
  };
}

describe("the customer's replacement design through Blob", () => {
  it("gets a client token only for its order link's and proof's folder: one PNG or JPG, 10 MB, random suffix", async () => {
    const { proof, token, folder } = await createProofToAnswer();
    const response = await askChangeToken(
      token,
      proof.id,
      tokenRequest(`${folder}new-design.png`, { contentType: "image/png", size: 9_000_000 }),
    );
    expect(response.status).toBe(200);
    expect(getPayloadFromClientToken(response.body.clientToken)).toMatchObject({
      pathname: `${folder}new-design.png`,
      allowedContentTypes: ["image/png"],
      maximumSizeInBytes: MAX_DESIGN_FILE_BYTES,
      addRandomSuffix: true,
      allowOverwrite: false,
    });
    // The folder names neither the token nor the hash the database keeps of it.
    expect(folder).not.toContain(token);
    expect(folder).not.toContain(sha256(Buffer.from(token)).slice(0, 32));

    const other = await createProofToAnswer();
    for (const pathname of [
      `${other.folder}new-design.png`, // another link's proof
      `${await computeProofChangeUploadFolder(token, proof.id + 1)}new-design.png`, // another proof
      `${computeProofImageUploadFolder(1)}new-design.png`,
      `${folder}../x.png`,
    ]) {
      const refused = await askChangeToken(
        token,
        proof.id,
        tokenRequest(pathname, { contentType: "image/png", size: 10 }),
      );
      expect({ pathname, status: refused.status, message: refused.body.message }).toEqual({
        pathname,
        status: 400,
        message: WRONG_PATHNAME,
      });
    }
    const text = await askChangeToken(
      token,
      proof.id,
      tokenRequest(`${folder}a.png`, { contentType: "text/plain", size: 10 }),
    );
    expect(text).toMatchObject({ status: 400, body: { message: DESIGN_FILE_MESSAGES.wrongType } });
    const large = await askChangeToken(
      token,
      proof.id,
      tokenRequest(`${folder}a.png`, { contentType: "image/png", size: MAX_DESIGN_FILE_BYTES + 1 }),
    );
    expect(large).toMatchObject({ status: 413, body: { message: DESIGN_FILE_MESSAGES.tooLarge } });
  });

  it("gets no token through an unknown link or for a proof already answered", async () => {
    const { proof, token, folder } = await createProofToAnswer();
    const unknown = `${token.slice(0, -4)}AAAA`;
    const body = tokenRequest(`${folder}a.png`, { contentType: "image/png", size: 10 });
    expect(await askChangeToken(unknown, proof.id, body)).toMatchObject({
      status: 404,
      body: { message: PROOF_ANSWER_MESSAGES.notFound },
    });
    await prisma.proof.update({ where: { id: proof.id }, data: { status: "approved" } });
    expect(await askChangeToken(token, proof.id, body)).toMatchObject({
      status: 409,
      body: { message: PROOF_ANSWER_MESSAGES.approved },
    });
  });

  it("a 9 MB replacement uploaded with the real SDK becomes the order's design; the upload is deleted", async () => {
    const { order, design, proof, token, folder } = await createProofToAnswer();
    const served = await serveRoute(postChangeToken, { token, proofId: String(proof.id) });
    try {
      const png = await makePngOfExactSize(9 * 1024 * 1024);
      const blob = await upload(`${folder}new-design.png`, png, {
        access: "private",
        contentType: "image/png",
        handleUploadUrl: served.url,
        clientPayload: JSON.stringify({ contentType: "image/png", size: png.length }),
      });
      expect(blob.pathname).toMatch(new RegExp(`^${folder}new-design-[0-9a-f]{16}\\.png$`));
      // Nor can the token carry another type than it was issued for.
      await expect(
        upload(`${folder}new-design.png`, Buffer.from("<svg/>"), {
          access: "private",
          contentType: "image/svg+xml",
          handleUploadUrl: served.url,
          clientPayload: JSON.stringify({ contentType: "image/png", size: 6 }),
        }),
      ).rejects.toBeInstanceOf(BlobContentTypeNotAllowedError);

      const answer = await sendChanges(token, proof.id, {
        comment: "Use this one",
        blobPathname: blob.pathname,
        originalName: "Big Logo.png",
      });
      expect(answer).toEqual({ status: 200, body: expect.objectContaining({ proofState: "changes_requested" }) });

      const stored = await prisma.proof.findUniqueOrThrow({
        where: { id: proof.id },
        include: { replacementDesign: true },
      });
      expect(stored).toMatchObject({ status: "changes_requested", customerComment: "Use this one" });
      expect(stored.replacementDesign).toMatchObject({
        originalName: "Big Logo.png",
        checksum: sha256(png),
        kind: "design",
        sessionId: null,
      });
      const now = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
      expect(now.designId).toBe(stored.replacementDesignId);
      expect(now.designId).not.toBe(design.id);
      const filename = stored.replacementDesign!.filename;
      expect(sha256(standIn.blobs.get(`designs/primary/${filename}`)!.bytes)).toBe(sha256(png));
      expect(sha256(standIn.blobs.get(`designs/backup/${filename}`)!.bytes)).toBe(sha256(png));
      expect(standIn.blobs.has(blob.pathname)).toBe(false);
      expect(await prisma.orderEvent.findMany({ where: { orderId: order.id, type: "design" } })).toEqual([
        expect.objectContaining({ detail: "New design uploaded by the customer: Big Logo.png", actor: "customer" }),
      ]);
    } finally {
      await served.close();
    }
  });

  it("a JPG works too, and a comment alone as JSON", async () => {
    const first = await createProofToAnswer();
    const pathname = storeUpload(`${first.folder}photo-a1b2.jpg`, await makeJpeg());
    const withJpeg = await sendChanges(first.token, first.proof.id, {
      comment: "Photo",
      blobPathname: pathname,
      originalName: "photo.jpg",
    });
    expect(withJpeg.status).toBe(200);
    expect(standIn.blobs.has(pathname)).toBe(false);

    const second = await createProofToAnswer();
    const designsBefore = await prisma.design.count();
    expect((await sendChanges(second.token, second.proof.id, { comment: "Bigger text" })).status).toBe(200);
    expect(await prisma.design.count()).toBe(designsBefore);
  });

  it.each([
    ["a renamed text file", () => Buffer.from("not an image at all\n".repeat(40)), 400, DESIGN_FILE_MESSAGES.wrongType],
    [
      "a 60 MP image",
      () => makePngDeclaring({ width: 10_000, height: 6_000 }),
      400,
      DESIGN_FILE_MESSAGES.tooManyPixels,
    ],
    ["an empty file", () => Buffer.alloc(0), 400, "The file is empty. Please choose a PNG or JPG image."],
  ])(
    "refuses %s with the shop's message, deletes it from Blob and changes nothing",
    async (_label, makeBytes, status, message) => {
      const { order, proof, token, folder } = await createProofToAnswer();
      const pathname = storeUpload(`${folder}upload-x9.png`, await makeBytes());
      const before = await answerSnapshot(order.id);

      const answer = await sendChanges(token, proof.id, {
        comment: "Here",
        blobPathname: pathname,
        originalName: "notes.png",
      });

      expect(answer).toEqual({ status, body: { message } });
      expect(standIn.blobs.has(pathname)).toBe(false);
      expect(await answerSnapshot(order.id)).toEqual(before);
    },
  );

  it("refuses a pathname outside the link's and proof's folder with 400 and leaves that blob alone", async () => {
    const { order, proof, token, folder } = await createProofToAnswer();
    const other = await createProofToAnswer();
    const png = await makePng();
    const elsewhere = [
      storeUpload(`${other.folder}theirs-a1.png`, png),
      storeUpload(`${await computeProofChangeUploadFolder(token, proof.id + 1)}next-a1.png`, png),
      storeUpload(`design-uploads/${"a".repeat(32)}/design-a1.png`, png),
      storeUpload(`${computeProofImageUploadFolder(order.id)}proof-a1.png`, png),
    ];
    const before = await answerSnapshot(order.id);
    const seen = standIn.requests.length;
    for (const pathname of [...elsewhere, `${folder}../../x.png`, `${folder}sub/x.png`, `${folder}x.gif`]) {
      const answer = await sendChanges(token, proof.id, { comment: "Mine", blobPathname: pathname });
      expect({ pathname, ...answer }).toEqual({ pathname, status: 400, body: { message: WRONG_PATHNAME } });
    }
    expect(standIn.requests.length).toBe(seen);
    for (const pathname of elsewhere) expect(standIn.blobs.has(pathname)).toBe(true);
    expect(await answerSnapshot(order.id)).toEqual(before);
  });

  it("answers 404 for an upload that is not (or no longer) there, and still takes a multipart answer", async () => {
    const { proof, token, folder } = await createProofToAnswer();
    const gone = await sendChanges(token, proof.id, { comment: "x", blobPathname: `${folder}gone-a1.png` });
    expect(gone).toEqual({
      status: 404,
      body: { message: "The uploaded file was not found. Please upload the design again." },
    });

    const form = new FormData();
    form.append("comment", "Posted as before");
    form.append("file", new Blob([new Uint8Array(await makePng())], { type: "image/png" }), "posted.png");
    const response = await postRequestChanges(
      new Request(`http://shop.test/api/order-page/${token}/proofs/${proof.id}/request-changes`, {
        method: "POST",
        headers: { "x-real-ip": nextAddress() },
        body: form,
      }),
      { params: Promise.resolve({ token, proofId: String(proof.id) }) },
    );
    expect(response.status).toBe(200);
  });
});

function askProofToken(orderId: number, body: unknown, withHeaders: Record<string, string> = headers) {
  return callRoute(postProofToken, {
    method: "POST",
    path: `/api/admin/orders/${orderId}/proofs/blob-token`,
    params: { id: String(orderId) },
    headers: withHeaders,
    body,
  }).then(answerOf);
}

function sendProofNaming(orderId: number, body: unknown) {
  return callRoute(postProof, {
    method: "POST",
    path: `/api/admin/orders/${orderId}/proofs`,
    params: { id: String(orderId) },
    headers,
    body,
  }).then(answerOf);
}

describe("the operator's proof image through Blob", () => {
  it("gets a client token only when signed in, only for the order's folder and an order that can get a proof", async () => {
    const order = await createPaidOrder();
    const folder = computeProofImageUploadFolder(order.id);
    const body = tokenRequest(`${folder}proof.png`, { contentType: "image/png", size: 9_000_000 });

    expect((await askProofToken(order.id, body, {})).status).toBe(401);
    const response = await askProofToken(order.id, body);
    expect(response.status).toBe(200);
    expect(getPayloadFromClientToken(response.body.clientToken)).toMatchObject({
      pathname: `${folder}proof.png`,
      allowedContentTypes: ["image/png"],
      maximumSizeInBytes: MAX_DESIGN_FILE_BYTES,
      addRandomSuffix: true,
    });

    const refused = await askProofToken(
      order.id,
      tokenRequest(`${computeProofImageUploadFolder(order.id + 1)}proof.png`, { contentType: "image/png", size: 10 }),
    );
    expect(refused).toMatchObject({ status: 400, body: { message: WRONG_PATHNAME } });
    expect(await askProofToken(order.id + 1000, body)).toMatchObject({
      status: 404,
      body: { message: SEND_PROOF_MESSAGES.notFound },
    });
    const shipped = await createPaidOrder("shipped");
    const shippedBody = tokenRequest(`${computeProofImageUploadFolder(shipped.id)}proof.png`, {
      contentType: "image/png",
      size: 10,
    });
    expect(await askProofToken(shipped.id, shippedBody)).toMatchObject({
      status: 409,
      body: { message: SEND_PROOF_MESSAGES.notPaid("shipped") },
    });
  });

  it("a 9 MB proof image uploaded with the real SDK becomes proof 1; the upload is deleted", async () => {
    const order = await createPaidOrder();
    const folder = computeProofImageUploadFolder(order.id);
    const served = await serveRoute(postProofToken, { id: String(order.id) });
    try {
      const png = await makePngOfExactSize(9 * 1024 * 1024);
      const blob = await upload(`${folder}proof.png`, png, {
        access: "private",
        contentType: "image/png",
        handleUploadUrl: served.url,
        headers,
        clientPayload: JSON.stringify({ contentType: "image/png", size: png.length }),
      });
      expect(blob.pathname).toMatch(new RegExp(`^${folder}proof-[0-9a-f]{16}\\.png$`));

      const response = await sendProofNaming(order.id, {
        source: "upload",
        blobPathname: blob.pathname,
        originalName: "Proof v1.png",
        designId: order.designId,
        afterVersion: 0,
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ version: 1, source: "upload", status: "sent" });
      const proof = await prisma.proof.findFirstOrThrow({
        where: { orderId: order.id },
        include: { imageDesign: true },
      });
      expect(proof.imageDesign).toMatchObject({
        kind: "proof",
        checksum: sha256(png),
        originalName: "Proof v1.png",
        sessionId: null,
      });
      expect(sha256(standIn.blobs.get(`designs/primary/${proof.imageDesign.filename}`)!.bytes)).toBe(sha256(png));
      expect(sha256(standIn.blobs.get(`designs/backup/${proof.imageDesign.filename}`)!.bytes)).toBe(sha256(png));
      expect(standIn.blobs.has(blob.pathname)).toBe(false);
      expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).proofState).toBe("sent");
    } finally {
      await served.close();
    }
  });

  it.each([
    ["a renamed text file", () => Buffer.from("not an image at all\n".repeat(40)), DESIGN_FILE_MESSAGES.wrongType],
    ["a 60 MP image", () => makePngDeclaring({ width: 10_000, height: 6_000 }), DESIGN_FILE_MESSAGES.tooManyPixels],
  ])(
    "refuses %s with the shop's message, deletes it from Blob and sends nothing",
    async (_label, makeBytes, message) => {
      const order = await createPaidOrder();
      const pathname = storeUpload(`${computeProofImageUploadFolder(order.id)}proof-x1.png`, await makeBytes());
      const designsBefore = await prisma.design.count();
      const storedBefore = storedKeys("designs/").sort();

      const response = await sendProofNaming(order.id, {
        source: "upload",
        blobPathname: pathname,
        originalName: "proof.png",
      });

      expect(response).toMatchObject({ status: 400, body: { message } });
      expect(standIn.blobs.has(pathname)).toBe(false);
      expect(await prisma.proof.count({ where: { orderId: order.id } })).toBe(0);
      expect(await prisma.design.count()).toBe(designsBefore);
      expect(storedKeys("designs/").sort()).toEqual(storedBefore);
      expect(await prisma.emailMessage.count()).toBe(0);
    },
  );

  it("deletes the upload when the order cannot get the proof any more", async () => {
    const order = await createPaidOrder();
    const pathname = storeUpload(`${computeProofImageUploadFolder(order.id)}proof-x2.png`, await makePng());
    await prisma.order.update({ where: { id: order.id }, data: { status: "processing" } });
    const response = await sendProofNaming(order.id, { source: "upload", blobPathname: pathname });
    expect(response).toMatchObject({ status: 409, body: { message: SEND_PROOF_MESSAGES.notPaid("processing") } });
    expect(standIn.blobs.has(pathname)).toBe(false);
  });

  it("refuses a pathname outside the order's folder with 400 and leaves that blob alone", async () => {
    const order = await createPaidOrder();
    const other = await createPaidOrder();
    const png = await makePng();
    const elsewhere = [
      storeUpload(`${computeProofImageUploadFolder(other.id)}proof-a1.png`, png),
      storeUpload(`design-uploads/${"b".repeat(32)}/design-a1.png`, png),
    ];
    const seen = standIn.requests.length;
    for (const pathname of [
      ...elsewhere,
      `${computeProofImageUploadFolder(order.id)}../${other.id}/proof-a1.png`,
      "designs/primary/x.png",
    ]) {
      const response = await sendProofNaming(order.id, { source: "upload", blobPathname: pathname });
      expect({ pathname, ...response }).toMatchObject({ pathname, status: 400, body: { message: WRONG_PATHNAME } });
    }
    expect(standIn.requests.length).toBe(seen);
    for (const pathname of elsewhere) expect(standIn.blobs.has(pathname)).toBe(true);
    expect(await prisma.proof.count()).toBe(0);
  });
});

describe("the JSON alternatives", () => {
  it("take at most 64 KB, like every JSON body, and change nothing when refused", async () => {
    const { order, proof, token } = await createProofToAnswer();
    const before = await answerSnapshot(order.id);
    const large = { comment: "x", originalName: "a".repeat(70 * 1024) };
    expect((await sendChanges(token, proof.id, large)).status).toBe(413);
    expect(
      (await sendProofNaming(order.id, { source: "upload", blobPathname: "x", originalName: "a".repeat(70 * 1024) }))
        .status,
    ).toBe(413);
    expect(await answerSnapshot(order.id)).toEqual(before);
  });

  it("refuse unknown fields and a missing comment as the posted form does", async () => {
    const { proof, token, folder } = await createProofToAnswer();
    const pathname = storeUpload(`${folder}kept-a1.png`, await makePng());
    expect(await sendChanges(token, proof.id, { blobPathname: pathname })).toEqual({
      status: 400,
      body: { message: "comment: Please tell us what to change" },
    });
    expect(
      (await sendChanges(token, proof.id, { comment: "x", blobPathname: pathname, url: "https://x" })).status,
    ).toBe(400);
    expect(standIn.blobs.has(pathname)).toBe(true);
  });
});

describe("proof uploads never reported", () => {
  it("are deleted by the remove-unused-designs job after an hour, like design uploads", async () => {
    const now = new Date();
    const { token, proof } = await createProofToAnswer();
    const oldChange = storeUpload(
      `${await computeProofChangeUploadFolder(token, proof.id)}old-a1.png`,
      Buffer.from("old"),
    );
    const oldProof = storeUpload(`${computeProofImageUploadFolder(7)}old-b2.png`, Buffer.from("old"));
    const recentProof = storeUpload(`${computeProofImageUploadFolder(7)}recent-c3.png`, Buffer.from("recent"));
    standIn.blobs.get(oldChange)!.uploadedAt = new Date(now.getTime() - 61 * 60_000);
    standIn.blobs.get(oldProof)!.uploadedAt = new Date(now.getTime() - 61 * 60_000);
    standIn.blobs.get(recentProof)!.uploadedAt = new Date(now.getTime() - 59 * 60_000);
    const designsBefore = storedKeys("designs/").sort();

    expect(await runJob("remove-unused-designs", now)).toMatchObject({ abandonedUploadsRemoved: 2 });

    expect(standIn.blobs.has(oldChange)).toBe(false);
    expect(standIn.blobs.has(oldProof)).toBe(false);
    expect(standIn.blobs.has(recentProof)).toBe(true);
    expect(storedKeys("designs/").sort()).toEqual(designsBefore);
  });
});
