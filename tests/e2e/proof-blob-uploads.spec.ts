// Proof files on a shop that stores files in Vercel Blob: the operator's proof image (admin order
// page) and the customer's replacement design ("Request changes" on the order page) go from the
// browser straight to Blob (the stand-in, as in blob-direct-upload.spec.ts), never through the shop's
// functions, whose request bodies Vercel caps at 4.5 MB; the shop checks the stored bytes, refuses and
// removes what is not a PNG or JPG, and removes every upload it took.
import { createHash } from "node:crypto";
import { expect, test, type Browser, type Page, type Request } from "@playwright/test";
import type { BlobStandIn } from "../helpers/blob-stand-in";
import { makePngOfExactSize } from "../helpers/images";
import { ADMIN_PASSWORD, placePaidOrder } from "./support/admin";
import { expectNoSeriousViolations } from "./support/axe";
import { startBlobShopServer, type BlobShopServer } from "./support/blob-shop-server";

const TOKEN = "vercel_blob_rw_e2eproofs_secret";
/** Vercel's cap on a function's request body. */
const FUNCTION_BODY_LIMIT = 4.5 * 1024 * 1024;
const NOT_AN_IMAGE = "This file is not a PNG or JPG image. Please choose a PNG or JPG.";

let shop: BlobShopServer;
let standIn: BlobStandIn;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startBlobShopServer({ token: TOKEN, storeId: "e2eproofs", dataFolder: "e2e-blob-proofs" });
  standIn = shop.standIn;
});

test.afterAll(async () => {
  await shop?.stop();
});

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const keysUnder = (prefix: string) => [...standIn.blobs.keys()].filter((key) => key.startsWith(prefix));
const primariesWith = (bytes: Buffer) =>
  keysUnder("designs/primary/").filter((key) => sha256(standIn.blobs.get(key)!.bytes) === sha256(bytes));

/** A page of its own browser context on the Blob shop, its Blob API calls routed to the stand-in. */
async function openPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: shop.origin,
    ignoreHTTPSErrors: true, // the proxy's certificate is made on the spot
    viewport: { width, height: width < 500 ? 812 : 900 },
  });
  const page = await context.newPage();
  await shop.routeBlobApi(page);
  return page;
}

/** Every request the page sends to the shop itself (not to Blob) to `pathEnd`, with its body size. */
function watchShopRequests(page: Page, pathEnd: string) {
  const seen: { contentType: string; bytes: number }[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.origin === shop.origin && url.pathname.endsWith(pathEnd) && request.method() === "POST")
      seen.push({ contentType: request.headers()["content-type"] ?? "", bytes: request.postDataBuffer()?.length ?? 0 });
  });
  return seen;
}

let orderId = 0;
let orderNumber = "";
let orderPagePath = "";
let operator: Page;

test("the operator sends a proof image of over 4.5 MB through Blob; a renamed text file is refused and removed", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const customer = await openPage(browser, 1366);
  ({ orderId, orderNumber } = await placePaidOrder(customer));
  orderPagePath =
    (await customer.getByRole("link", { name: /See your order, its status and receipt/ }).getAttribute("href")) ?? "";
  expect(orderPagePath).toMatch(/^\/orders\/[A-Za-z0-9_-]{43}$/);
  await customer.context().close();

  operator = await openPage(browser, 1366);
  await operator.goto(`/admin/orders/${orderId}`);
  await expect(operator.getByRole("heading", { name: "Admin Access - Order Details" })).toBeVisible();
  await operator.getByLabel("Password").fill(ADMIN_PASSWORD);
  await operator.getByRole("button", { name: "Login", exact: true }).click();
  await expect(operator.getByRole("heading", { name: `Order ${orderNumber}` })).toBeVisible();
  const proofs = operator.getByRole("region", { name: "Proofs" });
  const posted = watchShopRequests(operator, `/api/admin/orders/${orderId}/proofs`);

  // A text file named .png reaches Blob (the browser cannot tell), and the shop refuses and removes it.
  await proofs.getByLabel("Upload proof").setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("These are my notes, not an image.\n".repeat(20)),
  });
  let dialog = operator.getByRole("dialog", { name: "Send proof 1?" });
  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  await expect(dialog.getByText(NOT_AN_IMAGE)).toBeVisible();
  expect(keysUnder("proof-uploads/")).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(proofs).toContainText("No proof has been sent yet.");

  const proofImage = await makePngOfExactSize(6 * 1024 * 1024);
  await proofs
    .getByLabel("Upload proof")
    .setInputFiles({ name: "proof-1.png", mimeType: "image/png", buffer: proofImage });
  dialog = operator.getByRole("dialog", { name: "Send proof 1?" });
  await expect(dialog).toContainText("proof-1.png");
  await operator.screenshot({ path: test.info().outputPath("admin-send-proof-1366.png") });
  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  await expect(proofs.getByRole("list", { name: "Proof versions" })).toContainText("Proof 1");
  await expect(proofs).toContainText("Waiting for the customer");

  // The image went to Blob and was copied under the shop's own name; the upload itself is gone.
  expect(primariesWith(proofImage)).toHaveLength(1);
  expect(standIn.blobs.has(primariesWith(proofImage)[0]!.replace("/primary/", "/backup/"))).toBe(true);
  expect(keysUnder("proof-uploads/")).toEqual([]);
  // Only small JSON reached the shop's function.
  expect(posted).toHaveLength(2);
  for (const request of posted) {
    expect(request.contentType).toMatch(/^application\/json/);
    expect(request.bytes).toBeLessThan(FUNCTION_BODY_LIMIT);
  }
  await expectNoSeriousViolations(operator, "admin order detail, proof sent through Blob");
  await operator.screenshot({ path: test.info().outputPath("admin-proof-sent-1366.png"), fullPage: true });
});

test("the customer sends a replacement design of over 4.5 MB through Blob; a renamed text file is refused and removed", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const customer = await openPage(browser, 375);
  const posted = watchShopRequests(customer, "/request-changes");
  await customer.goto(orderPagePath);
  await expect(customer.getByRole("img", { name: new RegExp(`^Proof 1 of order ${orderNumber}`) })).toBeVisible();
  await customer.getByRole("button", { name: "Request changes" }).click();
  await customer.getByLabel("What should we change?").fill("Please use my new artwork.");

  await customer.getByLabel("New design (optional)").setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("These are my notes, not an image.\n".repeat(20)),
  });
  await customer.getByRole("button", { name: "Send change request" }).click();
  await expect(customer.getByRole("alert").filter({ hasText: NOT_AN_IMAGE })).toBeVisible();
  expect(keysUnder("proof-change-uploads/")).toEqual([]);
  await expectNoSeriousViolations(customer, "order page at 375 px, replacement refused");
  await customer.screenshot({ path: test.info().outputPath("order-page-refused-375.png"), fullPage: true });

  const design = await makePngOfExactSize(7 * 1024 * 1024);
  await customer.getByLabel("New design (optional)").setInputFiles({
    name: "new-artwork.png",
    mimeType: "image/png",
    buffer: design,
  });
  await customer.getByRole("button", { name: "Send change request" }).click();
  await expect(customer.getByRole("article").first()).toContainText("Changes requested");
  await expect(customer.getByText("New design you uploaded: new-artwork.png")).toBeVisible();
  expect(primariesWith(design)).toHaveLength(1);
  expect(keysUnder("proof-change-uploads/")).toEqual([]);
  expect(posted).toHaveLength(2);
  for (const request of posted) {
    expect(request.contentType).toMatch(/^application\/json/);
    expect(request.bytes).toBeLessThan(FUNCTION_BODY_LIMIT);
  }
  await expectNoSeriousViolations(customer, "order page at 375 px, changes requested with a new design");
  await customer.screenshot({ path: test.info().outputPath("order-page-answered-375.png"), fullPage: true });
  await customer.setViewportSize({ width: 1366, height: 900 });
  await customer.screenshot({ path: test.info().outputPath("order-page-answered-1366.png"), fullPage: true });

  // The operator sees the new design with the request, at phone width too.
  await operator.setViewportSize({ width: 375, height: 812 });
  await operator.reload();
  await operator.getByLabel("Password").fill(ADMIN_PASSWORD);
  await operator.getByRole("button", { name: "Login", exact: true }).click();
  const proofs = operator.getByRole("region", { name: "Proofs" });
  await expect(proofs).toContainText("Please use my new artwork.");
  await expect(proofs.getByRole("link", { name: "new-artwork.png" })).toBeVisible();
  await expectNoSeriousViolations(operator, "admin order detail at 375 px, replacement design received");
  await operator.screenshot({ path: test.info().outputPath("admin-changes-requested-375.png"), fullPage: true });
});
