/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CancelRefundButton } from "./cancel-refund-button";
import { makeOrder, renderUnlocked, routeFetch } from "@/tests/helpers/admin-ui";

const order = makeOrder({ id: 7, orderNumber: "#7-112126", totalPrice: "92.00", customerEmail: "grace@example.com" });

describe("CancelRefundButton", () => {
  it("asks with the amount and the customer's e-mail, refunds through the API and reports the order", async () => {
    const refunded = { ...order, status: "cancelled", refundedAmount: "97.00" };
    const { calls } = routeFetch([
      {
        method: "POST",
        path: "/api/orders/7/refund",
        reply: () => ({
          status: 200,
          body: { order: refunded, refund: { id: "r1", status: "succeeded", amount: "97.00" }, message: "ok" },
        }),
      },
    ]);
    const onRefunded = jest.fn();
    const user = userEvent.setup();
    renderUnlocked(<CancelRefundButton order={order} amount="97.00" onRefunded={onRefunded} />);

    await user.click(screen.getByRole("button", { name: "Cancel and refund" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("$97.00 will be refunded");
    expect(dialog).toHaveTextContent("e-mailed at grace@example.com");
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Refund $97.00" }));

    await waitFor(() => expect(onRefunded).toHaveBeenCalledWith(refunded, expect.objectContaining({ message: "ok" })));
    expect(calls).toEqual([
      expect.objectContaining({
        method: "POST",
        url: "/api/orders/7/refund",
        body: {},
        headers: expect.objectContaining({ Authorization: "Bearer test-admin-token" }),
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows the server's reason when the refund fails and keeps the dialog open", async () => {
    routeFetch([
      {
        method: "POST",
        path: "/api/orders/7/refund",
        reply: () => ({ status: 502, body: { message: "The refund failed: The card has expired." } }),
      },
    ]);
    const onRefunded = jest.fn();
    const user = userEvent.setup();
    renderUnlocked(<CancelRefundButton order={order} onRefunded={onRefunded} />);

    await user.click(screen.getByRole("button", { name: "Cancel and refund" }));
    expect(await screen.findByRole("dialog")).toHaveTextContent("$92.00 will be refunded");
    await user.click(screen.getByRole("button", { name: "Refund $92.00" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("The refund failed: The card has expired.");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(onRefunded).not.toHaveBeenCalled();
  });

  it("does nothing when the operator keeps the order", async () => {
    const { calls } = routeFetch([]);
    const user = userEvent.setup();
    renderUnlocked(<CancelRefundButton order={order} onRefunded={jest.fn()} />);
    await user.click(screen.getByRole("button", { name: "Cancel and refund" }));
    await user.click(await screen.findByRole("button", { name: "Keep order" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);
  });
});
