import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { chooseDesignFile } from "./support/shop";

async function makePng(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 220 } } })
    .png()
    .toBuffer();
}

test.beforeEach(async ({ page }) => {
  // A fresh shopper: no cart session yet.
  await page.goto("/");
  await page.evaluate(() => window.localStorage.clear());
});

test("a shopper uploads a design, orders 100 circle stickers and empties the cart again", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Professional Printing Services" })).toBeVisible();
  await expect(page.getByText("Your cart is empty")).toBeVisible();
  await expect(page.getByRole("button", { name: "Proceed to Checkout" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Coming Soon" })).toBeDisabled();

  await page.getByRole("link", { name: "Add Sticker Order" }).click();
  await expect(page).toHaveURL(/\/stickers$/);
  await expect(page.getByText("Upload Your Design")).toBeVisible();

  await chooseDesignFile(page, {
    name: "my-logo.png",
    mimeType: "image/png",
    buffer: await makePng(900, 900),
  });
  await expect(page.getByText("Design uploaded successfully!", { exact: true })).toBeVisible();
  await expect(page.getByTestId("uploaded-file")).toContainText("my-logo.png");
  await expect(page.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
  await expect(page.getByText("Please select a sticker type to continue")).toBeVisible();

  await page.getByRole("checkbox", { name: "Circle" }).click();
  await expect(page.getByLabel("Size")).toHaveValue(/\d+/);
  await expect(page.getByLabel("Size").locator("option:checked")).toContainText('3" circle');
  await page.getByLabel("Quantity").selectOption("100");
  await expect(page.getByTestId("item-price")).toHaveText("$92.00");
  await expect(page.getByText("Save 8%")).toBeVisible();
  await expect(page.getByTestId("sticker-preview")).toHaveAttribute("data-shape", "circle");
  await expect(page.getByRole("img", { name: /Preview of a 3" circle/ })).toBeVisible();
  await expect(page.getByTestId("print-quality")).toContainText("300 DPI");

  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page).toHaveURL(/\/#cart$/);
  await expect(page.getByText("Item has been added to your cart.", { exact: true })).toBeVisible();
  await expect(page.getByText("Your Cart (1 item)")).toBeVisible();
  await expect(page.getByText('3" circle', { exact: true })).toBeVisible();
  await expect(page.getByText("100 stickers", { exact: true })).toBeVisible();
  await expect(page.getByTestId("cart-total")).toHaveText("$92.00");
  await expect(page.getByRole("link", { name: "Proceed to Checkout" })).toHaveAttribute("href", "/checkout");

  await page.getByRole("button", { name: /Remove 3" circle/ }).click();
  await expect(page.getByText("Your cart is empty")).toBeVisible();
  await expect(page.getByText("Item has been removed from your cart.", { exact: true })).toBeVisible();
});

test("a text file renamed to .png is refused by the server", async ({ page }) => {
  await page.goto("/stickers");
  await chooseDesignFile(page, {
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("This is not an image, just some text pretending to be one.\n"),
  });
  await expect(page.getByText("Upload Failed", { exact: true })).toBeVisible();
  // The server's refusal, on the drop zone and in the toast.
  const message = "This file is not a PNG or JPG image. Please choose a PNG or JPG.";
  await expect(page.getByTestId("upload-error")).toHaveText(message);
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByText("Order Summary")).toHaveCount(0);
});

test("square stickers offer rounded corners and the price follows", async ({ page }) => {
  await page.goto("/design");
  await chooseDesignFile(page, {
    name: "small.jpg",
    mimeType: "image/jpeg",
    buffer: await sharp({ create: { width: 200, height: 200, channels: 3, background: "#ff8800" } })
      .jpeg()
      .toBuffer(),
  });
  await page.getByRole("checkbox", { name: "Square" }).click();
  await expect(page.getByLabel("Size").locator("option:checked")).toContainText('2"');
  await expect(page.getByTestId("print-quality")).toHaveAttribute("role", "alert");
  await expect(page.getByTestId("print-quality")).toContainText("Low print resolution: 100 DPI");
  await page.getByRole("checkbox", { name: "Rounded Corners" }).click();
  await expect(page.getByTestId("item-price")).toHaveText("$52.50");
  await expect(page.getByTestId("sticker-preview")).toHaveAttribute("data-shape", "rounded");
  await page.getByRole("checkbox", { name: "Square" }).click();
  await expect(page.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
});
