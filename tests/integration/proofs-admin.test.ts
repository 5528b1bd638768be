/** @jest-environment node */
// The operator's side of proofs: POST /api/admin/orders/{id}/proofs (uploaded image or cut preview),
// versions and e-mails, the customer's proof image route, and the printing gate in status changes.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { createCheckoutRows } from "../helpers/order-factories";
import { setupTestDatabase } from "../helpers/database";
import { adminHeaders } from "../helpers/admin";
import { callRoute } from "../helpers/call-route";
import { parseMessage } from "../helpers/mime";
import { resetShopData } from "../helpers/fixtures";
import { listFilesUnder, makeJpeg, makePng } from "../helpers/images";
import { holdRowLock, waitUntilWaiting } from "../helpers/postgres-locks";
import { getTestProvider } from "../helpers/test-databases";
import { POST as postProof } from "@/app/api/admin/orders/[id]/proofs/route";
import { GET as getProofImage } from "@/app/(shop)/orders/[token]/proofs/[proofId]/image/route";
import { GET as getDetail } from "@/app/api/admin/orders/[id]/route";
import { PATCH as patchStatus } from "@/app/api/orders/[id]/status/route";
import { POST as postBulkStatus } from "@/app/api/orders/bulk-status/route";
import { POST as postProofApproval } from "@/app/api/admin/orders/[id]/proof-approval/route";
import { APPROVE_FOR_CUSTOMER_MESSAGES } from "@/lib/proofs/approve-for-customer";
import { prisma } from "@/lib/db/client";
import { computeSha256 } from "@/lib/designs/storage/design-copies";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";
import { storeDesignImage } from "@/lib/designs/upload-design";
import { createOrderLink } from "@/lib/order-links/order-links";
import { getOrderPage } from "@/lib/order-page/get-order-page";
import { OrderPageView } from "@/components/orders/order-page-view";
import { SEND_PROOF_MESSAGES, sendProof } from "@/lib/proofs/send-proof";
import { CUT_PREVIEW_BACKGROUND } from "@/lib/proofs/render-cut-preview";
import type { OrderStatus } from "@/lib/domain/order-statuses";
import type { ProofState } from "@/lib/domain/proof-state";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }),
  useParams: () => ({ token: "t" }),
}));

setupTestDatabase();

const storageRoot = process.env.DESIGN_STORAGE_DIR as string;
let headers: Record<string, string>;

beforeAll(async () => {
  headers = await adminHeaders();
});

beforeEach(async () => {
  await prisma.orderEvent.deleteMany();
  await prisma.proof.deleteMany();
  await resetShopData();
});

const RED = { r: 220, g: 20, b: 60 };

/** The text and HTML of the e-mail sent last (the outbox transport's newest .eml file). */
async function readNewestOutboxParts(): Promise<[string, string]> {
  const outboxDir = process.env.EMAIL_OUTBOX_DIR as string;
  const names = (await readdir(outboxDir)).filter((name) => name.endsWith(".eml")).sort();
  const message = parseMessage(await readFile(path.join(outboxDir, names.at(-1)!), "utf8"));
  return [message.parts[0]?.body ?? "", message.parts[1]?.body ?? ""];
}

/** A paid order of a checkout whose design is a real stored image (a solid red square by default). */
async function createPaidOrder(
  options: { sizeName?: string; roundedCorners?: boolean; status?: OrderStatus; proofState?: ProofState } = {},
) {
  const bytes = await sharp({ create: { width: 300, height: 300, channels: 3, background: RED } })
    .png()
    .toBuffer();
  const design = await storeDesignImage({
    bytes,
    originalName: "logo.png",
    sessionId: "session_proofs",
    kind: "design",
  });
  const { payment, order } = await createCheckoutRows({
    lines: [{ sizeName: options.sizeName ?? '3" circle', roundedCorners: options.roundedCorners ?? false }],
    status: options.status ?? "paid",
    order: { designId: design.id, proofState: options.proofState ?? "none" },
    payment: { sessionId: "session_proofs" },
  });
  return { order, design, payment };
}

function sendUpload(orderId: number, bytes: Uint8Array, name: string, withHeaders = headers) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), name);
  return callRawPost(
    orderId,
    new Request(`http://shop.test/api/admin/orders/${orderId}/proofs`, {
      method: "POST",
      body: form,
      headers: withHeaders,
    }),
  );
}

async function callRawPost(orderId: number, request: Request) {
  const response = await postProof(request, { params: Promise.resolve({ id: String(orderId) }) });
  return { status: response.status, body: await response.json() };
}

function sendCutPreview(orderId: number, withHeaders = headers) {
  return callRoute(postProof, {
    method: "POST",
    path: `/api/admin/orders/${orderId}/proofs`,
    params: { id: String(orderId) },
    headers: withHeaders,
    body: { source: "cut_preview" },
  });
}

async function fetchImage(token: string, proofId: number | string) {
  const response = await getProofImage(new Request(`http://shop.test/orders/${token}/proofs/${proofId}/image`), {
    params: Promise.resolve({ token, proofId: String(proofId) }),
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const tokenOf = (url: string) => url.split("/orders/")[1] as string;

function setStatus(orderId: number, status: string) {
  return callRoute(patchStatus, {
    method: "PATCH",
    path: `/api/orders/${orderId}/status`,
    params: { id: String(orderId) },
    headers,
    body: { status },
  });
}

async function pixelAt(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return { r: data[offset], g: data[offset + 1], b: data[offset + 2] };
}

describe("POST /api/admin/orders/{id}/proofs", () => {
  it("answers 401 without an admin token and stores nothing", async () => {
    const { order } = await createPaidOrder();
    const before = await listFilesUnder(storageRoot);
    expect((await sendUpload(order.id, await makePng(), "proof.png", {})).status).toBe(401);
    expect((await sendCutPreview(order.id, { authorization: "Bearer nope" })).status).toBe(401);
    expect(await prisma.proof.count()).toBe(0);
    expect(await listFilesUnder(storageRoot)).toEqual(before);
  });

  it("stores an uploaded proof like a design (primary, backup, metadata, checksum), kind proof, and sends version 1", async () => {
    const { order } = await createPaidOrder();
    const bytes = await makeJpeg({ width: 90, height: 60 });
    const response = await sendUpload(order.id, bytes, "my proof.jpg");
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      version: 1,
      source: "upload",
      status: "sent",
      designId: order.designId,
      image: { mimeType: "image/jpeg", widthPx: 90, heightPx: 60 },
      replacementDesign: null,
    });
    expect(response.body.image.url).toMatch(/^\/uploads\/[0-9a-f-]+\.jpg\?exp=\d+&sig=/);

    const image = await prisma.design.findUniqueOrThrow({ where: { id: response.body.image.designId } });
    expect(image).toMatchObject({
      kind: "proof",
      sessionId: null,
      mimeType: "image/jpeg",
      checksum: computeSha256(bytes),
    });
    const storage = getDesignStorage();
    expect(await storage.read("primary", image.filename)).toEqual(bytes);
    expect(await storage.read("backup", image.filename)).toEqual(bytes);
    expect(await storage.exists("metadata", image.filename)).toBe(true);

    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ proofState: "sent" });
    const events = await prisma.orderEvent.findMany({ where: { orderId: order.id } });
    expect(events).toEqual([
      expect.objectContaining({
        type: "proof",
        fromStatus: "none",
        toStatus: "sent",
        detail: "Proof 1 sent",
        actor: "admin",
      }),
    ]);
  });

  it("refuses a text file named .png with 400, storing nothing and creating no proof", async () => {
    const { order } = await createPaidOrder();
    const before = { files: await listFilesUnder(storageRoot), designs: await prisma.design.count() };
    const response = await sendUpload(order.id, Buffer.from("just some text, not an image"), "proof.png");
    expect(response).toEqual({
      status: 400,
      body: { message: "This file is not a PNG or JPG image. Please choose a PNG or JPG." },
    });
    expect(await listFilesUnder(storageRoot)).toEqual(before.files);
    expect(await prisma.design.count()).toBe(before.designs);
    expect(await prisma.proof.count()).toBe(0);
    expect(await prisma.emailMessage.count()).toBe(0);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ proofState: "none" });
  });

  it("answers 400 for a body that is neither an upload nor the cut preview request, 404 for an unknown order", async () => {
    const { order } = await createPaidOrder();
    const wrongJson = await callRoute(postProof, {
      method: "POST",
      params: { id: String(order.id) },
      headers,
      body: { source: "upload" },
    });
    expect(wrongJson.status).toBe(400);
    const plain = await callRawPost(
      order.id,
      new Request("http://shop.test/x", {
        method: "POST",
        body: "hello",
        headers: { ...headers, "content-type": "text/plain" },
      }),
    );
    expect(plain.status).toBe(400);
    expect(plain.body.message).toMatch(/multipart\/form-data/);
    const unknown = await sendCutPreview(999_999);
    expect(unknown).toMatchObject({ status: 404, body: { message: "Order not found" } });
    expect(await prisma.proof.count()).toBe(0);
  });

  it.each<OrderStatus>(["pending", "processing", "shipped", "cancelled"])(
    "refuses a proof for an order that is %s (409), storing nothing",
    async (status) => {
      const { order } = await createPaidOrder({ status, proofState: status === "pending" ? "none" : "approved" });
      const files = await listFilesUnder(storageRoot);
      const response = await sendUpload(order.id, await makePng(), "proof.png");
      expect(response).toEqual({
        status: 409,
        body: {
          message: `A proof can be sent only for a paid order that is not printing yet (this order is ${status}).`,
        },
      });
      expect(await sendCutPreview(order.id)).toMatchObject({ status: 409 });
      expect(await prisma.proof.count()).toBe(0);
      expect(await listFilesUnder(storageRoot)).toEqual(files);
    },
  );

  it("renders the cut preview of a circle: a 1200 px PNG, the design inside the circle, background outside", async () => {
    const { order } = await createPaidOrder({ sizeName: '3" circle' });
    const response = await sendCutPreview(order.id);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ version: 1, source: "cut_preview", status: "sent" });
    const image = await prisma.design.findUniqueOrThrow({ where: { id: response.body.image.designId } });
    expect(image).toMatchObject({ kind: "proof", mimeType: "image/png", width: 1200, height: 1200 });
    expect(image.originalName).toMatch(/^cut-preview-.*\.png$/);
    const png = (await getDesignStorage().read("primary", image.filename)) as Buffer;
    const meta = await sharp(png).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: "png",
      width: 1200,
      height: 1200,
    });

    expect(await pixelAt(png, 600, 600)).toEqual(RED); // the centre: the design
    expect(await pixelAt(png, 10, 10)).toEqual(CUT_PREVIEW_BACKGROUND); // the margin
    // Inside the sticker's square box but outside the circle: background, not design.
    expect(await pixelAt(png, 72 + 40, 72 + 40)).toEqual(CUT_PREVIEW_BACKGROUND);
    expect(await pixelAt(png, 1200 - 72 - 40, 1200 - 72 - 40)).toEqual(CUT_PREVIEW_BACKGROUND);
  });

  it("refuses a send made on a stale screen (the design or the newest version changed), leaving nothing behind", async () => {
    const { order, design } = await createPaidOrder();
    const files = await listFilesUnder(storageRoot);
    const changed = { message: SEND_PROOF_MESSAGES.changed };
    const cutPreview = (basis: { designId: number; afterVersion: number }) =>
      callRoute(postProof, {
        method: "POST",
        path: `/api/admin/orders/${order.id}/proofs`,
        params: { id: String(order.id) },
        headers,
        body: { source: "cut_preview", ...basis },
      });
    // Another design than the order's (the customer sent a new one after the page was loaded).
    expect(await cutPreview({ designId: design.id + 1000, afterVersion: 0 })).toMatchObject({
      status: 409,
      body: changed,
    });
    // A newer version than the screen showed (another operator sent one).
    expect(await cutPreview({ designId: design.id, afterVersion: 1 })).toMatchObject({ status: 409, body: changed });
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await makePng())], { type: "image/png" }), "proof.png");
    form.append("designId", String(design.id));
    form.append("afterVersion", "3");
    const upload = await callRawPost(
      order.id,
      new Request(`http://shop.test/api/admin/orders/${order.id}/proofs`, { method: "POST", body: form, headers }),
    );
    expect(upload).toMatchObject({ status: 409, body: changed });
    expect(await prisma.proof.count()).toBe(0);
    expect(await prisma.design.count({ where: { kind: "proof" } })).toBe(0);
    expect(await listFilesUnder(storageRoot)).toEqual(files);

    // What the screen showed is still true: sent.
    expect(await cutPreview({ designId: design.id, afterVersion: 0 })).toMatchObject({ status: 201 });
    expect(await cutPreview({ designId: design.id, afterVersion: 0 })).toMatchObject({ status: 409, body: changed });
    expect(await cutPreview({ designId: design.id, afterVersion: 1 })).toMatchObject({ status: 201 });
  });

  it("renders a square sticker to its corners, and a rounded one with its corners cut", async () => {
    const square = await createPaidOrder({ sizeName: '2"' });
    const rounded = await createPaidOrder({ sizeName: '2"', roundedCorners: true });
    const read = async (orderId: number) => {
      const response = await sendCutPreview(orderId);
      expect(response.status).toBe(201);
      const image = await prisma.design.findUniqueOrThrow({ where: { id: response.body.image.designId } });
      return (await getDesignStorage().read("primary", image.filename)) as Buffer;
    };
    expect(await pixelAt(await read(square.order.id), 72 + 12, 72 + 12)).toEqual(RED);
    expect(await pixelAt(await read(rounded.order.id), 72 + 12, 72 + 12)).toEqual(CUT_PREVIEW_BACKGROUND);
  });

  it("answers 409 when the design file is gone from both copies, leaving nothing behind", async () => {
    const { order, design } = await createPaidOrder();
    await getDesignStorage().remove("primary", design.filename);
    await getDesignStorage().remove("backup", design.filename);
    const designs = await prisma.design.count();
    const response = await sendCutPreview(order.id);
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/design file is missing/);
    expect(await prisma.design.count()).toBe(designs);
    expect(await prisma.proof.count()).toBe(0);
  });

  it("numbers versions, supersedes an unanswered one, and e-mails each version once with the order page and image links", async () => {
    const { order } = await createPaidOrder();
    const first = await sendUpload(order.id, await makePng(), "proof-1.png");
    const second = await sendCutPreview(order.id);
    expect([first.status, second.status]).toEqual([201, 201]);
    const proofs = await prisma.proof.findMany({ where: { orderId: order.id }, orderBy: { version: "asc" } });
    expect(proofs.map((proof) => [proof.version, proof.status, proof.source])).toEqual([
      [1, "superseded", "upload"],
      [2, "sent", "cut_preview"],
    ]);

    const emails = await prisma.emailMessage.findMany({ orderBy: { id: "asc" } });
    expect(emails.map((email) => email.dedupeKey)).toEqual([
      `proof-ready:${proofs[0]!.id}`,
      `proof-ready:${proofs[1]!.id}`,
    ]);
    const email = emails[1]!;
    expect(email).toMatchObject({ toAddress: "ada@example.com", orderId: order.id, status: "sent" });
    expect(email.subject).toMatch(/new proof for your order #/);
    // The stored copy keeps no token once sent (order-link-placeholders.ts): the outbox holds the sent one.
    expect(email.textBody).toContain("/orders/{order-link}/proofs/");
    const [text, html] = await readNewestOutboxParts();
    const pageUrl = /Your order page: (\S+)/.exec(text)?.[1] as string;
    const imageUrl = /See the proof: (\S+)/.exec(text)?.[1] as string;
    expect(pageUrl).toMatch(/\/orders\/[A-Za-z0-9_-]{43}$/);
    expect(imageUrl).toBe(`${pageUrl}/proofs/${proofs[1]!.id}/image`);
    expect(text).toContain("Approve it or ask for changes on your order page");
    expect(html).toContain(`src="${imageUrl}"`);
    expect(html).toMatch(/alt="Proof 2 of your order #[^"]+3&quot; circle/);
    expect(html).toContain(pageUrl);

    // The link in the e-mail opens the image.
    const { response, bytes } = await fetchImage(tokenOf(pageUrl), proofs[1]!.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect((await sharp(bytes).metadata()).width).toBe(1200);

    const events = await prisma.orderEvent.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } });
    expect(events.map((event) => [event.fromStatus, event.toStatus, event.detail])).toEqual([
      ["none", "sent", "Proof 1 sent"],
      ["sent", "sent", "Proof 2 sent"],
    ]);
  });

  it("gives two concurrent sends different version numbers", async () => {
    const { order } = await createPaidOrder();
    const images = [await makePng(), await makePng()];
    const sendBoth = () =>
      Promise.all(
        images.map((bytes, index) => sendProof(order.id, { source: "upload", bytes, originalName: `${index}.png` })),
      );
    let results: Awaited<ReturnType<typeof sendBoth>>;
    if (getTestProvider() === "postgres") {
      // Both sends are held at the order's row lock, then let go together: only the lock keeps them apart.
      const url = process.env.DATABASE_URL as string;
      const release = await holdRowLock(url, "Order", order.id);
      const pending = sendBoth();
      try {
        await waitUntilWaiting(url, 2, '%UPDATE%"Order"%', "the two sends never both waited for the order's row lock");
      } finally {
        await release();
      }
      results = await pending;
    } else {
      // SQLite runs one write transaction at a time (BEGIN IMMEDIATE).
      results = await sendBoth();
    }
    expect(results.map((proof) => proof.version).sort()).toEqual([1, 2]);
    const proofs = await prisma.proof.findMany({ where: { orderId: order.id }, orderBy: { version: "asc" } });
    expect(proofs.map((proof) => proof.status)).toEqual(["superseded", "sent"]);
    expect(await prisma.emailMessage.count()).toBe(2);
  });
});

describe("POST /api/admin/orders/{id}/proof-approval (approve for the customer)", () => {
  const approveFor = (orderId: number, body: unknown, withHeaders: Record<string, string> = headers) =>
    callRoute(postProofApproval, {
      method: "POST",
      path: `/api/admin/orders/${orderId}/proof-approval`,
      params: { id: String(orderId) },
      headers: withHeaders,
      body,
    });
  const proofEvents = (orderId: number) =>
    prisma.orderEvent.findMany({ where: { orderId, type: "proof" }, orderBy: { id: "asc" } });

  it("approves an order without a proof (no order page, or approved by phone); printing may start", async () => {
    const { order } = await createPaidOrder();
    expect(await approveFor(order.id, { note: "  Approved by phone  " })).toMatchObject({
      status: 200,
      body: { proofState: "approved" },
    });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ proofState: "approved" });
    expect(await prisma.proof.count({ where: { orderId: order.id } })).toBe(0);
    expect(await proofEvents(order.id)).toEqual([
      expect.objectContaining({
        fromStatus: "none",
        toStatus: "approved",
        actor: "admin",
        detail: "Approved by the shop without a proof: Approved by phone",
      }),
    ]);
    const status = await callRoute(patchStatus, {
      method: "PATCH",
      path: `/api/orders/${order.id}/status`,
      params: { id: String(order.id) },
      headers,
      body: { status: "processing" },
    });
    expect(status.status).toBe(200);
  });

  it("marks a proof waiting for the customer approved, with the note as its answer", async () => {
    const { order } = await createPaidOrder();
    await sendProof(order.id, { source: "upload", bytes: await makePng(), originalName: "proof.png" });
    expect((await approveFor(order.id, { note: "Customer replied to the e-mail: looks great" })).status).toBe(200);
    const [proof] = await prisma.proof.findMany({ where: { orderId: order.id } });
    expect(proof).toMatchObject({
      status: "approved",
      customerComment: "Approved by the shop: Customer replied to the e-mail: looks great",
      respondedAt: expect.any(Date),
    });
    expect((await proofEvents(order.id)).at(-1)).toMatchObject({
      fromStatus: "sent",
      toStatus: "approved",
      detail: "Proof 1 approved by the shop for the customer: Customer replied to the e-mail: looks great",
    });
  });

  it("keeps the operator's note internal: the customer's order page says only 'Approved by the shop'", async () => {
    const { order, payment } = await createPaidOrder();
    const { url } = await createOrderLink(prisma, payment.id);
    const token = url.split("/orders/")[1] as string;
    await sendProof(order.id, { source: "upload", bytes: await makePng(), originalName: "proof.png" });
    const note = "Ms Lee confirmed on the phone, ticket 7731";
    expect((await approveFor(order.id, { note })).status).toBe(200);

    const page = await getOrderPage(token);
    const [item] = page!.items;
    expect(item?.proofs[0]).toMatchObject({ status: "approved", approvedByShop: true, customerComment: null });
    expect(item?.timeline.filter((entry) => entry.kind === "proof_approved")).toEqual([
      expect.objectContaining({ detail: "Approved by the shop" }),
    ]);
    expect(JSON.stringify(page)).not.toContain("7731");
    const html = renderToStaticMarkup(createElement(OrderPageView, { order: page!, companyName: "Sticker Shop" }));
    expect(html).toContain("Approved by the shop");
    expect(html).not.toContain("7731");

    // The operator still sees it: on the proof and in the history.
    const detail = await callRoute(getDetail, { method: "GET", params: { id: String(order.id) }, headers });
    expect(JSON.stringify(detail.body)).toContain(note);
  });

  it("refuses without a note, twice, for an order that is not paid, or an unknown one, changing nothing", async () => {
    const { order } = await createPaidOrder();
    expect(await approveFor(order.id, { note: "   " })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("Please say how the customer approved") },
    });
    expect(await approveFor(order.id, {})).toMatchObject({ status: 400 });
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).proofState).toBe("none");
    expect(await approveFor(order.id, { note: "By phone" })).toMatchObject({ status: 200 });
    expect(await approveFor(order.id, { note: "Again" })).toEqual(
      expect.objectContaining({ status: 409, body: { message: APPROVE_FOR_CUSTOMER_MESSAGES.alreadyApproved } }),
    );
    const pending = await createPaidOrder({ status: "pending" });
    expect(await approveFor(pending.order.id, { note: "By phone" })).toEqual(
      expect.objectContaining({ status: 409, body: { message: APPROVE_FOR_CUSTOMER_MESSAGES.notPaid("pending") } }),
    );
    expect(await approveFor(999_999, { note: "By phone" })).toMatchObject({ status: 404 });
    expect(await proofEvents(order.id)).toHaveLength(1);
    expect(await proofEvents(pending.order.id)).toHaveLength(0);
  });

  it("is for admins only", async () => {
    const { order } = await createPaidOrder();
    expect((await approveFor(order.id, { note: "By phone" }, {})).status).toBe(401);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).proofState).toBe("none");
  });
});

describe("GET /orders/{token}/proofs/{proofId}/image", () => {
  it("serves the image for a valid link of the checkout, falling back to the backup copy", async () => {
    const { order, payment } = await createPaidOrder();
    const bytes = await makePng();
    const proof = (await sendUpload(order.id, bytes, "proof.png")).body;
    const token = tokenOf((await createOrderLink(prisma, payment.id)).url);

    const { response, bytes: served } = await fetchImage(token, proof.id);
    expect(response.status).toBe(200);
    expect(served).toEqual(bytes);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/png",
      "cache-control": "private, max-age=3600",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
    });

    const image = await prisma.design.findUniqueOrThrow({ where: { id: proof.image.designId } });
    await getDesignStorage().remove("primary", image.filename);
    const fallback = await fetchImage(token, proof.id);
    expect(fallback.response.status).toBe(200);
    expect(fallback.bytes).toEqual(bytes);
  });

  it("answers 404 for a wrong token, a revoked link, a proof of another checkout or a malformed id", async () => {
    const mine = await createPaidOrder();
    const other = await createPaidOrder();
    const myProof = (await sendUpload(mine.order.id, await makePng(), "proof.png")).body;
    const otherProof = (await sendUpload(other.order.id, await makePng(), "proof.png")).body;
    const link = await createOrderLink(prisma, mine.payment.id);
    const token = tokenOf(link.url);

    expect((await fetchImage(token, myProof.id)).response.status).toBe(200);
    expect((await fetchImage(token, otherProof.id)).response.status).toBe(404);
    expect(
      (await fetchImage(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, myProof.id)).response.status,
    ).toBe(404);
    expect((await fetchImage("not-a-token", myProof.id)).response.status).toBe(404);
    expect((await fetchImage(token, "abc")).response.status).toBe(404);
    expect((await fetchImage(token, 999_999)).response.status).toBe(404);

    await prisma.orderLink.update({ where: { id: link.id }, data: { revokedAt: new Date() } });
    const revoked = await fetchImage(token, myProof.id);
    expect(revoked.response.status).toBe(404);
    expect(JSON.parse(revoked.bytes.toString())).toEqual({ message: "Proof not found" });
  });
});

describe("the printing gate", () => {
  it.each(["processing", "shipped", "delivered"])(
    "refuses %s with the reason until the proof is approved, then allows it",
    async (status) => {
      const { order } = await createPaidOrder();
      const refused = await setStatus(order.id, status);
      expect(refused).toMatchObject({
        status: 409,
        body: { message: "Printing starts only after the customer approves a proof (no proof has been sent yet)." },
      });
      await sendCutPreview(order.id);
      expect((await setStatus(order.id, status)).body.message).toBe(
        "Printing starts only after the customer approves a proof (the customer has not approved the proof yet).",
      );
      const unchanged = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
      expect(unchanged).toMatchObject({ status: "paid", proofState: "sent" });
      expect(await prisma.orderEvent.count({ where: { orderId: order.id, type: "status" } })).toBe(0);

      // The customer approves (the customer side's endpoint is not part of this file).
      await prisma.proof.updateMany({
        where: { orderId: order.id },
        data: { status: "approved", respondedAt: new Date() },
      });
      await prisma.order.update({ where: { id: order.id }, data: { proofState: "approved" } });
      const allowed = await setStatus(order.id, status);
      expect(allowed.status).toBe(200);
      expect(allowed.body.order.status).toBe(status);
    },
  );

  it("leaves other statuses free (cancelled, and back from printing)", async () => {
    const { order } = await createPaidOrder();
    expect((await setStatus(order.id, "cancelled")).status).toBe(200);
    const printing = await createPaidOrder({ status: "processing", proofState: "approved" });
    await prisma.order.update({ where: { id: printing.order.id }, data: { proofState: "changes_requested" } });
    // An order already printing moves on freely.
    expect((await setStatus(printing.order.id, "shipped")).status).toBe(200);
  });

  it("refuses a bulk status change holding a blocked order as a whole, naming it", async () => {
    const approved = await createPaidOrder({ proofState: "approved" });
    const blocked = await createPaidOrder();
    const call = () =>
      callRoute(postBulkStatus, {
        method: "POST",
        headers,
        body: { orderIds: [approved.order.id, blocked.order.id], status: "processing" },
      });
    const response = await call();
    expect(response.status).toBe(409);
    const detail = await callRoute(getDetail, { headers, params: { id: String(blocked.order.id) } });
    const number = detail.body.order.orderNumber as string;
    expect(response.body.message).toBe(
      `Nothing was changed: order ${number} cannot be marked processing before the customer approves a proof.`,
    );
    const orders = await prisma.order.findMany({ orderBy: { id: "asc" } });
    expect(orders.map((order) => order.status)).toEqual(["paid", "paid"]);
    expect(await prisma.emailMessage.count()).toBe(0);

    await prisma.order.update({ where: { id: blocked.order.id }, data: { proofState: "approved" } });
    expect((await call()).body).toMatchObject({ count: 2 });
  });
});

describe("GET /api/admin/orders/{id} with proofs", () => {
  it("says nothing about printing for a cancelled or expired order", async () => {
    for (const status of ["cancelled", "expired"] as const) {
      const { order } = await createPaidOrder({ status });
      const detail = await callRoute(getDetail, { headers, params: { id: String(order.id) } });
      expect(detail.body).toMatchObject({ proofState: "none", printingBlockedReason: null });
    }
  });

  it("shows the proof state, why printing is blocked, and every version newest first", async () => {
    const { order } = await createPaidOrder();
    const empty = await callRoute(getDetail, { headers, params: { id: String(order.id) } });
    expect(empty.body).toMatchObject({
      proofState: "none",
      printingBlockedReason: "Printing starts only after the customer approves a proof (no proof has been sent yet).",
      proofs: [],
    });

    await sendUpload(order.id, await makePng({ width: 120, height: 80 }), "proof.png");
    await sendCutPreview(order.id);
    const replacement = await storeDesignImage({
      bytes: await makePng(),
      originalName: "new-logo.png",
      sessionId: "session_proofs",
      kind: "design",
    });
    await prisma.proof.updateMany({
      where: { orderId: order.id, version: 2 },
      data: {
        status: "changes_requested",
        customerComment: "Bigger, please",
        replacementDesignId: replacement.id,
        respondedAt: new Date(),
      },
    });
    await prisma.order.update({ where: { id: order.id }, data: { proofState: "changes_requested" } });

    const detail = await callRoute(getDetail, { headers, params: { id: String(order.id) } });
    expect(detail.body.proofState).toBe("changes_requested");
    expect(detail.body.printingBlockedReason).toMatch(/asked for changes/);
    expect(
      detail.body.proofs.map((proof: { version: number; status: string }) => [proof.version, proof.status]),
    ).toEqual([
      [2, "changes_requested"],
      [1, "superseded"],
    ]);
    expect(detail.body.proofs[0]).toMatchObject({
      source: "cut_preview",
      customerComment: "Bigger, please",
      image: { widthPx: 1200, heightPx: 1200 },
      replacementDesign: { id: replacement.id, originalName: "new-logo.png" },
    });
    expect(detail.body.proofs[0].replacementDesign.url).toMatch(/^\/uploads\/.+\?exp=/);
    expect(detail.body.proofs[1].image).toMatchObject({ widthPx: 120, heightPx: 80 });
    expect(detail.body.proofs[1].image.url).toMatch(/^\/uploads\/.+\.png\?exp=/);
  });
});
