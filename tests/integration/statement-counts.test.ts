// SQL statements per checkout and per cart add, counted by the wrapper around the driver adapter
// (lib/db/count-statements.ts): every statement the database executes, BEGIN, COMMIT and ROLLBACK
// included. The numbers are exact, so a change that adds a statement to these hot paths fails here and
// has to update them on purpose. Issue 18's budget: at most 16 per checkout (both requests), 7 per add; issue 35's
// allows the catalogue one more statement each (17, 8), and it takes none: its version stamp rides along.
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { addCartLine, createDesignRow, CUSTOMER, findSize, makeSessionId, resetShopData } from "../helpers/fixtures";
import { POST as createPaymentIntent } from "@/app/api/create-payment-intent/route";
import { POST as placeOrders } from "@/app/api/orders/route";
import { POST as addToCart } from "@/app/api/cart/route";
import { GET as priceQuote } from "@/app/api/price-quote/route";
import { getCatalogue } from "@/lib/catalogue/get-catalogue";
import { readStatementCount } from "@/lib/db/count-statements";
import { databaseProvider, prisma } from "@/lib/db/client";

// Read once, on the first request (lib/env.ts caches it): the answers carry X-Sql-Statements.
process.env.SQL_STATEMENT_HEADER = "1";

setupTestDatabase();
beforeEach(async () => {
  await resetShopData();
  await prisma.rateLimit.deleteMany();
  // The owner's catalogue (#35) is loaded once per instance and then read from memory; a request checks
  // its version stamp inside a statement it makes anyway (the cart read, the design and size read).
  await getCatalogue();
});

// Issue 35's budget: the catalogue may cost one cheap statement at most, so ≤ 17 and ≤ 8.
const CHECKOUT_BUDGET = 17;
const CART_ADD_BUDGET = 8;
// The counts today (before issue 18: 11 + 22 per checkout, 13 per cart add on SQLite, 14 on PostgreSQL).
// quote: rate limit, cart, payment upsert, the test-mode intent, the payment's intent id. place: rate
// limit, BEGIN, claim, expire replaced checkouts, cart, orders, approvals to carry over, payment,
// COMMIT, the payment as it stands, the intent. cart add: rate limit, design + size, BEGIN, count,
// insert, COMMIT, and on PostgreSQL the cart session's advisory lock.
const EXPECTED = { quote: 5, place: 11, cartAdd: databaseProvider === "postgres" ? 7 : 6 };

/** Runs a request and answers it with the statements it sent (the process-wide counter's growth). */
async function countStatements<T extends { headers: Headers }>(request: () => Promise<T>) {
  const before = readStatementCount();
  const response = await request();
  const statements = readStatementCount() - before;
  // The per-request count the bench reads is the same number.
  expect(response.headers.get("X-Sql-Statements")).toBe(String(statements));
  return { response, statements };
}

async function checkout(sessionId: string) {
  const quote = await countStatements(() =>
    callRoute(createPaymentIntent, {
      method: "POST",
      body: { sessionId, shippingMethod: "standard", shippingCity: "Reno", shippingState: "NV" },
    }),
  );
  expect(quote.response.status).toBe(200);
  const place = await countStatements(() =>
    callRoute(placeOrders, {
      method: "POST",
      body: { ...CUSTOMER, sessionId, paymentId: quote.response.body.paymentId, shippingMethod: "standard" },
    }),
  );
  expect(place.response.status).toBe(201);
  return { quote: quote.statements, place: place.statements, orderIds: place.response.body.orderIds as number[] };
}

describe("SQL statements per request", () => {
  it("a checkout (quote + place orders) of a one-line cart", async () => {
    const sessionId = makeSessionId();
    await addCartLine(sessionId, '3" circle', 100);
    const counts = await checkout(sessionId);
    expect(counts.orderIds).toHaveLength(1);
    expect(counts.quote + counts.place).toBeLessThanOrEqual(CHECKOUT_BUDGET);
    expect({ quote: counts.quote, place: counts.place }).toEqual({ quote: EXPECTED.quote, place: EXPECTED.place });
  });

  it("a checkout of a three-line cart sends no more statements than a one-line one", async () => {
    const sessionId = makeSessionId();
    await addCartLine(sessionId, '3" circle', 100);
    await addCartLine(sessionId, '2"', 50);
    await addCartLine(sessionId, '3" square', 200);
    const counts = await checkout(sessionId);
    expect(counts.orderIds).toHaveLength(3);
    expect({ quote: counts.quote, place: counts.place }).toEqual({ quote: EXPECTED.quote, place: EXPECTED.place });
  });

  it("a price quote: one cheap statement, the catalogue's version stamp (#35), whatever the material", async () => {
    for (const query of ["", "&materialId=holographic&finishId=matte"]) {
      const quote = await countStatements(() =>
        callRoute(priceQuote, {
          path: `/api/price-quote?shape=square&widthInches=2.5&heightInches=3&quantity=100${query}`,
        }),
      );
      expect(quote.response.status).toBe(200);
      expect(quote.statements).toBe(1);
    }
  });

  it("a checkout and a cart add of a holographic matte line cost what the default stock's do (#35)", async () => {
    const sessionId = makeSessionId();
    const design = await createDesignRow({ sessionId });
    const size = await findSize('3" square');
    const add = await countStatements(() =>
      callRoute(addToCart, {
        method: "POST",
        body: {
          sessionId,
          designId: design.id,
          sizeId: size.id,
          quantity: 100,
          materialId: "holographic",
          finishId: "matte",
        },
      }),
    );
    expect(add.response.status).toBe(201);
    expect(add.statements).toBe(EXPECTED.cartAdd);
    const counts = await checkout(sessionId);
    expect({ quote: counts.quote, place: counts.place }).toEqual({ quote: EXPECTED.quote, place: EXPECTED.place });
  });

  it("a cart add", async () => {
    const sessionId = makeSessionId();
    const design = await createDesignRow({ sessionId });
    const size = await findSize('3" circle');
    const add = () =>
      countStatements(() =>
        callRoute(addToCart, {
          method: "POST",
          body: { sessionId, designId: design.id, sizeId: size.id, quantity: 100, roundedCorners: false },
        }),
      );
    const first = await add();
    expect(first.response.status).toBe(201);
    expect(first.statements).toBeLessThanOrEqual(CART_ADD_BUDGET);
    expect(first.statements).toBe(EXPECTED.cartAdd);
    // The second add finds its rate-limit rows in place: still the same work.
    const second = await add();
    expect(second.response.status).toBe(201);
    expect(second.statements).toBe(EXPECTED.cartAdd);
  });
});
