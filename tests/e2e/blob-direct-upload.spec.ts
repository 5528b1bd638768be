// The design tool on a shop that stores designs in Vercel Blob: the browser sends the file to Blob
// (here the Blob stand-in, reached through Playwright's routing of https://vercel.com/api/blob), never
// to the shop, and the shop checks the stored bytes. Runs its own production server with Blob on.
import { expect, test } from "@playwright/test";
import type { BlobStandIn } from "../helpers/blob-stand-in";
import { expectNoSeriousViolations } from "./support/axe";
import { startBlobShopServer, type BlobShopServer } from "./support/blob-shop-server";
import { chooseDesignFile, makePng } from "./support/shop";

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
