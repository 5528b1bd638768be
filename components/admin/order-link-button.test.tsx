/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderUnlocked, routeFetch } from "@/tests/helpers/admin-ui";
import { OrderLinkButton } from "./order-link-button";

const order = { id: 7, orderNumber: "#7-112126", customerEmail: "ada@example.com" };
const MESSAGE = "The old order links no longer work. A new link was e-mailed to the customer.";

describe("OrderLinkButton", () => {
  it("asks first, naming the customer's address; Keep the links sends nothing", async () => {
    const { calls } = routeFetch([]);
    renderUnlocked(<OrderLinkButton order={order} onSent={jest.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Send a new order link" }));
    const dialog = await screen.findByRole("dialog", { name: "Send a new order link for #7-112126?" });
    expect(dialog).toHaveTextContent("will stop working");
    expect(dialog).toHaveTextContent("ada@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Keep the links" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("posts to the order's order-link route with the admin token, then reports and reloads", async () => {
    const { calls } = routeFetch([
      {
        method: "POST",
        path: "/api/admin/orders/7/order-link",
        reply: () => ({ status: 200, body: { message: MESSAGE } }),
      },
    ]);
    const onSent = jest.fn();
    renderUnlocked(<OrderLinkButton order={order} onSent={onSent} />);
    await userEvent.click(screen.getByRole("button", { name: "Send a new order link" }));
    await userEvent.click(await screen.findByRole("button", { name: "Send new link" }));
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers).toMatchObject({ Authorization: "Bearer test-admin-token" });
  });

  it("keeps the dialog open with the server's message on a refusal", async () => {
    routeFetch([
      {
        method: "POST",
        path: "/api/admin/orders/7/order-link",
        reply: () => ({ status: 409, body: { message: "This order has no checkout, so it has no order page." } }),
      },
    ]);
    const onSent = jest.fn();
    renderUnlocked(<OrderLinkButton order={order} onSent={onSent} />);
    await userEvent.click(screen.getByRole("button", { name: "Send a new order link" }));
    await userEvent.click(await screen.findByRole("button", { name: "Send new link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This order has no checkout");
    expect(onSent).not.toHaveBeenCalled();
  });
});
