// The shopper's flow on the rehearsal, in Chromium at a laptop's and a phone's width: a 9 MB design
// through the design tool (it must go from the browser to Blob: a function takes at most 4.5 MB), the
// cart, checkout and a card payment whose success page never reports back (its tab closed), so only
// Stripe's webhook through the edge marks the order paid; the confirmation arrives over SMTP and its
// order-page link shows the order paid.
import { fillCustomerForm, fillTestCard, chooseDesignFile } from "../e2e/support/shop";
import { makeNoisePng, queryRehearsal } from "./support/flows";
import { FUNCTION_PAYLOAD_LIMIT_BYTES } from "./support/vercel-edge-proxy";
import { APP_URL, expect, test } from "./support/rehearsal";

const ORDER_LINK = new RegExp(`${APP_URL.replace(/[.]/g, "\\.")}(/orders/[A-Za-z0-9_-]{43})`);

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a 9 MB design, the cart, checkout, a payment reported only by Stripe's webhook, and the e-mailed order page", async ({
      page,
      browser,
      rehearsal,
    }) => {
      const email = `shopper.${viewport.width}.${Date.now()}@example.com`;
      const design = await makeNoisePng(1750, 1750);
      expect(design.length).toBeGreaterThan(9_000_000);
      expect(design.length).toBeLessThan(10 * 1024 * 1024);

      await page.goto("/stickers");
      await chooseDesignFile(page, { name: "big-noise.png", mimeType: "image/png", buffer: design });
      await expect(page.getByText("Design uploaded successfully!").first()).toBeVisible({ timeout: 60_000 });
      const stored = [...rehearsal.blob.blobs.entries()].filter(
        ([key, blob]) => key.startsWith("designs/primary/") && blob.bytes.equals(design),
      );
      expect(stored).toHaveLength(1);

      await page.getByRole("checkbox", { name: "Circle" }).click();
      await page.getByLabel("Quantity").selectOption("100");
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await expect(page.getByText("Item has been added to your cart.").first()).toBeVisible();

      // The shopper's tab closes on the success page: its report of the payment never reaches the shop.
      await page.route(/\/api\/orders\/\d+\/payment-success$/, (route) => route.abort());
      await page.goto("/checkout");
      await fillCustomerForm(page, { Email: email });
      await fillTestCard(page, "4242 4242 4242 4242");
      await page.getByRole("button", { name: /^Pay / }).click();
      await expect(page).toHaveURL(/\/payment-success\?orderId=\d+$/, { timeout: 30_000 });
      const orderId = Number(new URL(page.url()).searchParams.get("orderId"));
      await rehearsal.stripe.settleWebhooks();
      const reports = rehearsal.edge.responses.filter((response) =>
        /^\/api\/orders\/\d+\/payment-success/.test(response.path),
      );
      expect(reports).toEqual([]);
      const [order] = await queryRehearsal(
        rehearsal,
        `SELECT "status", "paymentIntentId" FROM "Order" WHERE "id" = ?`,
        [orderId],
      );
      expect(order?.status).toBe("paid");
      expect(
        rehearsal.stripe.webhookDeliveries.filter((delivery) =>
          delivery.payload.includes(String(order?.paymentIntentId)),
        ),
      ).toEqual([expect.objectContaining({ type: "payment_intent.succeeded", status: 200 })]);

      // The confirmation e-mail, over SMTP; its link (the deployment's address) opened at the edge.
      let orderPath = "";
      await expect
        .poll(
          () => {
            const message = rehearsal.smtp.messages.find((each) => each.rcptTo.includes(email));
            const text = (message?.raw ?? "").replace(/=\r?\n/g, "").replace(/=3D/gi, "=");
            orderPath = ORDER_LINK.exec(text)?.[1] ?? "";
            return orderPath;
          },
          { timeout: 30_000 },
        )
        .not.toBe("");
      const customer = await (await browser.newContext({ viewport })).newPage();
      await customer.goto(`${rehearsal.origin}${orderPath}`);
      await expect(customer.getByRole("heading", { level: 1 })).toContainText(`#${orderId}-`);
      await expect(customer.getByRole("article").first()).toContainText("Payment received");
      await customer.context().close();

      // The design never went through a function: nothing near its size was posted to the shop.
      expect(rehearsal.edge.refusals.filter((refusal) => !refusal.expected)).toEqual([]);
      expect(FUNCTION_PAYLOAD_LIMIT_BYTES).toBeLessThan(design.length);
    });
  });
}
