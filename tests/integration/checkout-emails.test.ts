// #34: one checkout of five lines is five orders (the spec), but the customer gets one e-mail per event
// per checkout: one confirmation, one proof e-mail when the operator sends the checkout's proofs together
// (the first four held, the fifth sent), one "Printing has begun" and one shipped notice when its orders
// change status together. Through the shop's own routes, delivered by the outbox transport (.eml files).
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { setupTestDatabase } from "../helpers/database";
import { adminHeaders } from "../helpers/admin";
import { callRoute } from "../helpers/call-route";
import { checkoutCart } from "../helpers/checkout-flow";
import { addCartLine, makeSessionId, resetShopData } from "../helpers/fixtures";
import { makePng } from "../helpers/images";
import { parseMessage } from "../helpers/mime";
import { POST as postHeldEmail } from "@/app/api/admin/orders/[id]/proofs/held-email/route";
import { POST as postProof } from "@/app/api/admin/orders/[id]/proofs/route";
import { GET as getDetail } from "@/app/api/admin/orders/[id]/route";
import { PATCH as patchStatus } from "@/app/api/orders/[id]/status/route";
import { POST as postBulkStatus } from "@/app/api/orders/bulk-status/route";
import { prisma } from "@/lib/db/client";
import { formatOrderNumber } from "@/lib/domain/format-order-number";
import { getServerEnv } from "@/lib/env";

setupTestDatabase();

const outboxDir = process.env.EMAIL_OUTBOX_DIR as string;
let headers: Record<string, string>;

beforeAll(async () => {
  headers = await adminHeaders();
});
beforeEach(async () => {
  await prisma.orderEvent.deleteMany();
  await prisma.proof.deleteMany();
  await resetShopData();
  await rm(outboxDir, { recursive: true, force: true });
});

type Sent = { subject: string; text: string; html: string };

/** Every e-mail the outbox transport wrote, oldest first: subject, text part, HTML part. */
async function readOutbox(): Promise<Sent[]> {
  const names = (await readdir(outboxDir).catch(() => [] as string[])).filter((name) => name.endsWith(".eml")).sort();
  const sent: Sent[] = [];
  for (const name of names) {
    const message = parseMessage(await readFile(path.join(outboxDir, name), "utf8"));
    sent.push({
      subject: message.headers.get("subject") ?? "",
      text: message.parts[0]?.body ?? "",
      html: message.parts[1]?.body ?? "",
    });
  }
  return sent;
}

/** A shopper's checkout of five lines (five orders), paid with the test card. */
async function checkOutFiveLines() {
  const sessionId = makeSessionId();
  for (const [size, quantity] of [
    ['2"', 50],
    ['3" square', 200],
    ['3" circle', 100],
    ['4"', 50],
    ['2"', 200],
  ] as const)
    await addCartLine(sessionId, size, quantity);
  const { orderIds, paymentId } = await checkoutCart(sessionId);
  expect(orderIds).toHaveLength(5);
  const orders = await prisma.order.findMany({ where: { id: { in: orderIds } }, orderBy: { id: "asc" } });
  const numbers = orders.map((order) => formatOrderNumber(order.id, order.createdAt, getServerEnv().SHOP_TIME_ZONE));
  return { orderIds, paymentId, numbers, orders };
}

async function sendProofUpload(orderId: number, holdEmail: boolean) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(await makePng())], { type: "image/png" }), `proof-${orderId}.png`);
  if (holdEmail) form.append("holdEmail", "true");
  const request = new Request(`http://shop.test/api/admin/orders/${orderId}/proofs`, {
    method: "POST",
    body: form,
    headers,
  });
  const response = await postProof(request, { params: Promise.resolve({ id: String(orderId) }) });
  return { status: response.status, body: await response.json() };
}

function bulkStatus(orderIds: number[], status: "processing" | "shipped") {
  return callRoute(postBulkStatus, { method: "POST", body: { orderIds, status }, headers });
}

async function emailSubjectsOnDetail(orderId: number): Promise<Array<{ subject: string; about: string }>> {
  const response = await callRoute(getDetail, { method: "GET", headers, params: { id: String(orderId) } });
  expect(response.status).toBe(200);
  return response.body.emails.map((email: { subject: string; about: string }) => ({
    subject: email.subject,
    about: email.about,
  }));
}

describe("a checkout of five lines", () => {
  it("gets one confirmation, one proof e-mail for its proofs sent together, one 'Printing has begun' and one shipped notice, each listing its stickers", async () => {
    const { orderIds, numbers } = await checkOutFiveLines();

    // Payment: one confirmation listing the five orders.
    const confirmations = await readOutbox();
    expect(confirmations.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/: your orders .* are confirmed$/),
    ]);
    for (const number of numbers) expect(confirmations[0]!.text).toContain(`Order ${number}`);

    // Proofs: four held, the fifth sent: one e-mail listing each sticker with its proof and the order page.
    for (const orderId of orderIds.slice(0, 4)) expect((await sendProofUpload(orderId, true)).status).toBe(201);
    expect(await readOutbox()).toHaveLength(1);
    expect((await sendProofUpload(orderIds[4]!, false)).status).toBe(201);
    const afterProofs = await readOutbox();
    expect(afterProofs).toHaveLength(2);
    const proofMail = afterProofs[1]!;
    expect(proofMail.subject).toMatch(/: your proofs for orders .* are ready$/);
    const proofs = await prisma.proof.findMany({ where: { orderId: { in: orderIds } }, orderBy: { orderId: "asc" } });
    expect(proofs).toHaveLength(5);
    for (const [index, number] of numbers.entries()) {
      expect(proofMail.text).toContain(`Order ${number}`);
      expect(proofMail.text).toMatch(new RegExp(`/orders/[A-Za-z0-9_-]{43}/proofs/${proofs[index]!.id}/image`));
    }
    expect(proofMail.text).toMatch(/View your order|\/orders\/[A-Za-z0-9_-]{43}\n/);
    // The one e-mail shows on each order's detail.
    for (const orderId of orderIds)
      expect(await emailSubjectsOnDetail(orderId)).toContainEqual({ subject: proofMail.subject, about: "orders" });

    // Printing: the five approved and marked printing together: one e-mail, and the toast's count is it.
    await prisma.order.updateMany({ where: { id: { in: orderIds } }, data: { proofState: "approved" } });
    const printing = await bulkStatus(orderIds, "processing");
    expect(printing.status).toBe(200);
    expect(printing.body).toMatchObject({
      count: 5,
      emails: 1,
      message: "Marked 5 orders as processing; 1 customer e-mail sent",
    });
    const afterPrinting = await readOutbox();
    expect(afterPrinting).toHaveLength(3);
    const printingMail = afterPrinting[2]!;
    expect(printingMail.subject).toBe(
      `Sticker Shop: printing has begun for orders ${numbers.slice(0, 4).join(", ")} and ${numbers[4]}`,
    );
    for (const number of numbers) expect(printingMail.text).toContain(`Order ${number}`);
    for (const orderId of orderIds)
      expect(await emailSubjectsOnDetail(orderId)).toContainEqual({ subject: printingMail.subject, about: "orders" });

    // A retried action sends nothing again; nor does the status chosen again after going back.
    expect((await bulkStatus(orderIds, "processing")).body).toMatchObject({ count: 0, emails: 0 });
    const back = await callRoute(patchStatus, {
      method: "PATCH",
      body: { status: "paid" },
      headers,
      params: { id: String(orderIds[0]) },
    });
    expect(back.status).toBe(200);
    expect((await bulkStatus(orderIds, "processing")).body).toMatchObject({ count: 1, emails: 0 });
    const single = await callRoute(patchStatus, {
      method: "PATCH",
      body: { status: "paid" },
      headers,
      params: { id: String(orderIds[1]) },
    });
    expect(single.status).toBe(200);
    await callRoute(patchStatus, {
      method: "PATCH",
      body: { status: "processing" },
      headers,
      params: { id: String(orderIds[1]) },
    });
    expect(await readOutbox()).toHaveLength(3);

    // Shipped together: one notice listing the five.
    const shipped = await bulkStatus(orderIds, "shipped");
    expect(shipped.body).toMatchObject({
      count: 5,
      emails: 1,
      message: "Marked 5 orders as shipped; 1 customer e-mail sent",
    });
    const afterShipping = await readOutbox();
    expect(afterShipping).toHaveLength(4);
    expect(afterShipping[3]!.subject).toMatch(/: your orders .* have shipped$/);
    for (const number of numbers) expect(afterShipping[3]!.text).toContain(`Order ${number}`);

    // Four e-mails in all, each one row.
    expect(await prisma.emailMessage.count()).toBe(4);
  });

  it("sends a proof alone as before when nothing is held, and a later version alone after the group", async () => {
    const { orderIds, numbers } = await checkOutFiveLines();
    expect((await sendProofUpload(orderIds[2]!, false)).status).toBe(201);
    const [, alone] = await readOutbox();
    expect(alone!.subject).toBe(`Sticker Shop: your proof for order ${numbers[2]} is ready`);
    expect(await emailSubjectsOnDetail(orderIds[2]!)).toContainEqual({ subject: alone!.subject, about: "order" });
    expect(await emailSubjectsOnDetail(orderIds[0]!)).not.toContainEqual(
      expect.objectContaining({ subject: alone!.subject }),
    );

    // Two held and one sent: one e-mail of three; the proof sent alone before is not in it again.
    expect((await sendProofUpload(orderIds[0]!, true)).status).toBe(201);
    expect((await sendProofUpload(orderIds[1]!, true)).status).toBe(201);
    expect((await sendProofUpload(orderIds[3]!, false)).status).toBe(201);
    const mails = await readOutbox();
    expect(mails).toHaveLength(3);
    expect(mails[2]!.subject).toBe(
      `Sticker Shop: your proofs for orders ${numbers[0]}, ${numbers[1]} and ${numbers[3]} are ready`,
    );
    expect(mails[2]!.text).not.toContain(`Order ${numbers[2]}`);
    expect(await emailSubjectsOnDetail(orderIds[4]!)).not.toContainEqual(
      expect.objectContaining({ subject: mails[2]!.subject }),
    );
  });

  it("marks orders of two checkouts printing with one e-mail each", async () => {
    const first = await checkOutFiveLines();
    const second = await checkOutFiveLines();
    const ids = [...first.orderIds.slice(0, 3), ...second.orderIds.slice(0, 2)];
    await prisma.order.updateMany({ where: { id: { in: ids } }, data: { proofState: "approved" } });
    const result = await bulkStatus(ids, "processing");
    expect(result.body).toMatchObject({
      count: 5,
      emails: 2,
      message: "Marked 5 orders as processing; 2 customer e-mails sent",
    });
    const mails = (await readOutbox()).filter((mail) => mail.subject.includes("printing has begun"));
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [
        `Sticker Shop: printing has begun for orders ${first.numbers.slice(0, 2).join(", ")} and ${first.numbers[2]}`,
        `Sticker Shop: printing has begun for orders ${second.numbers[0]} and ${second.numbers[1]}`,
      ].sort(),
    );
  });

  it("e-mails held proofs on the operator's word when the checkout gets no next proof, once", async () => {
    const { orderIds, numbers } = await checkOutFiveLines();
    const emailHeld = (orderId: number) =>
      callRoute(postHeldEmail, { method: "POST", headers, params: { id: String(orderId) } });
    const proofsOnDetail = async (orderId: number) =>
      (await callRoute(getDetail, { method: "GET", headers, params: { id: String(orderId) } })).body.proofs as Array<{
        version: number;
        emailHeld: boolean;
      }>;

    // Nothing held yet: refused, nothing written.
    expect(await emailHeld(orderIds[0]!)).toMatchObject({
      status: 409,
      body: { message: "This order has no proof waiting to be e-mailed: it was e-mailed already or answered." },
    });
    expect(await readOutbox()).toHaveLength(1);

    // Two proofs held and no next proof: the detail says so; the operator e-mails them now, in one e-mail.
    const held = await sendProofUpload(orderIds[0]!, true);
    expect(held.body).toMatchObject({ version: 1, emailHeld: true });
    expect((await sendProofUpload(orderIds[1]!, true)).status).toBe(201);
    expect(await proofsOnDetail(orderIds[0]!)).toEqual([expect.objectContaining({ version: 1, emailHeld: true })]);
    expect(await readOutbox()).toHaveLength(1);

    expect(await emailHeld(orderIds[1]!)).toMatchObject({ status: 200, body: { orders: 2 } });
    const mails = await readOutbox();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(`Sticker Shop: your proofs for orders ${numbers[0]} and ${numbers[1]} are ready`);
    for (const orderId of orderIds.slice(0, 2))
      expect(await proofsOnDetail(orderId)).toEqual([expect.objectContaining({ emailHeld: false })]);

    // A second click, or the other order's button: nothing is held any more.
    expect((await emailHeld(orderIds[1]!)).status).toBe(409);
    expect((await emailHeld(orderIds[0]!)).status).toBe(409);
    // A proof sent and e-mailed the usual way is not held either.
    expect((await sendProofUpload(orderIds[2]!, false)).body).toMatchObject({ emailHeld: false });
    expect((await emailHeld(orderIds[2]!)).status).toBe(409);
    expect(await readOutbox()).toHaveLength(3);
    // An unknown order.
    expect((await emailHeld(999_999)).status).toBe(404);
  });

  it("refuses to hold a proof when no other order of the checkout still needs one, storing nothing", async () => {
    const { orderIds } = await checkOutFiveLines();
    // The other four approved (or printing): no next proof would ever carry a held e-mail.
    await prisma.order.updateMany({ where: { id: { in: orderIds.slice(1) } }, data: { proofState: "approved" } });
    const designsBefore = await prisma.design.count();
    const refused = await sendProofUpload(orderIds[0]!, true);
    expect(refused).toEqual({
      status: 409,
      body: {
        message:
          "No other order of this checkout is waiting for a proof, so nothing would carry this one's e-mail. Send it without holding the e-mail.",
      },
    });
    expect(await prisma.proof.count({ where: { orderId: orderIds[0]! } })).toBe(0);
    expect(await prisma.design.count()).toBe(designsBefore);
    // One still waiting for a proof after changes were asked: the hold is taken.
    await prisma.order.update({ where: { id: orderIds[4]! }, data: { proofState: "changes_requested" } });
    expect((await sendProofUpload(orderIds[0]!, true)).body).toMatchObject({ version: 1, emailHeld: true });
    expect(await readOutbox()).toHaveLength(1);
  });
});
