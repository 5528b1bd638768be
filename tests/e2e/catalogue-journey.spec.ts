import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN_PAGES, ADMIN_PASSWORD, unlock } from "./support/admin";
import { expectNoSeriousViolations } from "./support/axe";
import { queryE2e } from "./support/e2e-database";
import { chooseDesignFile, fillCustomerForm, fillTestCard, makePng } from "./support/shop";

// The owner's catalogue (#35), end to end: the owner raises the 3" square's 100-sticker total and adds a
// 1,000 tier; the shopper sees them in the design tool, orders 1,000 holographic matte 3" squares at the
// new price (the tier total × 130 % × 100 %) and pays; the operator sees the material and finish on the
// order. The e2e database is shared by every spec of the run: the spec's grid is put back afterwards.

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 375, height: 812 },
];

type PriceGridBody = {
  quantities: number[];
  tables: { sizeId: number; totals: string[] }[];
  roundedCornersFee: string;
};

async function adminToken(request: APIRequestContext): Promise<string> {
  const session = await request.post("/api/admin/session", { data: { password: ADMIN_PASSWORD } });
  expect(session.status()).toBe(200);
  return ((await session.json()) as { token: string }).token;
}

async function readPriceGrid(request: APIRequestContext, token: string): Promise<PriceGridBody> {
  const response = await request.get("/api/admin/catalogue", { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const { prices } = (await response.json()) as { prices: PriceGridBody };
  return { quantities: prices.quantities, tables: prices.tables, roundedCornersFee: prices.roundedCornersFee };
}

/** Saves `grid` over the stored one, whatever it is: from the revision stored now. */
async function savePriceGrid(request: APIRequestContext, token: string, grid: PriceGridBody) {
  const headers = { authorization: `Bearer ${token}` };
  const current = await request.get("/api/admin/catalogue", { headers });
  const { pricesRevision } = (await current.json()) as { pricesRevision: string };
  const response = await request.put("/api/admin/catalogue/prices", {
    headers,
    data: { ...grid, revision: pricesRevision },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const dollars = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

/** The tier table's rows as "quantity per-sticker total" texts. */
async function readTierRows(page: Page): Promise<string[]> {
  return page.getByTestId("price-tiers").locator("tbody tr").allInnerTexts();
}

for (const viewport of VIEWPORTS) {
  test(`the owner's new 1,000 tier and price reach the design tool, the cart, the checkout and the order, at ${viewport.width} px`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const token = await adminToken(page.request);
    const original = await readPriceGrid(page.request, token);
    const sizes = (await (await page.request.get("/api/catalogue")).json()) as {
      sizes: { id: number; name: string }[];
    };
    const square = sizes.sizes.find((size) => size.name === '3" square')!;
    expect(square).toBeDefined();

    // 1. The owner: the 3" square's 100 stickers from $90.00 to $97.00 (a different amount per width, so
    //    each run shows its own change), and a 1,000 tier priced for every size.
    const raisedHundredCents = viewport.width === 1366 ? 9700 : 9800;
    const thousandCents = 60_000;
    const changed: PriceGridBody = {
      ...original,
      quantities: [...original.quantities, 1000],
      tables: original.tables.map(({ sizeId, totals }) => {
        const next = [...totals, (Number(totals.at(-1)) * 2).toFixed(2)];
        if (sizeId === square.id) {
          next[1] = (raisedHundredCents / 100).toFixed(2);
          next[next.length - 1] = (thousandCents / 100).toFixed(2);
        }
        return { sizeId, totals: next };
      }),
    };
    expect(original.quantities).toEqual([50, 100, 150, 200, 300, 400, 500]);
    await savePriceGrid(page.request, token, changed);

    try {
      // 2. The shopper designs 1,000 holographic matte 3" squares.
      await page.goto("/stickers");
      await chooseDesignFile(page, { name: "holo.png", mimeType: "image/png", buffer: await makePng() });
      await expect(page.getByText("Design uploaded successfully!", { exact: true })).toBeVisible();
      await page.getByRole("checkbox", { name: "Square" }).click();
      await page.getByLabel("Size").selectOption({ label: '3" square (3" × 3")' });

      // Preselected to the defaults; the Specifications card keeps the spec's texts.
      await expect(page.getByRole("radio", { name: /^White vinyl/ })).toBeChecked();
      await expect(page.getByRole("radio", { name: /^Gloss laminate/ })).toBeChecked();
      await expect(page.getByText("More options coming soon!")).toBeVisible();
      await page.getByLabel("Quantity").selectOption("100");
      await expect(page.getByTestId("item-price")).toHaveText(dollars(raisedHundredCents));

      await page.getByRole("radio", { name: /^Holographic/ }).check();
      await page.getByRole("radio", { name: /^Matte laminate/ }).check();
      await page.getByLabel("Quantity").selectOption("1000");
      // The rule: tier total × 130 % (holographic) × 100 % (matte), rounded once.
      const lineCents = Math.round((thousandCents * 13_000 * 10_000) / 10_000 / 10_000);
      const hundredCents = Math.round((raisedHundredCents * 13_000) / 10_000);
      await expect(page.getByTestId("item-price")).toHaveText(dollars(lineCents));
      await expect(page.getByTestId("price-tiers-stock")).toHaveText("Holographic · Matte laminate");
      const rows = await readTierRows(page);
      expect(rows).toHaveLength(8);
      expect(rows[1]!.replace(/\s+/g, " ")).toContain(dollars(hundredCents));
      expect(rows[7]!.replace(/\s+/g, " ")).toMatch(new RegExp(`^1000 .*${dollars(lineCents).replace("$", "\\$")}$`));
      await expectNoSeriousViolations(page, `/stickers (material and finish pickers, ${viewport.width} px)`);

      await page.getByRole("button", { name: "Add to Cart" }).click();
      await expect(page).toHaveURL(/#cart$/);
      const cart = page.getByRole("complementary", { name: "Cart" });
      await expect(cart.getByText("Holographic · Matte laminate")).toBeVisible();
      await expect(cart.getByText("1000 stickers")).toBeVisible();
      await expect(page.getByTestId("cart-total")).toHaveText(dollars(lineCents));

      // 3. Checkout: 1,000 stickers ship free (the spec's 300-sticker rule), so the total is the line.
      await page.goto("/checkout");
      await expect(page.getByTestId("summary-line-stock")).toHaveText("Holographic · Matte laminate");
      await fillCustomerForm(page, { "Full Name": `Holly Graphic ${viewport.width}` });
      await page.getByLabel("Standard").check();
      await expect(page.getByTestId("summary-total")).toHaveText(dollars(lineCents));
      await fillTestCard(page, "4242 4242 4242 4242");
      await page.getByRole("button", { name: `Pay ${dollars(lineCents)}` }).click();
      await expect(page).toHaveURL(/\/payment-success\?orderId=\d+$/);
      const orderId = Number(new URL(page.url()).searchParams.get("orderId"));
      const orderNumber = (await page.getByTestId("order-number").textContent())?.trim() ?? "";
      expect(
        await queryE2e(
          `SELECT "status", "quantity", "totalPriceCents", "materialId", "materialName", "finishId", "finishName" FROM "Order" WHERE "id" = ?`,
          [orderId],
        ),
      ).toEqual([
        {
          status: "paid",
          quantity: 1000,
          totalPriceCents: lineCents,
          materialId: "holographic",
          materialName: "Holographic",
          finishId: "matte",
          finishName: "Matte laminate",
        },
      ]);

      // 4. The operator sees the material and finish in the list and on the order.
      await unlock(page, ADMIN_PAGES.dashboard);
      const entry = page
        .locator(viewport.width < 768 ? "[data-testid=order-cards] li" : "tr")
        .filter({ has: page.getByRole("link", { name: orderNumber, exact: true }) });
      await expect(entry).toContainText("Holographic · Matte laminate");
      await entry.getByRole("link", { name: orderNumber, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
      const sticker = page.getByRole("region", { name: "Sticker" });
      await expect(sticker.getByText("Holographic", { exact: true })).toBeVisible();
      await expect(sticker.getByText("Matte laminate", { exact: true })).toBeVisible();
    } finally {
      await savePriceGrid(page.request, token, original);
    }
  });
}
