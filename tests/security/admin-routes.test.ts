import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { countTableRows } from "../helpers/table-counts";
import { adminHeaders } from "../helpers/admin";
import { createOrderRow } from "../helpers/fixtures";
import { prisma } from "@/lib/db/client";

// Every route handler found on disk is either on the public list below or an admin handler written
// through `withAdmin`, and answers 401 { message } without a valid token, changing nothing.

setupTestDatabase();

// Set before the first request reads the environment, so the cron route's 401s below come from a wrong
// secret rather than from a missing one.
const CRON_SECRET = "cron-secret-of-the-security-tests";
process.env.CRON_SECRET = CRON_SECRET;

const root = path.resolve(__dirname, "../..");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Handlers a shopper, a payment provider or the login form may call without an admin token. */
const PUBLIC_HANDLERS = new Set([
  "POST /api/admin/session",
  "GET /api/affiliate/session",
  "GET /api/affiliate/track/[code]",
  "POST /api/affiliate/validate-code",
  "GET /api/cart/[id]",
  "DELETE /api/cart/[id]",
  "DELETE /api/cart/clear/[sessionId]",
  "POST /api/cart",
  "POST /api/create-payment-intent",
  // Vercel Cron's caller: its own bearer secret (CRON_SECRET), tested below. POST: the same job after the
  // answer, which a print-sheet run out of time calls to start the next one (same secret).
  "GET /api/cron/[job]",
  "POST /api/cron/[job]",
  // The owner's catalogue as the shop shows it (#35): active entries only, the same for everyone.
  "GET /api/catalogue",
  "GET /api/designs",
  // A die-cut line for the design tool's preview: only the design's own session (X-Session-Id) or an
  // admin token; 404 for anyone else; rate limited.
  "GET /api/designs/[id]/cut-line",
  "POST /api/orders/[id]/payment-success",
  // Public: a shopper reads their own order with X-Session-Id; an admin bearer token reads any order.
  "GET /api/orders/[id]",
  // The success page: the checkout of an order and a link to its order page, only to the session that
  // placed it (X-Session-Id; 404 for anyone else; the link within a day of placing, rate limited).
  "GET /api/orders/[id]/checkout",
  "POST /api/orders/[id]/order-link",
  "POST /api/orders",
  // "Find my order": the same 202 whether or not anything matched; rate limited per e-mail and address.
  "POST /api/orders/find",
  // Uploads straight to Vercel Blob: the design tool's client token (bound to the cart session's folder,
  // PNG/JPG up to 10 MB, rate limited like uploads) and its report of the stored file (rate limited like
  // uploads too; only a blob in that session's folder of the shop's own store is read, checked like a
  // posted upload, then deleted).
  "POST /api/upload-design/blob-token",
  "POST /api/upload-design/from-blob",
  // The customer's answers to a proof: the order page's token is the key (404 for a wrong or revoked one,
  // or a proof of another checkout); rate limited per link and address.
  "POST /api/order-page/[token]/proofs/[proofId]/approve",
  "POST /api/order-page/[token]/proofs/[proofId]/request-changes",
  // The client token for a replacement design sent with "Request changes" straight to Vercel Blob:
  // the order page's token is the key (404/409 as for the answer), bound to that link's and proof's
  // folder, PNG/JPG up to 10 MB, rate limited like the answers.
  "POST /api/order-page/[token]/proofs/[proofId]/blob-token",
  // "Order again" on the order page: the order-page token is the key (404 without a valid one), the cart
  // session comes in X-Session-Id; rate limited like cart adds.
  "POST /api/order-page/[token]/reorder",
  // Prices are catalogue data: what the cart would charge for a custom size, the same for everyone.
  "GET /api/price-quote",
  "GET /api/sticker-sizes",
  "POST /api/test-payments/confirm",
  "POST /api/upload-design",
  "POST /api/validate-coupon",
  "POST /api/webhooks/stripe",
  "GET /uploads/[fileName]",
  // A stored print sheet's PDF through the signed, short-lived link that the admin sheet route gives out
  // (HMAC over key and expiry; 403 when forged or expired, tests/integration/print-sheets.test.ts).
  "GET /print-sheets/[key]",
  // The proof image for the customer: authorised by the order page's own token (an unrevoked order link),
  // 404 for any proof outside that link's checkout.
  "GET /(shop)/orders/[token]/proofs/[proofId]/image",
  // The sticker image the customer e-mails show: authorised by the order page's token like the proof
  // image, 404 for any order outside that link's checkout (tests/integration/sticker-image.test.ts).
  "GET /(shop)/orders/[token]/stickers/[orderId]/image",
  // Customer accounts (#38), tests/integration/customer-accounts.test.ts: the sign-in link is asked for with
  // the same 202 for any address (rate limited per address and caller) and used once from the page it opens;
  // the rest need the customer's own session cookie (their orders only, 404 for anyone else's), and their form
  // posts are refused from another site.
  "POST /api/account/sign-in",
  "POST /api/account/sign-in/confirm",
  "POST /api/account/sign-out",
  "POST /api/account/orders/[id]/open",
  "POST /api/account/orders/[id]/reorder",
  "GET /api/account/export",
  "POST /api/account/delete",
  // The catch-all for unknown /api/ paths: 404 { message } for every method, nothing else.
  "GET /api/[[...unknown]]",
  "POST /api/[[...unknown]]",
  "PUT /api/[[...unknown]]",
  "PATCH /api/[[...unknown]]",
  "DELETE /api/[[...unknown]]",
]);

type RouteFile = { file: string; route: string; source: string; methods: string[] };

function findRouteFiles(dir: string): RouteFile[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === "route.ts")
    .map((entry) => {
      const file = path.relative(root, path.join(entry.parentPath, entry.name));
      const source = readFileSync(path.join(root, file), "utf8");
      const methods = METHODS.filter((method) =>
        new RegExp(`^export (const|async function) ${method}\\b`, "m").test(source),
      );
      const route = `/${path.dirname(file).split(path.sep).slice(1).join("/")}`;
      return { file, route, source, methods };
    });
}

const routeFiles = findRouteFiles("app");
const handlers = routeFiles.flatMap((routeFile) =>
  routeFile.methods.map((method) => ({ ...routeFile, method, name: `${method} ${routeFile.route}` })),
);
const adminHandlers = handlers.filter((handler) => !PUBLIC_HANDLERS.has(handler.name));

// Any value fits a dynamic segment: the token check comes before the parameters are read.
function paramsOf(route: string): Record<string, string> {
  return Object.fromEntries([...route.matchAll(/\[(\w+)\]/g)].map((match) => [match[1], "1"]));
}

describe("admin routes on disk", () => {
  it("finds every handler, public and admin", () => {
    expect(handlers.map((handler) => handler.name)).toEqual(expect.arrayContaining([...PUBLIC_HANDLERS]));
    expect(adminHandlers.length).toBeGreaterThanOrEqual(20);
  });

  it("counts the Reports routes (the report and its CSV tables) among the admin handlers", () => {
    expect(adminHandlers.map((handler) => handler.name)).toEqual(
      expect.arrayContaining(["GET /api/admin/reports", "GET /api/admin/reports/[table]"]),
    );
  });

  it.each(adminHandlers.map((handler) => [handler.name, handler] as const))(
    "%s is written through withAdmin",
    (_name, handler) => {
      expect(handler.source).toMatch(new RegExp(`^export const ${handler.method} = withAdmin\\(`, "m"));
    },
  );

  it.each(adminHandlers.map((handler) => [handler.name, handler] as const))(
    "%s answers 401 without a valid token and changes nothing",
    async (_name, handler) => {
      const routeModule = (await import(`@/${handler.file.replace(/\.ts$/, "")}`)) as Record<string, unknown>;
      const before = await countTableRows();
      const attempts: Array<Record<string, string>> = [{}, { authorization: "Bearer not-a-real-admin-token-at-all" }];
      for (const headers of attempts) {
        const response = await callRoute(routeModule[handler.method], {
          method: handler.method,
          path: handler.route.replace(/\[\w+\]/g, "1"),
          params: paramsOf(handler.route),
          headers,
          body: handler.method === "GET" || handler.method === "DELETE" ? undefined : { ids: [1], status: "shipped" },
        });
        expect({ status: response.status, message: response.body?.message }).toEqual({
          status: 401,
          message: "Admin access required",
        });
      }
      expect(await countTableRows()).toEqual(before);
    },
  );

  it.each(["deliver-emails", "expire-orders", "remove-unused-designs", "compact-counters", "make-print-sheets"])(
    "GET and POST /api/cron/%s answer 401 without the cron secret, or with an admin token, and change nothing",
    async (job) => {
      const { GET, POST } = await import("@/app/api/cron/[job]/route");
      await createOrderRow({ status: "pending", createdAt: new Date(Date.now() - 48 * 60 * 60 * 1000) });
      const before = await countTableRows();
      const orders = await prisma.order.findMany();
      const attempts: Array<Record<string, string>> = [
        {},
        { authorization: "Bearer not-the-cron-secret" },
        { authorization: `Bearer ${CRON_SECRET.slice(1)}` },
        await adminHeaders(),
      ];
      for (const headers of attempts)
        for (const [method, handler] of [
          ["GET", GET],
          ["POST", POST],
        ] as const) {
          const response = await callRoute(handler, { method, path: `/api/cron/${job}`, params: { job }, headers });
          expect({ status: response.status, message: response.body?.message }).toEqual({
            status: 401,
            message: "A valid cron secret is required",
          });
        }
      expect(await countTableRows()).toEqual(before);
      expect(await prisma.order.findMany()).toEqual(orders);
      expect(await prisma.orderEvent.count()).toBe(0);
    },
  );

  it("no route handler imports the database client", () => {
    const offenders = routeFiles.filter((routeFile) => /from "@\/lib\/db\//.test(routeFile.source));
    expect(offenders.map((routeFile) => routeFile.file)).toEqual([]);
  });
});
