/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OrderStatusControl } from "./order-status-control";
import { makeOrder, ok, renderUnlocked, routeFetch } from "@/tests/helpers/admin-ui";

const ORDER = makeOrder({ id: 11, customerEmail: "ann@example.com" });

function setup(
  reply = (body: unknown) => ok({ order: { ...ORDER, ...(body as object) }, message: "Order status updated" })(),
) {
  const { calls } = routeFetch([{ method: "PATCH", path: "/api/orders/11/status", reply }]);
  const onChanged = jest.fn();
  const user = userEvent.setup();
  renderUnlocked(<OrderStatusControl order={ORDER} onChanged={onChanged} />);
  const select = screen.getByRole("combobox", { name: "Status for order #11-112126" });
  return { calls, onChanged, user, select };
}

describe("OrderStatusControl", () => {
  it("saves a status that e-mails nobody at once", async () => {
    const { calls, onChanged, user, select } = setup();
    await user.selectOptions(select, "delivered");
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ status: "delivered" })));
    expect(calls.map((call) => call.body)).toEqual([{ status: "delivered" }]);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await screen.findByText("Status Updated")).toBeInTheDocument();
  });

  it("asks before 'processing', naming the e-mail and the address; Cancel saves nothing and keeps the old status", async () => {
    const { calls, onChanged, user, select } = setup();
    await user.selectOptions(select, "processing");
    const dialog = await screen.findByRole("dialog", { name: "Mark order #11-112126 as processing?" });
    expect(within(dialog).getByText("Send “Printing has begun” to ann@example.com?")).toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Tracking number")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(select).toHaveValue("paid");
    expect(select).toHaveFocus();
    expect(calls).toEqual([]);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("confirms 'processing' with one PATCH of the status alone", async () => {
    const { calls, onChanged, user, select } = setup();
    await user.selectOptions(select, "processing");
    await user.click(await screen.findByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.map((call) => call.body)).toEqual([{ status: "processing" }]);
    expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ status: "processing" }));
  });

  it("asks for the carrier and tracking number when marking shipped and sends them", async () => {
    const { calls, onChanged, user, select } = setup();
    await user.selectOptions(select, "shipped");
    const dialog = await screen.findByRole("dialog", { name: "Mark order #11-112126 as shipped?" });
    expect(within(dialog).getByText("Send “Your order has shipped” to ann@example.com?")).toBeInTheDocument();
    expect(
      within(within(dialog).getByLabelText("Carrier"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Not given", "USPS", "UPS", "FedEx", "Other"]);
    await user.selectOptions(within(dialog).getByLabelText("Carrier"), "UPS");
    await user.type(within(dialog).getByLabelText("Tracking number"), "1Z<999");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await within(dialog).findByText(/letters, digits, spaces and dashes/)).toHaveClass("text-red-700");
    expect(within(dialog).getByLabelText("Tracking number")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toEqual([]);

    await user.clear(within(dialog).getByLabelText("Tracking number"));
    await user.type(within(dialog).getByLabelText("Tracking number"), " 1Z999AA10123456784 ");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.map((call) => call.body)).toEqual([
      { status: "shipped", carrier: "ups", trackingNumber: "1Z999AA10123456784" },
    ]);
    expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ status: "shipped" }));
  });

  it("keeps the dialog open and the old status when saving fails", async () => {
    const { onChanged, user, select } = setup(() => ({ status: 409, body: { message: "The order was changed" } }));
    await user.selectOptions(select, "shipped");
    await user.click(await screen.findByRole("button", { name: "Confirm" }));
    // In the toast, and under the select (a 409 is a refusal worth keeping in view).
    await waitFor(() => expect(screen.getAllByText("The order was changed")).toHaveLength(2));
    expect(select).toHaveAccessibleDescription("The order was changed");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(select).toHaveValue("paid");
    expect(onChanged).not.toHaveBeenCalled();
  });

  describe("the proof gate", () => {
    const REASON =
      "Printing starts only after the customer approves a proof (the customer has not approved the proof yet).";

    it("refuses printing before the proof is approved (the server agrees), saying why under the select, and changes nothing", async () => {
      const { calls } = routeFetch([
        { method: "GET", path: "/api/admin/orders/11", reply: ok({ order: { ...ORDER, proofState: "sent" } }) },
      ]);
      const onChanged = jest.fn();
      const user = userEvent.setup();
      renderUnlocked(<OrderStatusControl order={ORDER} proofState="sent" onChanged={onChanged} />);
      const select = screen.getByRole("combobox", { name: "Status for order #11-112126" });
      await user.selectOptions(select, "processing");
      expect(await screen.findByRole("alert")).toHaveTextContent(REASON);
      expect(select).toHaveAccessibleDescription(REASON);
      expect(select).toHaveValue("paid");
      expect(screen.queryByRole("dialog")).toBeNull();
      // Only the order's current state was read: no change was sent.
      expect(calls.map((call) => call.method)).toEqual(["GET"]);
      expect(onChanged).not.toHaveBeenCalled();
    });

    it("asks the server before refusing: a proof approved since the page loaded lets printing start", async () => {
      const approved = { ...ORDER, proofState: "approved" };
      routeFetch([{ method: "GET", path: "/api/admin/orders/11", reply: ok({ order: approved }) }]);
      const onChanged = jest.fn();
      const user = userEvent.setup();
      renderUnlocked(<OrderStatusControl order={ORDER} proofState="sent" onChanged={onChanged} />);
      await user.selectOptions(screen.getByRole("combobox"), "processing");
      expect(await screen.findByRole("dialog", { name: "Mark order #11-112126 as processing?" })).toBeInTheDocument();
      expect(screen.queryByRole("alert")).toBeNull();
      expect(onChanged).toHaveBeenCalledWith(approved);
    });

    it("asks as usual once the proof is approved", async () => {
      routeFetch([]);
      const user = userEvent.setup();
      renderUnlocked(<OrderStatusControl order={ORDER} proofState="approved" onChanged={jest.fn()} />);
      await user.selectOptions(screen.getByRole("combobox"), "processing");
      expect(await screen.findByRole("dialog", { name: "Mark order #11-112126 as processing?" })).toBeInTheDocument();
      expect(screen.queryByRole("alert")).toBeNull();
    });

    it("shows the server's 409 message under the select when the server refuses", async () => {
      const { onChanged, user, select } = setup(() => ({ status: 409, body: { message: REASON } }));
      await user.selectOptions(select, "processing");
      await user.click(await screen.findByRole("button", { name: "Confirm" }));
      await waitFor(() => expect(select).toHaveAccessibleDescription(REASON));
      await user.click(screen.getByRole("button", { name: "Cancel" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(screen.getByText(REASON, { selector: "p" })).toBeInTheDocument();
      expect(onChanged).not.toHaveBeenCalled();
      expect(select).toHaveValue("paid");
    });
  });
});
