import { setupTestDatabase } from "../helpers/database";
import { adminHeaders } from "../helpers/admin";
import { callRoute } from "../helpers/call-route";
import { createOrderRow, resetShopData } from "../helpers/fixtures";
import { createPaymentRow } from "../helpers/order-factories";
import { PATCH as updateStatus } from "@/app/api/orders/[id]/status/route";
import { prisma } from "@/lib/db/client";

// Both parts of an e-mail come from one render of its template (lib/email/templates/render-emails.tsx).
// Should that render fail, the change that e-mails about it still happens: the error is logged and no
// e-mail is queued. Here every react-email render throws.
jest.mock("@react-email/render", () => ({
  ...jest.requireActual("@react-email/render"),
  render: jest.fn(async () => {
    throw new Error("The template broke");
  }),
}));

setupTestDatabase();

let headers: Record<string, string>;
beforeAll(async () => {
  headers = await adminHeaders();
});
beforeEach(() => resetShopData());

it("a status change goes through without its e-mail, and the failed render is logged", async () => {
  const payment = await createPaymentRow({ status: "paid" });
  const order = await createOrderRow({ proofState: "approved", paymentId: payment.id });
  const logged = jest.spyOn(console, "error").mockImplementation(() => {});
  try {
    const response = await callRoute(updateStatus, {
      method: "PATCH",
      params: { id: String(order.id) },
      body: { status: "processing" },
      headers,
    });
    expect(response.status).toBe(200);
    expect(logged).toHaveBeenCalledWith(
      "The printing started e-mail could not be rendered; it is not queued.",
      expect.objectContaining({ message: "The template broke" }),
    );
  } finally {
    logged.mockRestore();
  }
  expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "processing" });
  expect(await prisma.emailMessage.count()).toBe(0);
  // The order link issued for the e-mail is dropped with it: no link was handed to anyone.
  expect(await prisma.orderLink.count({ where: { paymentId: payment.id } })).toBe(0);
});
