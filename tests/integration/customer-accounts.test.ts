// Customer accounts (#38): sign-in links (issued, used once, expired, rate-limited, hashed at rest), guest
// orders found by the proven address, and the refusals that keep one customer out of another's orders.
// Runs on SQLite and PostgreSQL (the integration project's two passes); e-mails go to the file outbox.
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { createDesignRow, resetShopData } from "../helpers/fixtures";
import { parseMessage } from "../helpers/mime";
import { createCheckoutRows, createRefundRow } from "../helpers/order-factories";
import { POST as openOrderRoute } from "@/app/api/account/orders/[id]/open/route";
import { POST as reorderRoute } from "@/app/api/account/orders/[id]/reorder/route";
import { POST as confirmRoute } from "@/app/api/account/sign-in/confirm/route";
import { POST as signInRoute } from "@/app/api/account/sign-in/route";
import { POST as signOutRoute } from "@/app/api/account/sign-out/route";
import { POST as deleteRoute } from "@/app/api/account/delete/route";
import { GET as exportRoute } from "@/app/api/account/export/route";
import { DELETED_CUSTOMER } from "@/lib/accounts/delete-customer-account";
import { listCustomerOrders } from "@/lib/accounts/list-customer-orders";
import { listSavedAddresses } from "@/lib/accounts/list-saved-addresses";
import { findSignInLinkAddress } from "@/lib/accounts/find-sign-in-link-address";
import { readSignedInCustomer } from "@/lib/accounts/read-signed-in-customer";
import { prisma } from "@/lib/db/client";
import { getOrderPage } from "@/lib/order-page/get-order-page";
import { SIGN_IN_MESSAGE } from "@/lib/validation/sign-in";

process.env.APP_URL = "https://stickers.example";
setupTestDatabase();

const outboxDir = process.env.EMAIL_OUTBOX_DIR as string;
const SESSION_COOKIE = "__Secure-customer.session_token";

beforeEach(async () => {
  await prisma.$transaction([
    prisma.customerSession.deleteMany(),
    prisma.customerAccount.deleteMany(),
    prisma.customer.deleteMany(),
    prisma.signInToken.deleteMany(),
    prisma.rateLimit.deleteMany(),
    prisma.orderLink.deleteMany(),
  ]);
  await resetShopData();
  await rm(outboxDir, { recursive: true, force: true });
});

const askForLink = (email: string) =>
  callRoute(signInRoute, { method: "POST", path: "/api/account/sign-in", body: { email } });

/** The e-mails once `count` of them are sent (the route sends after answering). */
async function waitForSentEmails(count: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const emails = await prisma.emailMessage.findMany({ orderBy: { id: "asc" } });
    if (emails.length === count && emails.every((email) => email.status === "sent")) return emails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${count} e-mails were not all sent`);
}

/** The sign-in token in the newest e-mail sent to `email`, read from the copy that went out. */
async function tokenSentTo(email: string): Promise<string> {
  const names = (await readdir(outboxDir)).filter((name) => name.endsWith(".eml")).sort();
  for (const name of names.reverse()) {
    const message = parseMessage(await readFile(path.join(outboxDir, name), "utf8"));
    if (!message.headers.get("to")?.includes(email)) continue;
    const match = /\/account\/sign-in\/confirm\?token=([A-Za-z]{32})/.exec(message.parts[0]?.body ?? "");
    if (match) return match[1]!;
  }
  throw new Error(`no sign-in link sent to ${email}`);
}

/** Asks for a link for `email` and answers its token, as the customer reads it from the e-mail. */
async function linkFor(email: string): Promise<string> {
  const before = await prisma.emailMessage.count();
  expect((await askForLink(email)).status).toBe(202);
  await waitForSentEmails(before + 1);
  return tokenSentTo(email.toLowerCase());
}

function postForm(
  handler: unknown,
  pathName: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const request = new Request(`https://stickers.example${pathName}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(form).toString(),
  });
  return (handler as (request: Request, context: unknown) => Promise<Response>)(request, {
    params: Promise.resolve({ id: pathName.split("/")[4] ?? "" }),
  });
}

/** The session cookie a response set, as the browser would send it back ("name=value"). */
function sessionCookieOf(response: Response): string | null {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  return cookie ? cookie.split(";")[0]! : null;
}

async function signIn(email: string): Promise<string> {
  const response = await postForm(confirmRoute, "/api/account/sign-in/confirm", { token: await linkFor(email) });
  expect(response.status).toBe(303);
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}

const headersWith = (cookie: string) => new Headers({ cookie });

describe("sign-in links", () => {
  it("e-mails a link, stores only the token's hash, signs in once with an httpOnly Secure Lax cookie, then refuses the same link", async () => {
    const response = await askForLink("Grace@Example.com");
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ message: SIGN_IN_MESSAGE });
    const [email] = await waitForSentEmails(1);
    expect(email!.toAddress).toBe("grace@example.com");
    const token = await tokenSentTo("grace@example.com");

    // At rest: neither the pending link's row nor the sent e-mail's stored bodies hold the token.
    const rows = await prisma.signInToken.findMany();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    const stored = await prisma.emailMessage.findUniqueOrThrow({ where: { id: email!.id } });
    expect(`${stored.textBody}${stored.htmlBody}`).not.toContain(token);
    // It lives 15 minutes.
    const minutes = (rows[0]!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    const used = await postForm(confirmRoute, "/api/account/sign-in/confirm", { token });
    expect(used.status).toBe(303);
    expect(used.headers.get("location")).toBe("/account");
    const setCookie = used.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Secure/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const customer = await readSignedInCustomer(headersWith(sessionCookieOf(used)!));
    expect(customer?.email).toBe("grace@example.com");

    const replay = await postForm(confirmRoute, "/api/account/sign-in/confirm", { token });
    expect(replay.status).toBe(303);
    expect(replay.headers.get("location")).toMatch(/^\/account\/sign-in\?link=expired(&|$)/);
    expect(sessionCookieOf(replay)).toBeNull();
    expect(await prisma.customerSession.count()).toBe(1);
  });

  it("refuses an expired link and a guessed one, and answers 400 for a malformed one", async () => {
    const token = await linkFor("ada@example.com");
    await prisma.signInToken.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await postForm(confirmRoute, "/api/account/sign-in/confirm", { token });
    expect(expired.headers.get("location")).toContain("/account/sign-in?link=expired");
    expect(sessionCookieOf(expired)).toBeNull();

    const guessed = await postForm(confirmRoute, "/api/account/sign-in/confirm", { token: "a".repeat(32) });
    expect(guessed.headers.get("location")).toContain("/account/sign-in?link=expired");
    const malformed = await postForm(confirmRoute, "/api/account/sign-in/confirm", { token: "short" });
    expect(malformed.status).toBe(400);
    expect(await prisma.customerSession.count()).toBe(0);
  });

  it("answers the same for an address with orders and one without, and one customer per address in any case", async () => {
    await createCheckoutRows({ order: { customerEmail: "has.orders@example.com" } });
    const withOrders = await askForLink("has.orders@example.com");
    const without = await askForLink("nobody@example.com");
    expect(withOrders.status).toBe(without.status);
    expect(withOrders.body).toEqual(without.body);
    await waitForSentEmails(2);

    await signIn("Mixed.Case@Example.com");
    await signIn("mixed.case@example.com");
    expect(await prisma.customer.count({ where: { email: "mixed.case@example.com" } })).toBe(1);
    expect(await prisma.customer.count()).toBe(1);
  });

  it("limits the links one address can be sent (5 an hour), stores nothing for the refused one, and other addresses go on", async () => {
    for (let i = 0; i < 5; i++) expect((await askForLink("flood@example.com")).status).toBe(202);
    const refused = await askForLink("FLOOD@example.com");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many sign-in links/);
    expect(await prisma.signInToken.count()).toBe(5);
    expect((await askForLink("other@example.com")).status).toBe(202);
    await waitForSentEmails(6);
  });

  it("refuses a malformed address with 400 and stores nothing", async () => {
    const response = await askForLink("not-an-address");
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("email: Please enter a valid email address");
    expect(await prisma.signInToken.count()).toBe(0);
    expect(await prisma.emailMessage.count()).toBe(0);
  });

  it.each<{ name: string; headers: Record<string, string> }>([
    { name: "another site's Origin", headers: { origin: "https://evil.example" } },
    { name: "a cross-site fetch without Origin", headers: { "sec-fetch-site": "cross-site" } },
  ])("refuses a sign-in form posted with $name (403), and does not use up the link", async ({ headers }) => {
    const token = await linkFor("csrf@example.com");
    const forged = await postForm(confirmRoute, "/api/account/sign-in/confirm", { token }, headers);
    expect(forged.status).toBe(403);
    const real = await postForm(confirmRoute, "/api/account/sign-in/confirm", { token });
    expect(sessionCookieOf(real)).not.toBeNull();
  });

  it("names the address a link signs in to, masked, while it works, and nothing once it is used", async () => {
    const token = await linkFor("grace.hopper@example.com");
    expect(await findSignInLinkAddress(token)).toBe("g•••r@example.com");
    await postForm(confirmRoute, "/api/account/sign-in/confirm", { token });
    expect(await findSignInLinkAddress(token)).toBeNull();
    expect(await findSignInLinkAddress("b".repeat(32))).toBeNull();
  });

  it.each(["a..b@example.com", "o'brien.@example.com"])(
    "answers 400, not an error, for %s, which the sign-in library refuses",
    async (email) => {
      const response = await askForLink(email);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/cannot receive a sign-in link/);
      expect(await prisma.signInToken.count()).toBe(0);
    },
  );
});

describe("a customer's orders", () => {
  it("lists every paid order placed with the address, guest orders before the account included, newest first; never another's or an unpaid one", async () => {
    const older = await createCheckoutRows({
      order: { customerEmail: "Grace@Example.com" },
      createdAt: new Date("2026-01-05T12:00:00Z"),
    });
    const newer = await createCheckoutRows({
      order: { customerEmail: "grace@example.com" },
      createdAt: new Date("2026-03-05T12:00:00Z"),
    });
    await createCheckoutRows({ order: { customerEmail: "grace@example.com" }, status: "pending" });
    await createCheckoutRows({ order: { customerEmail: "someone.else@example.com" } });

    const cookie = await signIn("grace@example.com");
    const customer = (await readSignedInCustomer(headersWith(cookie)))!;
    const orders = await listCustomerOrders(customer.email);
    expect(orders.map((order) => order.id)).toEqual([newer.order.id, older.order.id]);
    expect(orders[0]).toMatchObject({ status: "paid", statusLabel: "Payment received", proofLabel: "No proof yet" });
  });

  it("opens the customer's own order through a new order link, and answers 404 for anyone else's (IDOR) and 303 to sign in without a session", async () => {
    const mine = await createCheckoutRows({ order: { customerEmail: "grace@example.com" } });
    const theirs = await createCheckoutRows({ order: { customerEmail: "mallory@example.com" } });
    const cookie = await signIn("grace@example.com");

    const open = (id: number, headers: Record<string, string>) =>
      postForm(openOrderRoute, `/api/account/orders/${id}/open`, {}, headers);

    const own = await open(mine.order.id, { cookie });
    expect(own.status).toBe(303);
    const location = own.headers.get("location")!;
    expect(location).toMatch(/^\/orders\/[A-Za-z0-9_-]{43}$/);
    const page = await getOrderPage(location.slice("/orders/".length));
    expect(page?.items.map((item) => item.orderId)).toEqual([mine.order.id]);

    const linksBefore = await prisma.orderLink.count();
    const other = await open(theirs.order.id, { cookie });
    expect(other.status).toBe(404);
    const missing = await open(999_999, { cookie });
    expect(missing.status).toBe(404);
    expect(await other.json()).toEqual(await missing.json());
    expect(await prisma.orderLink.count()).toBe(linksBefore);

    const anonymous = await open(mine.order.id, {});
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("location")).toBe("/account/sign-in");
    // A made-up cookie is no session.
    const forged = await open(mine.order.id, { cookie: `${SESSION_COOKIE}=forged.value` });
    expect(forged.status).toBe(303);
    expect(forged.headers.get("location")).toBe("/account/sign-in");
  });
});

describe("saved addresses", () => {
  it("are the addresses of the customer's paid orders, newest first, each once; never another's or an unpaid one's", async () => {
    const at = (day: number) => new Date(`2026-02-${String(day).padStart(2, "0")}T12:00:00Z`);
    const office = { shippingAddress: "1 Market St", shippingCity: "San Francisco", shippingState: "CA" };
    const home = { shippingAddress: "12 Cobol Way", shippingCity: "Reno", shippingState: "NV" };
    await createCheckoutRows({ order: { customerEmail: "grace@example.com", ...home }, createdAt: at(1) });
    await createCheckoutRows({ order: { customerEmail: "Grace@example.com", ...office }, createdAt: at(2) });
    // The same office again, typed with other spacing and case: one saved address.
    await createCheckoutRows({
      order: { customerEmail: "grace@example.com", ...office, shippingAddress: "1  market st" },
      createdAt: at(3),
    });
    await createCheckoutRows({
      order: { customerEmail: "grace@example.com", shippingAddress: "9 Unpaid Rd" },
      status: "pending",
      createdAt: at(4),
    });
    await createCheckoutRows({ order: { customerEmail: "mallory@example.com", shippingAddress: "666 Other St" } });

    const addresses = await listSavedAddresses("GRACE@example.com");
    expect(addresses.map((address) => address.shippingAddress)).toEqual(["1  market st", "12 Cobol Way"]);
    expect(addresses[1]).toMatchObject({ shippingCity: "Reno", shippingState: "NV" });
    expect(addresses[1]!.label).toContain("12 Cobol Way, Reno, NV");
  });
});

describe("ordering again from the account", () => {
  it("puts the customer's own order into the browser's cart (same design and size); 404 for another's order, 401 signed out, nothing added", async () => {
    const mine = await createCheckoutRows({ order: { customerEmail: "grace@example.com" }, status: "delivered" });
    const theirs = await createCheckoutRows({ order: { customerEmail: "mallory@example.com" }, status: "delivered" });
    const cookie = await signIn("grace@example.com");
    const sessionId = `session_${Date.now()}_grace-new-browser`;
    const reorder = (id: number, headers: Record<string, string>) =>
      callRoute(reorderRoute, {
        method: "POST",
        path: `/api/account/orders/${id}/reorder`,
        params: { id: String(id) },
        headers: { "x-session-id": sessionId, ...headers },
      });

    const added = await reorder(mine.order.id, { cookie });
    expect(added.status).toBe(201);
    const lines = await prisma.cartItem.findMany({ where: { sessionId } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      designId: mine.order.designId,
      sizeName: mine.order.sizeName,
      quantity: mine.order.quantity,
    });

    expect((await reorder(theirs.order.id, { cookie })).status).toBe(404);
    expect((await reorder(999_999, { cookie })).status).toBe(404);
    expect((await reorder(mine.order.id, {})).status).toBe(401);
    expect(await prisma.cartItem.count({ where: { sessionId } })).toBe(1);
  });
});

describe("signing out", () => {
  it("signs this browser out, or with 'everywhere' every browser of the customer", async () => {
    const phone = await signIn("grace@example.com");
    const laptop = await signIn("grace@example.com");
    const tablet = await signIn("grace@example.com");

    const out = await postForm(signOutRoute, "/api/account/sign-out", {}, { cookie: phone });
    expect(out.status).toBe(303);
    expect(await readSignedInCustomer(headersWith(phone))).toBeNull();
    expect(await readSignedInCustomer(headersWith(laptop))).not.toBeNull();

    const everywhere = await postForm(signOutRoute, "/api/account/sign-out", { everywhere: "1" }, { cookie: laptop });
    expect(everywhere.headers.get("location")).toBe("/account/sign-in?signed-out=everywhere");
    expect(await readSignedInCustomer(headersWith(laptop))).toBeNull();
    expect(await readSignedInCustomer(headersWith(tablet))).toBeNull();
    expect(await prisma.customerSession.count()).toBe(0);
  });
});

describe("the customer's data", () => {
  it("exports the account, its browsers and every order of the address as JSON; 401 without a session", async () => {
    const { order } = await createCheckoutRows({
      order: { customerEmail: "Grace@Example.com", customerName: "Grace Hopper", shippingCity: "Arlington" },
    });
    await createCheckoutRows({ order: { customerEmail: "mallory@example.com", customerName: "Mallory" } });
    const cookie = await signIn("grace@example.com");

    const response = await callRoute(exportRoute, { path: "/api/account/export", headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="my-sticker-shop-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.body.account).toMatchObject({ email: "grace@example.com" });
    expect(response.body.account.signedInBrowsers).toHaveLength(1);
    expect(response.body.orders).toHaveLength(1);
    expect(response.body.orders[0]).toMatchObject({
      orderNumber: expect.stringMatching(new RegExp(`^#${order.id}-`)),
      contact: { name: "Grace Hopper", email: "Grace@Example.com" },
      shipping: { city: "Arlington" },
    });
    expect(JSON.stringify(response.body)).not.toContain("Mallory");

    const anonymous = await callRoute(exportRoute, { path: "/api/account/export" });
    expect(anonymous.status).toBe(401);
  });

  it("deletes the account: sessions, carts and unordered designs go; payments, refunds and orders stay, finished ones without the person", async () => {
    const sessionId = "session_grace_cart";
    const delivered = await createCheckoutRows({
      order: { customerEmail: "grace@example.com", customerName: "Grace Hopper", customerPhone: "555-0100", sessionId },
      payment: { sessionId },
      status: "delivered",
    });
    await createRefundRow({ paymentId: delivered.payment.id, orderId: delivered.order.id }, { amountCents: 1000 });
    const onItsWay = await createCheckoutRows({
      order: { customerEmail: "Grace@example.com", customerName: "Grace Hopper", customerPhone: "555-0100" },
      status: "processing",
    });
    const someoneElse = await createCheckoutRows({
      order: { customerEmail: "mallory@example.com" },
      status: "delivered",
    });
    const unordered = await createDesignRow({ sessionId, originalName: "never-ordered.png" });
    const othersDesign = await createDesignRow({ sessionId: "session_mallory", originalName: "mallory.png" });
    await prisma.cartItem.create({
      data: { sessionId, designId: unordered.id, ...(await cartColumns()) },
    });
    const cookie = await signIn("grace@example.com");
    await signIn("grace@example.com"); // a second browser
    await linkFor("grace@example.com"); // a link asked for and never used
    // The e-mails the shop sent: about the delivered order, and about the order still on its way.
    await prisma.emailMessage.create({
      data: {
        dedupeKey: "test:delivered",
        toAddress: "Grace@example.com",
        subject: "Shipped",
        textBody: "Hello Grace Hopper, 12 Cobol Way",
        htmlBody: "<p>Hello Grace Hopper</p>",
        status: "sent",
        orderId: delivered.order.id,
        paymentId: delivered.payment.id,
      },
    });
    await prisma.emailMessage.create({
      data: {
        dedupeKey: "test:on-its-way",
        toAddress: "grace@example.com",
        subject: "Printing",
        textBody: "Hello Grace Hopper, printing",
        status: "sent",
        orderId: onItsWay.order.id,
        paymentId: onItsWay.payment.id,
      },
    });

    const unconfirmed = await postForm(deleteRoute, "/api/account/delete", {}, { cookie });
    expect(unconfirmed.status).toBe(400);
    expect(await prisma.customer.count()).toBe(1);

    const payments = await prisma.payment.findMany({ orderBy: { id: "asc" } });
    const refunds = await prisma.paymentRefund.findMany({ orderBy: { id: "asc" } });
    const deleted = await postForm(deleteRoute, "/api/account/delete", { confirm: "yes" }, { cookie });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("location")).toBe("/account/sign-in?deleted=1");
    expect(deleted.headers.getSetCookie().some((line) => line.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);

    expect(await prisma.customer.count()).toBe(0);
    expect(await prisma.customerSession.count()).toBe(0);
    expect(await prisma.cartItem.count({ where: { sessionId } })).toBe(0);
    expect(await prisma.design.findUnique({ where: { id: unordered.id } })).toBeNull();
    expect(await prisma.design.findUnique({ where: { id: othersDesign.id } })).not.toBeNull();
    expect(await prisma.design.findUnique({ where: { id: delivered.order.designId } })).not.toBeNull();
    // Money records are untouched.
    expect(await prisma.payment.findMany({ orderBy: { id: "asc" } })).toEqual(payments);
    expect(await prisma.paymentRefund.findMany({ orderBy: { id: "asc" } })).toEqual(refunds);

    const finished = await prisma.order.findUniqueOrThrow({ where: { id: delivered.order.id } });
    expect(finished).toMatchObject({
      customerName: DELETED_CUSTOMER.name,
      customerEmail: DELETED_CUSTOMER.email,
      customerPhone: "",
      totalPriceCents: delivered.order.totalPriceCents,
      shippingAddress: delivered.order.shippingAddress,
    });
    expect(await prisma.orderEvent.count({ where: { orderId: delivered.order.id, actor: "customer" } })).toBe(1);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: onItsWay.order.id } })).toMatchObject({
      customerName: "Grace Hopper",
      customerEmail: "Grace@example.com",
      customerPhone: "555-0100",
    });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: someoneElse.order.id } })).toMatchObject({
      customerEmail: "mallory@example.com",
    });
    // Stored e-mails: the delivered order's lose the address and text; the one on its way keeps them; sign-in
    // e-mails lose them too, and no sign-in link for the address is left.
    expect(await prisma.emailMessage.findUniqueOrThrow({ where: { dedupeKey: "test:delivered" } })).toMatchObject({
      toAddress: DELETED_CUSTOMER.email,
      htmlBody: null,
    });
    expect(
      (await prisma.emailMessage.findUniqueOrThrow({ where: { dedupeKey: "test:delivered" } })).textBody,
    ).not.toContain("Grace");
    expect(await prisma.emailMessage.findUniqueOrThrow({ where: { dedupeKey: "test:on-its-way" } })).toMatchObject({
      toAddress: "grace@example.com",
      textBody: "Hello Grace Hopper, printing",
    });
    expect(
      await prisma.emailMessage.count({ where: { toAddress: "grace@example.com", subject: { contains: "sign-in" } } }),
    ).toBe(0);
    expect(await prisma.signInToken.count()).toBe(0);
    // The old cookie opens nothing now.
    expect(await readSignedInCustomer(headersWith(cookie))).toBeNull();
  });
});

/** A cart line's priced columns, copied from the seeded 2" size. */
async function cartColumns() {
  const size = await prisma.stickerSize.findFirstOrThrow({ where: { name: '2"' } });
  return {
    sizeId: size.id,
    shape: "square",
    widthInches: 2,
    heightInches: 2,
    sizeName: '2"',
    quantity: 50,
    unitPriceCents: 100,
    totalPriceCents: 5000,
  };
}
