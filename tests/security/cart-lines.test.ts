// A cart holds at most 50 lines (MAX_CART_LINES), also under concurrent adds, and the cart lists exactly
// the lines the checkout prices.
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { addCartLine, createDesignRow, findSize, makeSessionId } from "../helpers/fixtures";
import { POST as addToCart } from "@/app/api/cart/route";
import { GET as getCart } from "@/app/api/cart/[id]/route";
import { POST as createPaymentIntent } from "@/app/api/create-payment-intent/route";
import { ApiError } from "@/lib/api/errors";
import { addCartItem } from "@/lib/cart/cart-items";
import { prisma } from "@/lib/db/client";
import { getTestProvider } from "../helpers/test-databases";
import { Client } from "pg";
import Database from "better-sqlite3";

delete process.env.TRUSTED_IP_HEADER;
setupTestDatabase();

const CAP = 50;

describe("cart line cap", () => {
  it("stores at most 50 lines when 60 adds for one session arrive at once (409 { message } beyond)", async () => {
    const sessionId = makeSessionId();
    const design = await createDesignRow({ sessionId });
    const size = await findSize('3" circle');
    const responses = await Promise.all(
      Array.from({ length: 60 }, () =>
        callRoute(addToCart, {
          method: "POST",
          body: { sessionId, designId: design.id, sizeId: size.id, quantity: 50 },
        }),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(CAP);
    const refused = responses.filter((response) => response.status !== 201);
    expect(refused).toHaveLength(10);
    for (const response of refused) {
      expect(response.status).toBe(409);
      expect(response.body.message).toMatch(/at most 50 items/);
    }
    expect(await prisma.cartItem.count({ where: { sessionId } })).toBe(CAP);
  }, 60000);

  it("counts a line another server instance is adding at the same moment (49 stored, both add: one 409)", async () => {
    const sessionId = makeSessionId();
    for (let line = 0; line < CAP - 1; line++) await addCartLine(sessionId, '2"', 50);
    const design = await createDesignRow({ sessionId });
    const size = await findSize('2"');
    const input = {
      sessionId,
      designId: design.id,
      sizeId: size.id,
      custom: null,
      quantity: 50,
      roundedCorners: false,
    };
    const url = process.env.DATABASE_URL as string;
    const insertSql = (placeholder: (n: number) => string) =>
      `INSERT INTO "CartItem" ("sessionId", "designId", "sizeId", "shape", "widthInches", "heightInches", "sizeName", "quantity", "unitPriceCents", "totalPriceCents") VALUES (${[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(placeholder).join(", ")})`;
    const values = [sessionId, design.id, size.id, size.shape, size.width, size.height, size.name, 50, 100, 5000];

    if (getTestProvider() === "postgres") {
      // The other instance: the same steps as addCartItem on its own connection, held open after its insert.
      const other = new Client({ connectionString: url });
      await other.connect();
      try {
        await other.query("BEGIN");
        await other.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [sessionId]);
        const { rows } = await other.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM "CartItem" WHERE "sessionId" = $1`,
          [sessionId],
        );
        expect(rows[0]?.n).toBe(CAP - 1);
        await other.query(
          insertSql((n) => `$${n}`),
          values,
        );
        const ours = addCartItem(input).then(
          () => "added",
          (error: unknown) => (error instanceof ApiError ? error.status : String(error)),
        );
        await new Promise((resolve) => setTimeout(resolve, 500)); // ours must wait for the other's commit
        await other.query("COMMIT");
        expect(await ours).toBe(409);
      } finally {
        await other.end();
      }
    } else {
      // SQLite: the other instance reads the count in its transaction; ours commits first; the other's
      // insert then fails on its stale snapshot instead of making a 51st line.
      const other = new Database(url.replace(/^file:/, ""));
      try {
        other.exec("BEGIN");
        expect(other.prepare(`SELECT count(*) AS n FROM "CartItem" WHERE "sessionId" = ?`).get(sessionId)).toEqual({
          n: CAP - 1,
        });
        await addCartItem(input);
        expect(() => other.prepare(insertSql(() => "?")).run(...values)).toThrow(/SQLITE_BUSY|locked/);
        other.exec("ROLLBACK");
      } finally {
        other.close();
      }
    }
    expect(await prisma.cartItem.count({ where: { sessionId } })).toBe(CAP);
  }, 60000);

  it("lists every line the checkout charges for, even a cart stored with more than 100 lines", async () => {
    const sessionId = makeSessionId();
    // More lines than any listing cut, written directly (as a cart from before the cap could be).
    for (let line = 0; line < 105; line++) await addCartLine(sessionId, '2"', 50);
    const listed = await callRoute(getCart, { params: { id: sessionId } });
    expect(listed.status).toBe(200);
    const quote = await callRoute(createPaymentIntent, {
      method: "POST",
      body: { sessionId, shippingMethod: "standard" },
    });
    expect(quote.status).toBe(200);
    const listedCents = listed.body.reduce(
      (sum: number, line: { totalPrice: string }) => sum + Math.round(Number(line.totalPrice) * 100),
      0,
    );
    expect(listed.body).toHaveLength(105);
    expect(Math.round(Number(quote.body.subtotal) * 100)).toBe(listedCents);
  }, 60000);
});
