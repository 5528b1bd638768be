// On Vercel without APP_URL, e-mailed order links use the project's production domain over https
// (VERCEL_PROJECT_PRODUCTION_URL, which Vercel sets), never http://localhost.
import { createCheckoutRows } from "../helpers/order-factories";
import { setupTestDatabase } from "../helpers/database";
import { resetShopData } from "../helpers/fixtures";
import { queueOrderConfirmation } from "@/lib/payment-lifecycle/order-confirmation";
import { prisma } from "@/lib/db/client";

// Before anything reads the environment (lib/env reads it once).
delete process.env.APP_URL;
process.env.VERCEL = "1";
process.env.VERCEL_PROJECT_PRODUCTION_URL = "stickers-shop.vercel.app";
setupTestDatabase();

beforeEach(() => resetShopData());

it("puts https://$VERCEL_PROJECT_PRODUCTION_URL/orders/… in the confirmation, no localhost", async () => {
  const { payment } = await createCheckoutRows();
  await prisma.$transaction((tx) => queueOrderConfirmation(tx, payment.id));

  const email = await prisma.emailMessage.findUniqueOrThrow({
    where: { dedupeKey: `order-confirmation:${payment.id}` },
  });
  expect(email.textBody).toMatch(/https:\/\/stickers-shop\.vercel\.app\/orders\/[A-Za-z0-9_-]{43}/);
  expect(email.htmlBody).toMatch(/https:\/\/stickers-shop\.vercel\.app\/orders\/[A-Za-z0-9_-]{43}/);
  expect(`${email.textBody}${email.htmlBody}`).not.toContain("localhost");
});
