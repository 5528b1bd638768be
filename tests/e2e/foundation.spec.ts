import { expect, test } from "@playwright/test";

test("the home page renders the shop title", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Professional Printing Services" })).toBeVisible();
});

test("an unknown route shows the 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});

test("the sticker sizes API answers the seeded sizes", async ({ request }) => {
  const response = await request.get("/api/sticker-sizes");
  expect(response.ok()).toBe(true);
  const sizes = (await response.json()) as Array<{ name: string; price: string }>;
  expect(sizes.map((size) => `${size.name}=${size.price}`)).toEqual([
    '2"=50.00',
    '3" square=50.00',
    '4"=60.00',
    "2x4=55.00",
    '3" circle=50.00',
  ]);
});
