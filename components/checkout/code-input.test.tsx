/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "@/components/ui/toaster";
import { routeFetch } from "@/tests/helpers/admin-ui";
import { CodeInput } from "./code-input";

function renderInput(email: string | undefined) {
  const onApplied = jest.fn();
  render(
    <>
      <CodeInput appliedCode={null} disabled={false} onApplied={onApplied} getCustomerEmail={() => email} />
      <Toaster />
    </>,
  );
  return onApplied;
}

describe("CodeInput", () => {
  it.each([
    ["a complete e-mail", " Ada@Example.com ", { customerEmail: "Ada@Example.com" }],
    ["a half-typed e-mail", "ada@", {}],
    ["no e-mail", undefined, {}],
  ])("sends %s with the coupon check only when it is complete", async (_label, email, extra) => {
    const { calls } = routeFetch([
      {
        method: "POST",
        path: "/api/validate-coupon",
        reply: () => ({ status: 200, body: { discountAmount: "5.00" } }),
      },
    ]);
    const onApplied = renderInput(email);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Coupon or referral code"), "once");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("You saved $5.00")).toBeInTheDocument();
    expect(onApplied).toHaveBeenCalledWith("ONCE");
    const body = calls.find((call) => call.url === "/api/validate-coupon")?.body as Record<string, unknown>;
    expect(body).toEqual({ code: "ONCE", sessionId: expect.any(String), ...extra });
  });

  it("shows the server's refusal of a used once-per-customer coupon", async () => {
    routeFetch([
      {
        method: "POST",
        path: "/api/validate-coupon",
        reply: () => ({
          status: 400,
          body: { message: "This coupon has already been used with this e-mail address." },
        }),
      },
    ]);
    const onApplied = renderInput("ada@example.com");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Coupon or referral code"), "once");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("This coupon has already been used with this e-mail address.")).toBeInTheDocument();
    expect(onApplied).not.toHaveBeenCalled();
  });

  it("takes an applied code off with Remove code (not while the checkout is locked)", async () => {
    const onRemoved = jest.fn();
    const { rerender } = render(
      <CodeInput appliedCode="TEN" disabled={false} onApplied={jest.fn()} onRemoved={onRemoved} />,
    );
    expect(screen.getByRole("button", { name: "Apply" })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole("button", { name: "Remove code" }));
    expect(onRemoved).toHaveBeenCalledTimes(1);
    rerender(<CodeInput appliedCode="TEN" disabled onApplied={jest.fn()} onRemoved={onRemoved} />);
    expect(screen.getByRole("button", { name: "Remove code" })).toBeDisabled();
  });
});
