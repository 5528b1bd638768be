// The customer's side of proofs on the order page (/orders/{token}): "Approve" and "Request changes"
// (a comment, optionally a replacement design), authorised by the page's token; the operator's
// notice; and the page's data (every version, the proof entries of the timeline).
import { createCheckoutRows, createOrderPageLink, createProofRow } from "../helpers/order-factories";
import { setupTestDatabase } from "../helpers/database";
import { createDesignRow, resetShopData } from "../helpers/fixtures";
import { listFilesUnder, makePng } from "../helpers/images";
import { countTableRows } from "../helpers/table-counts";
import { POST as approveRoute } from "@/app/api/order-page/[token]/proofs/[proofId]/approve/route";
import { POST as requestChangesRoute } from "@/app/api/order-page/[token]/proofs/[proofId]/request-changes/route";
import { prisma } from "@/lib/db/client";
import { readDesignMetadata } from "@/lib/designs/storage/design-metadata";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";
import { getOrderPage } from "@/lib/order-page/get-order-page";
import type { OrderStatus } from "@/lib/domain/order-statuses";
import { formatOrderNumber } from "@/lib/domain/format-order-number";
import { PROOF_ANSWER_MESSAGES } from "@/lib/proofs/proof-answer-rules";
import { sendProof } from "@/lib/proofs/send-proof";
import { holdRowLock, waitUntilWaiting } from "../helpers/postgres-locks";
import { getTestProvider } from "../helpers/test-databases";
import { updateShopSettings } from "@/lib/settings/shop-settings";

process.env.TRUSTED_IP_HEADER = "x-real-ip";
process.env.APP_URL = "https://stickers.example";
process.env.EMAIL_FROM = "Sticker Shop <orders@stickers.example>";
setupTestDatabase();

const storageRoot = process.env.DESIGN_STORAGE_DIR as string;
let addressCounter = 0;
/** A new client address per request, so the rate limit counts only where a test means it to. */
const nextAddress = () => `198.51.100.${++addressCounter % 250}`;

beforeEach(async () => {
  await prisma.orderLink.deleteMany();
  await prisma.orderEvent.deleteMany();
  await prisma.rateLimit.deleteMany();
  await prisma.appSetting.deleteMany({ where: { key: { startsWith: "shop." } } });
  await resetShopData();
});

/** A paid checkout of one order (or `count`), a working link to its page, and the order's design. */
async function createCheckout({ status = "paid", count = 1 }: { status?: OrderStatus; count?: number } = {}) {
  const design = await createDesignRow({ originalName: "logo.png" });
  const { payment, orders, order } = await createCheckoutRows({
    lines: Array.from({ length: count }, () => ({})),
    status,
    paidAt: new Date("2026-03-01T12:05:00.000Z"),
    createdAt: new Date("2026-03-01T12:00:00.000Z"),
    order: { designId: design.id, proofState: "sent" },
  });
  return { payment, order, orders, design, ...(await createOrderPageLink(payment.id)) };
}

/** A proof version of the order, sent an hour after the checkout unless `createdAt` says otherwise. */
const addProof = (orderId: number, designId: number, options: Parameters<typeof createProofRow>[1] = {}) =>
  createProofRow({ id: orderId, designId }, { createdAt: new Date("2026-03-01T13:00:00.000Z"), ...options });

const approve = (token: string, proofId: number | string, address = nextAddress()) =>
  callAnswer(approveRoute, token, proofId, "approve", undefined, address);

type FilePart = { bytes: Uint8Array; name: string; type?: string };

function changeForm(comment: string | undefined, file?: FilePart): FormData {
  const form = new FormData();
  if (comment !== undefined) form.append("comment", comment);
  if (file) form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/png" }), file.name);
  return form;
}

const requestChanges = (token: string, proofId: number | string, form: FormData, address = nextAddress()) =>
  callAnswer(requestChangesRoute, token, proofId, "request-changes", form, address);

async function callAnswer(
  handler: unknown,
  token: string,
  proofId: number | string,
  action: string,
  body: FormData | undefined,
  address: string,
) {
  const request = new Request(`http://shop.test/api/order-page/${token}/proofs/${proofId}/${action}`, {
    method: "POST",
    headers: { "x-real-ip": address },
    body,
  });
  const route = handler as (
    request: Request,
    context: { params: Promise<Record<string, string>> },
  ) => Promise<Response>;
  const response = await route(request, { params: Promise.resolve({ token, proofId: String(proofId) }) });
  return { status: response.status, body: (await response.json()) as { message: string; proofState?: string } };
}

let PNG_FOR_RACE: Buffer;
beforeAll(async () => {
  PNG_FOR_RACE = await makePng();
});

async function proofEvents(orderId: number) {
  return prisma.orderEvent.findMany({ where: { orderId }, orderBy: { id: "asc" } });
}

/** Everything an answer could change: row counts, the proofs, the orders, the stored files. */
async function snapshot() {
  return {
    counts: await countTableRows(),
    proofs: await prisma.proof.findMany({ orderBy: { id: "asc" } }),
    orders: await prisma.order.findMany({
      orderBy: { id: "asc" },
      select: { id: true, designId: true, proofState: true },
    }),
    files: await listFilesUnder(storageRoot),
    proofCount: await prisma.proof.count(),
    designs: await prisma.design.count(),
  };
}

describe("Approve", () => {
  it("approves the proof: version, order state and one event by the customer, in one go", async () => {
    const { order, design, token } = await createCheckout();
    const proof = await addProof(order.id, design.id);

    const answer = await approve(token, proof.id);
    expect(answer).toEqual({ status: 200, body: expect.objectContaining({ proofState: "approved" }) });

    const stored = await prisma.proof.findUniqueOrThrow({ where: { id: proof.id } });
    expect(stored.status).toBe("approved");
    expect(stored.respondedAt).toBeInstanceOf(Date);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).proofState).toBe("approved");
    expect(await proofEvents(order.id)).toEqual([
      expect.objectContaining({
        type: "proof",
        fromStatus: "sent",
        toStatus: "approved",
        detail: "Proof 1 approved",
        actor: "customer",
      }),
    ]);
    expect(await prisma.emailMessage.count()).toBe(0);
  });

  it("two clicks at once approve once; a later answer gets 409", async () => {
    const { order, design, token } = await createCheckout();
    const proof = await addProof(order.id, design.id);

    const answers = await Promise.all([approve(token, proof.id), approve(token, proof.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(PROOF_ANSWER_MESSAGES.approved);
    expect(await proofEvents(order.id)).toHaveLength(1);

    const again = await approve(token, proof.id);
    expect(again).toEqual({ status: 409, body: { message: PROOF_ANSWER_MESSAGES.approved } });
    const changes = await requestChanges(token, proof.id, changeForm("Too late?"));
    expect(changes).toEqual({ status: 409, body: { message: PROOF_ANSWER_MESSAGES.approved } });
    expect(await proofEvents(order.id)).toHaveLength(1);
    expect((await prisma.proof.findUniqueOrThrow({ where: { id: proof.id } })).customerComment).toBeNull();
  });

  it("an approval and a change request at once: exactly one of them wins", async () => {
    const { order, design, token } = await createCheckout();
    const proof = await addProof(order.id, design.id);
    const answers = await Promise.all([approve(token, proof.id), requestChanges(token, proof.id, changeForm("Redo"))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const stored = await prisma.proof.findUniqueOrThrow({ where: { id: proof.id } });
    const orderNow = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(orderNow.proofState).toBe(stored.status);
    expect(await proofEvents(order.id)).toHaveLength(1);
    expect(await prisma.emailMessage.count()).toBe(stored.status === "changes_requested" ? 1 : 0);
  });

  it("a change request with a new design that loses the race leaves no design row or file behind", async () => {
    const { order, design, token } = await createCheckout();
    const proof = await addProof(order.id, design.id);
    const designsBefore = await prisma.design.count();
    const png = await makePng();
    const [approval, changes] = await Promise.all([
      approve(token, proof.id),
      requestChanges(token, proof.id, changeForm("Use this", { bytes: png, name: "v2.png" })),
    ]);
    expect([approval.status, changes.status].sort()).toEqual([200, 409]);
    const won = changes.status === 200;
    expect(await prisma.design.count()).toBe(designsBefore + (won ? 1 : 0));
    // Primary, backup and metadata of the new design, or nothing.
    expect((await listFilesUnder(storageRoot)).length > 0).toBe(won);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).designId === design.id).toBe(!won);
  });
});

describe("Request changes", () => {
  it("needs a comment of 1 to 1000 characters; a refused request changes nothing", async () => {
    const { order, design, token } = await createCheckout();
    const proof = await addProof(order.id, design.id);
    const before = await snapshot();
    for (const form of [changeForm(undefined), changeForm("   "), changeForm("x".repeat(1001))]) {
      const answer = await requestChanges(token, proof.id, form);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^comment: /);
    }
    const json = await callAnswer(requestChangesRoute, token, proof.id, "request-changes", undefined, nextAddress());
    expect(json.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it("stores the comment, moves the state, records the event and e-mails EMAIL_FROM's address", async () => {
    const { order, design, token } = await createCheckout();
    const proof = await addProof(order.id, design.id);

    const answer = await requestChanges(token, proof.id, changeForm("  Please make the logo bigger.  "));
    expect(answer).toEqual({ status: 200, body: expect.objectContaining({ proofState: "changes_requested" }) });

    const stored = await prisma.proof.findUniqueOrThrow({ where: { id: proof.id } });
    expect(stored).toMatchObject({
      status: "changes_requested",
      customerComment: "Please make the logo bigger.",
      replacementDesignId: null,
    });
    expect(stored.respondedAt).toBeInstanceOf(Date);
    const orderNow = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(orderNow).toMatchObject({ proofState: "changes_requested", designId: design.id });
    expect(await proofEvents(order.id)).toEqual([
      expect.objectContaining({
        type: "proof",
        fromStatus: "sent",
        toStatus: "changes_requested",
        detail: "Changes requested on proof 1: Please make the logo bigger.",
        actor: "customer",
      }),
    ]);

    const email = await prisma.emailMessage.findUniqueOrThrow({
      where: { dedupeKey: `proof-changes-requested:${proof.id}` },
    });
    const number = formatOrderNumber(order.id, order.createdAt);
    expect(email).toMatchObject({ toAddress: "orders@stickers.example", orderId: order.id, status: "sent" });
    expect(email.subject).toBe(`Changes requested on order ${number}`);
    expect(email.textBody).toContain("> Please make the logo bigger.");
    expect(email.textBody).toContain(`https://stickers.example/admin/orders/${order.id}`);
    expect(email.htmlBody).toContain(`href="https://stickers.example/admin/orders/${order.id}"`);
  });

  it("the notice goes to the shop's notification address when one is set", async () => {
    await updateShopSettings({ notificationEmail: "proofs@stickers.example" });
    const { order, design, token } = await createCheckout();
    const proof = await addProof(order.id, design.id);
    expect((await requestChanges(token, proof.id, changeForm("Darker blue"))).status).toBe(200);
    const emails = await prisma.emailMessage.findMany();
    expect(emails.map((email) => email.toAddress)).toEqual(["proofs@stickers.example"]);
  });

  it("a replacement design is stored like an upload and becomes the order's design", async () => {
    const { order, design, token } = await createCheckout();
    const proof = await addProof(order.id, design.id);
    const png = await makePng({ width: 300, height: 200 });

    const answer = await requestChanges(
      token,
      proof.id,
      changeForm("Use this version instead", { bytes: png, name: "../logo v2.png" }),
    );
    expect(answer.status).toBe(200);

    const stored = await prisma.proof.findUniqueOrThrow({ where: { id: proof.id } });
    expect(stored.replacementDesignId).not.toBeNull();
    expect(stored.designId).toBe(design.id); // the proof still shows what it showed
    const replacement = await prisma.design.findUniqueOrThrow({ where: { id: stored.replacementDesignId! } });
    expect(replacement).toMatchObject({
      originalName: "logo v2.png",
      sessionId: null,
      kind: "design",
      mimeType: "image/png",
      width: 300,
      height: 200,
      sizeBytes: png.byteLength,
    });
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).designId).toBe(replacement.id);

    // Primary and backup hold the bytes, the metadata the checksum, as for a design upload.
    const storage = getDesignStorage();
    expect(Buffer.from((await storage.read("primary", replacement.filename))!)).toEqual(png);
    expect(Buffer.from((await storage.read("backup", replacement.filename))!)).toEqual(png);
    const metadata = await readDesignMetadata(storage, replacement.filename);
    expect(metadata?.checksum).toBe(replacement.checksum);

    expect((await proofEvents(order.id)).map((event) => [event.type, event.detail])).toEqual([
      ["proof", "Changes requested on proof 1: Use this version instead"],
      ["design", "New design uploaded by the customer: logo v2.png"],
    ]);
    const email = await prisma.emailMessage.findFirstOrThrow();
    expect(email.textBody).toContain("They uploaded a new design: logo v2.png.");
  });

  it("a text file, an empty file or two files are refused: nothing stored, nothing changed", async () => {
    const { order, design, token } = await createCheckout();
    const proof = await addProof(order.id, design.id);
    const before = await snapshot();
    const text = { bytes: Buffer.from("not an image at all"), name: "logo.png", type: "image/png" };
    const refusals: Array<[FormData, string]> = [
      [changeForm("New file", text), "This file is not a PNG or JPG image. Please choose a PNG or JPG."],
      [
        changeForm("New file", { bytes: new Uint8Array(0), name: "empty.png" }),
        "The file is empty. Please choose a PNG or JPG image.",
      ],
    ];
    const two = changeForm("Two files", { bytes: await makePng(), name: "a.png" });
    two.append("other", new Blob([new Uint8Array(await makePng())], { type: "image/png" }), "b.png");
    refusals.push([two, "Please upload a single file."]);
    for (const [form, message] of refusals) {
      expect(await requestChanges(token, proof.id, form)).toEqual({ status: 400, body: { message } });
    }
    expect(await snapshot()).toEqual(before);
    expect((await prisma.proof.findUniqueOrThrow({ where: { id: proof.id } })).status).toBe("sent");
  });
});

describe("who may answer which proof", () => {
  it("answers a wrong token's change request with 404 before reading its body", async () => {
    const { order, design } = await createCheckout();
    const proof = await addProof(order.id, design.id);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(16 * 1024));
        if (pulled > 64) controller.close();
      },
    });
    const token = "A".repeat(43);
    const response = await (
      requestChangesRoute as unknown as (
        request: Request,
        context: { params: Promise<Record<string, string>> },
      ) => Promise<Response>
    )(
      new Request(`http://shop.test/api/order-page/${token}/proofs/${proof.id}/request-changes`, {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=x", "x-real-ip": nextAddress() },
        body,
        duplex: "half",
      } as RequestInit),
      { params: Promise.resolve({ token, proofId: String(proof.id) }) },
    );
    expect(response.status).toBe(404);
    // A stream may be asked for its first chunk ahead of time; never for the rest of the body.
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("a wrong, revoked or malformed token, or a proof of another checkout, gets the same 404", async () => {
    const mine = await createCheckout();
    const theirs = await createCheckout();
    const proof = await addProof(mine.order.id, mine.design.id);
    const other = await addProof(theirs.order.id, theirs.design.id);
    const notFound = { status: 404, body: { message: PROOF_ANSWER_MESSAGES.notFound } };

    expect(await approve("A".repeat(43), proof.id)).toEqual(notFound);
    expect(await approve("not-a-token", proof.id)).toEqual(notFound);
    expect(await approve(mine.token, other.id)).toEqual(notFound);
    expect(await approve(mine.token, 999_999)).toEqual(notFound);
    expect(await approve(mine.token, "1e3")).toEqual(notFound);
    expect(await requestChanges(mine.token, other.id, changeForm("Not mine"))).toEqual(notFound);

    await prisma.orderLink.update({ where: { id: mine.linkId }, data: { revokedAt: new Date() } });
    expect(await approve(mine.token, proof.id)).toEqual(notFound);
    expect(await requestChanges(mine.token, proof.id, changeForm("Revoked"))).toEqual(notFound);

    expect((await prisma.proof.findMany()).map((row) => row.status)).toEqual(["sent", "sent"]);
    expect(await prisma.orderEvent.count()).toBe(0);
  });

  it("an older version gets 409 and the newest can still be answered", async () => {
    const { order, design, token } = await createCheckout();
    const first = await addProof(order.id, design.id, { version: 1, status: "superseded" });
    const second = await addProof(order.id, design.id, { version: 2 });
    expect(await approve(token, first.id)).toEqual({
      status: 409,
      body: { message: PROOF_ANSWER_MESSAGES.superseded },
    });
    expect(await requestChanges(token, first.id, changeForm("Old one"))).toEqual({
      status: 409,
      body: { message: PROOF_ANSWER_MESSAGES.superseded },
    });
    expect((await approve(token, second.id)).status).toBe(200);
    expect((await prisma.proof.findUniqueOrThrow({ where: { id: first.id } })).status).toBe("superseded");
    expect((await proofEvents(order.id)).map((event) => event.detail)).toEqual(["Proof 2 approved"]);
  });

  it("an order that is not paid, or already printing, gets 409 and stays as it was", async () => {
    for (const [status, message] of [
      ["pending", PROOF_ANSWER_MESSAGES.notPaid],
      ["processing", PROOF_ANSWER_MESSAGES.printing],
      ["cancelled", PROOF_ANSWER_MESSAGES.closed],
    ] as const) {
      const { order, design, token } = await createCheckout({ status });
      const proof = await addProof(order.id, design.id);
      expect(await approve(token, proof.id)).toEqual({ status: 409, body: { message } });
      expect(await requestChanges(token, proof.id, changeForm("Hm"))).toEqual({ status: 409, body: { message } });
      expect((await prisma.proof.findUniqueOrThrow({ where: { id: proof.id } })).status).toBe("sent");
      expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).proofState).toBe("sent");
    }
    expect(await prisma.orderEvent.count()).toBe(0);
  });

  it("answers are rate limited per order link", async () => {
    const { order, design, token } = await createCheckout();
    const proof = await addProof(order.id, design.id, { status: "approved" });
    const statuses = [];
    for (let attempt = 0; attempt < 21; attempt++) statuses.push((await approve(token, proof.id)).status);
    expect(statuses.slice(0, 20).every((status) => status === 409)).toBe(true);
    const limited = await approve(token, proof.id);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Too many answers to proofs. Please wait a while and try again.");
  });
});

describe("the order page's data", () => {
  it("shows every version newest first, whether it can be answered, and the proof entries of the timeline", async () => {
    const { order, orders, design, token } = await createCheckout({ count: 2 });
    const first = await addProof(order.id, design.id, { version: 1, createdAt: new Date("2026-03-01T13:00:00Z") });
    expect(
      (await requestChanges(token, first.id, changeForm("Thinner border", { bytes: await makePng(), name: "v2.png" })))
        .status,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5)); // the operator answers a moment later
    const second = await addProof(order.id, design.id, { version: 2, createdAt: new Date() });
    await prisma.order.update({ where: { id: order.id }, data: { proofState: "sent" } });
    await prisma.orderEvent.create({
      data: {
        orderId: order.id,
        type: "proof",
        fromStatus: "changes_requested",
        toStatus: "sent",
        detail: "Proof 2 sent",
        actor: "admin",
      },
    });

    const page = await getOrderPage(token);
    const [item, otherItem] = page!.items;
    expect(page!.proofApiBase).toBe(`/api/order-page/${token}/proofs`);
    expect(item!.proofState).toBe("sent");
    expect(item!.canAnswerProof).toBe(true);
    expect(item!.proofs).toEqual([
      expect.objectContaining({
        id: second.id,
        version: 2,
        status: "sent",
        customerComment: null,
        imageUrl: `/orders/${token}/proofs/${second.id}/image`,
      }),
      expect.objectContaining({
        id: first.id,
        version: 1,
        status: "changes_requested",
        customerComment: "Thinner border",
        replacementDesignName: "v2.png",
        respondedAt: expect.any(String),
        imageUrl: `/orders/${token}/proofs/${first.id}/image`,
      }),
    ]);
    expect(item!.timeline.map((entry) => [entry.kind, entry.label, entry.detail])).toEqual([
      ["placed", "Order placed", null],
      ["paid", "Payment received", null],
      ["proof_changes_requested", "Changes requested", "Changes requested on proof 1: Thinner border"],
      ["proof_sent", "Proof sent", "Proof 2 sent"],
    ]);
    // The new design is the order's design now; the order page shows it.
    expect(item!.designName).toBe("v2.png");
    expect(otherItem).toMatchObject({ orderId: orders[1]!.id, proofs: [], canAnswerProof: false });

    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await approve(token, second.id)).status).toBe(200);
    const after = (await getOrderPage(token))!.items[0]!;
    expect(after.canAnswerProof).toBe(false);
    expect(after.proofState).toBe("approved");
    expect(after.timeline.at(-1)).toMatchObject({
      kind: "proof_approved",
      label: "Proof approved",
      detail: "Proof 2 approved",
    });
  });
});

describe("an answer and a new proof at the same moment", () => {
  it("both finish, one after the other: the answer is recorded, then the new version supersedes nothing it should not (never a deadlock)", async () => {
    const { order, design, token } = await createCheckout();
    const proof = await addProof(order.id, design.id);
    const send = () => sendProof(order.id, { source: "upload", bytes: PNG_FOR_RACE, originalName: "proof-2.png" });
    let results: [Awaited<ReturnType<typeof approve>>, Awaited<ReturnType<typeof send>>];
    if (getTestProvider() === "postgres") {
      // The proof's row is held while the answer, then the send, start: the answer must already hold the
      // order's row (the send waits for it) rather than the send holding it while waiting for the proof,
      // the crossing that PostgreSQL ends by killing one of them.
      const url = process.env.DATABASE_URL as string;
      const release = await holdRowLock(url, "Proof", proof.id);
      let pending: Promise<typeof results>;
      try {
        const answering = approve(token, proof.id);
        await waitUntilWaiting(url, 1, "%", "the answer never waited for the proof's row");
        const sending = send();
        await waitUntilWaiting(url, 2, "%", "the send never waited");
        pending = Promise.all([answering, sending]);
      } finally {
        await release();
      }
      results = await pending;
    } else {
      // SQLite runs one write transaction at a time (BEGIN IMMEDIATE).
      results = await Promise.all([approve(token, proof.id), send()]);
    }
    const [answer, sent] = results;
    expect(answer.status).toBe(200);
    expect(sent.version).toBe(2);
    const versions = await prisma.proof.findMany({ where: { orderId: order.id }, orderBy: { version: "asc" } });
    expect(versions.map((version) => version.status)).toEqual(["approved", "sent"]);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).proofState).toBe("sent");
  });
});
