// Hardening item 3: an order must never be marked paid for less than its total. The payment event
// compares the provider's amount with a snapshot of the payment; a re-price (POST /api/orders with a
// dearer shipping method) may commit between that read and the paid transition. Under PostgreSQL's
// READ COMMITTED the conditional update waits for the re-price's row lock and then re-checks only
// its WHERE against the new row, so the amount has to be part of that WHERE.
import Database from "better-sqlite3";
import { Client } from "pg";
import { waitUntilBlockedBy } from "../helpers/postgres-locks";
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { addCartLine, makeSessionId, resetShopData } from "../helpers/fixtures";
import { getTestProvider } from "../helpers/test-databases";
import { POST as createPaymentIntent } from "@/app/api/create-payment-intent/route";
import { POST as confirmTestPayment } from "@/app/api/test-payments/confirm/route";
import { handlePaymentEvent } from "@/lib/payment-lifecycle/handle-payment-event";
import { prisma } from "@/lib/db/client";
import { toProviderIntent } from "@/lib/payments/test-payment-provider";

setupTestDatabase();
beforeEach(resetShopData);

const GOOD_CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" };
const provider = getTestProvider();

/** $50 of stickers, quoted with Las Vegas' free local delivery: the intent asks for 5000 cents. */
async function quoteFiftyDollars() {
  const sessionId = makeSessionId();
  await addCartLine(sessionId, '2"', 50); // 50.00
  const quoted = await callRoute(createPaymentIntent, {
    method: "POST",
    body: { sessionId, shippingMethod: "standard", shippingCity: "Las Vegas", shippingState: "NV" },
  });
  expect(quoted.status).toBe(200);
  expect(quoted.body.total).toBe("50.00");
  return { paymentId: quoted.body.paymentId as string, clientSecret: quoted.body.clientSecret as string };
}

async function expectNotPaidAndMismatchRecorded(paymentId: string) {
  const payment = await prisma.payment.findUniqueOrThrow({ where: { id: paymentId } });
  expect(payment).toMatchObject({
    status: "pending",
    paidAt: null,
    totalCents: 6000,
    providerAmountCents: 5000,
    providerCurrency: "usd",
  });
  expect(payment.amountMismatchAt).toBeInstanceOf(Date);
  expect(await prisma.emailMessage.count()).toBe(0);
}

describe("a payment re-priced while its success event is being applied", () => {
  it("is not marked paid when its total changes between the event's read and its paid transition", async () => {
    const { paymentId, clientSecret } = await quoteFiftyDollars();
    const row = await prisma.testPaymentIntent.update({ where: { clientSecret }, data: { status: "succeeded" } });

    // Interleave deterministically on either database: right after the event has read the payment
    // (5000, matching the intent), the re-price to priority shipping lands (6000).
    const realTransaction = prisma.$transaction.bind(prisma);
    let repriced = false;
    const spy = jest.spyOn(prisma, "$transaction").mockImplementation(((work: (tx: unknown) => Promise<unknown>) =>
      realTransaction(async (tx) => {
        const payments = new Proxy(tx.payment, {
          get(target, key) {
            if (key !== "findUnique") return Reflect.get(target, key);
            return async (args: Parameters<typeof tx.payment.findUnique>[0]) => {
              const snapshot = await target.findUnique(args);
              if (snapshot && !repriced) {
                repriced = true;
                await target.update({
                  where: { id: snapshot.id },
                  data: { status: "pending", shippingCents: 1000, totalCents: 6000, shippingMethod: "priority" },
                });
              }
              return snapshot;
            };
          },
        });
        return work(new Proxy(tx, { get: (target, key) => (key === "payment" ? payments : Reflect.get(target, key)) }));
      })) as never);
    jest.spyOn(console, "error").mockImplementation(() => {});

    let outcome: string;
    try {
      outcome = await handlePaymentEvent({
        id: "evt_race_snapshot",
        type: "payment_intent.succeeded",
        intent: toProviderIntent(row),
      });
    } finally {
      spy.mockRestore();
    }

    expect(repriced).toBe(true);
    expect(outcome).toBe("amount_mismatch");
    await expectNotPaidAndMismatchRecorded(paymentId);
  });

  it(`refuses the old amount when the re-price commits while the event waits for it (${provider})`, async () => {
    const { paymentId, clientSecret } = await quoteFiftyDollars();
    jest.spyOn(console, "error").mockImplementation(() => {});

    // A second connection plays POST /api/orders with priority shipping to New York: it re-prices the
    // payment to $60 and keeps its transaction open while the shopper confirms the card.
    const reprice = await holdReprice(paymentId);
    const confirm = () => callRoute(confirmTestPayment, { method: "POST", body: { clientSecret, ...GOOD_CARD } });
    let confirmed: Awaited<ReturnType<typeof confirm>>;
    if (provider === "postgres") {
      // The card is charged at once; the event's paid transition queues behind the re-price's row lock.
      let settled = false;
      const confirming = confirm().finally(() => {
        settled = true;
      });
      try {
        await reprice.waitUntilBlocked();
        expect(settled).toBe(false);
      } finally {
        await reprice.commit();
      }
      confirmed = await confirming;
    } else {
      // SQLite has one writer: the charge waits out the busy timeout behind the held write lock and is
      // refused (503, nothing charged); the shopper's retry after the re-price charges the old amount.
      try {
        const refused = await confirm();
        expect(refused.status).toBe(503);
        expect((await prisma.testPaymentIntent.findUniqueOrThrow({ where: { clientSecret } })).status).toBe(
          "requires_payment_method",
        );
      } finally {
        await reprice.commit();
      }
      confirmed = await confirm();
    }

    // The card was charged 5000 (the intent's amount): the confirmation answers, nothing is paid.
    expect(confirmed.status).toBe(200);
    expect((await prisma.testPaymentIntent.findUniqueOrThrow({ where: { clientSecret } })).amountCents).toBe(5000);
    await expectNotPaidAndMismatchRecorded(paymentId);
  });
});

type HeldReprice = { waitUntilBlocked(): Promise<void>; commit(): Promise<void> };

const REPRICE_SQL = `UPDATE "Payment" SET "status" = 'pending', "shippingCents" = 1000, "totalCents" = 6000, "shippingMethod" = 'priority' WHERE "id" = `;

/**
 * PostgreSQL: an open transaction on its own pg connection holds the payment's row lock; the event's
 * conditional update queues behind it (seen through pg_blocking_pids). SQLite: an open write
 * transaction on a second connection holds the database's only write lock; writers serialize.
 */
async function holdReprice(paymentId: string): Promise<HeldReprice> {
  const url = process.env.DATABASE_URL as string;
  if (provider === "postgres") {
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query("BEGIN");
    await client.query(`${REPRICE_SQL}$1`, [paymentId]);
    const pid = (await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]?.pid;
    return {
      waitUntilBlocked: () =>
        waitUntilBlockedBy(
          url,
          pid,
          '%UPDATE%"Payment"%',
          "the payment event never waited for the re-price's row lock",
        ),
      async commit() {
        await client.query("COMMIT");
        await client.end();
      },
    };
  }
  const db = new Database(url.replace(/^file:/, ""));
  db.exec("BEGIN IMMEDIATE");
  db.prepare(`${REPRICE_SQL}?`).run(paymentId);
  return {
    async waitUntilBlocked() {
      throw new Error("better-sqlite3 waits synchronously: nothing runs while a statement waits for the lock");
    },
    async commit() {
      db.exec("COMMIT");
      db.close();
    },
  };
}
