// The design tool on a shop that stores designs in Vercel Blob: the browser sends the file to Blob
// (here the Blob stand-in, reached through Playwright's routing of https://vercel.com/api/blob), never
// to the shop, and the shop checks the stored bytes. Runs its own production server with Blob on.
import { expect, test, type Page } from "@playwright/test";
import type { BlobStandIn } from "../helpers/blob-stand-in";
import { expectNoSeriousViolations } from "./support/axe";
import { startBlobShopServer, type BlobShopServer } from "./support/blob-shop-server";
import { chooseDesignFile, makeNoisePng, makePng } from "./support/shop";

const TOKEN = "vercel_blob_rw_e2estore_secret";

let shop: BlobShopServer;
let standIn: BlobStandIn;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startBlobShopServer({ token: TOKEN, storeId: "e2estore", dataFolder: "e2e-blob" });
  ({ standIn, origin } = shop);
});

test.afterAll(async () => {
  await shop?.stop();
});

test.use({ ignoreHTTPSErrors: true }); // the proxy's certificate is made on the spot

test.beforeEach(async ({ page }) => {
  // The browser's calls to Vercel Blob's API go to the stand-in, as they would to Blob itself.
  await shop.routeBlobApi(page);
});

const uploadsLeft = () => [...standIn.blobs.keys()].filter((key) => key.startsWith("design-uploads/"));
const primaryKeys = () => [...standIn.blobs.keys()].filter((key) => key.startsWith("designs/primary/"));

/** Every request the page sends to the shop's own posted upload route (which must see none). */
function recordPostedUploads(page: Page): string[] {
  const posted: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/upload-design") posted.push(request.url());
  });
  return posted;
}

test("a design goes from the browser to Blob, is checked by the shop and becomes the design", async ({ page }) => {
  const posted: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/upload-design")) posted.push(request.url());
  });
  await page.goto(`${origin}/stickers`);
  const png = await makePng(1200, 900);
  await chooseDesignFile(page, { name: "team-logo.png", mimeType: "image/png", buffer: png });

  await expect(page.getByTestId("uploaded-file")).toContainText("team-logo.png");
  await expect(page.getByText("Design uploaded successfully!").first()).toBeVisible();
  expect(posted).toEqual([]); // the file never went to the shop itself
  const primaries = [...standIn.blobs.keys()].filter((key) => key.startsWith("designs/primary/"));
  expect(primaries).toHaveLength(1);
  expect(standIn.blobs.get(primaries[0]!)?.bytes.equals(png)).toBe(true);
  expect(standIn.blobs.has(primaries[0]!.replace("/primary/", "/backup/"))).toBe(true);
  expect(uploadsLeft()).toEqual([]);
  await expectNoSeriousViolations(page, "/stickers with a design uploaded to Blob");

  // The design is the session's like a posted one: it goes into the cart.
  await page.getByRole("checkbox", { name: "Circle" }).click();
  await page.getByLabel("Quantity").selectOption("100");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Item has been added to your cart.").first()).toBeVisible();
});

test("a renamed text file is refused with the shop's message and removed from Blob", async ({ page }) => {
  const primaries = () => [...standIn.blobs.keys()].filter((key) => key.startsWith("designs/primary/")).length;
  const primariesBefore = primaries();
  await page.goto(`${origin}/stickers`);
  await chooseDesignFile(page, {
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("These are my notes, not an image.\n".repeat(20)),
  });
  await expect(page.getByTestId("upload-error")).toHaveText(
    "This file is not a PNG or JPG image. Please choose a PNG or JPG.",
  );
  expect(uploadsLeft()).toEqual([]);
  expect(primaries()).toBe(primariesBefore);
});

test("a 9 MB design, twice a Vercel Function's 4.5 MB body limit, becomes the design byte for byte", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const posted = recordPostedUploads(page);
  const primariesBefore = new Set(primaryKeys());
  const png = await makeNoisePng(1800, 1760);
  expect(png.length).toBeGreaterThan(9 * 1000 * 1000);
  expect(png.length).toBeLessThan(10 * 1024 * 1024); // the shop's limit

  await page.goto(`${origin}/stickers`);
  await chooseDesignFile(page, { name: "big-poster.png", mimeType: "image/png", buffer: png });

  await expect(page.getByTestId("uploaded-file")).toContainText("big-poster.png", { timeout: 60_000 });
  await expect(page.getByText("Design uploaded successfully!").first()).toBeVisible();
  expect(posted).toEqual([]);
  const added = primaryKeys().filter((key) => !primariesBefore.has(key));
  expect(added).toHaveLength(1);
  const stored = standIn.blobs.get(added[0]!)?.bytes;
  expect(stored?.length).toBe(png.length);
  expect(stored?.equals(png)).toBe(true);
  expect(standIn.blobs.get(added[0]!.replace("/primary/", "/backup/"))?.bytes.equals(png)).toBe(true);
  expect(uploadsLeft()).toEqual([]);
});

test("a 60 megapixel image is refused with the shop's message and removed from Blob", async ({ page }) => {
  const posted = recordPostedUploads(page);
  const primariesBefore = primaryKeys().length;
  const requestsBefore = standIn.requests.length;
  const png = await makePng(8000, 7500); // one colour: a small file of 60 MP
  expect(png.length).toBeLessThan(10 * 1024 * 1024);

  await page.goto(`${origin}/stickers`);
  await chooseDesignFile(page, { name: "huge-banner.png", mimeType: "image/png", buffer: png });

  await expect(page.getByTestId("upload-error")).toHaveText(
    "This image has more than 50 megapixels (for example 7000 × 7000 pixels). Please choose a smaller PNG or JPG.",
  );
  expect(posted).toEqual([]);
  // It went to Blob (the shop read its bytes there), was refused, and was deleted from the store.
  const calls = standIn.requests.slice(requestsBefore).map((call) => `${call.method} ${decodeURIComponent(call.path)}`);
  expect(calls.some((call) => /^PUT \/api\/blob\/?\?pathname=design-uploads\//.test(call))).toBe(true);
  expect(calls.some((call) => /^POST \/api\/blob\/delete/.test(call))).toBe(true);
  expect(uploadsLeft()).toEqual([]);
  expect(primaryKeys()).toHaveLength(primariesBefore);
});
