/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeJsonResponse } from "@/tests/helpers/fake-response";
import { FIND_ORDER_MESSAGE } from "@/lib/validation/find-order";
import { FindOrderForm } from "./find-order-form";

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe("FindOrderForm", () => {
  it("checks the fields in the browser before asking the server", async () => {
    render(<FindOrderForm />);
    await userEvent.click(screen.getByRole("button", { name: "Send me the link" }));
    expect(await screen.findByText("Please enter your order number")).toBeInTheDocument();
    expect(screen.getByText("Please enter your email address")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Order number"), "order 42");
    await userEvent.type(screen.getByLabelText("Email"), "nope");
    await userEvent.click(screen.getByRole("button", { name: "Send me the link" }));
    expect(await screen.findByText("Enter the order number as shown, e.g. #42-112226")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the number and e-mail and shows the server's answer", async () => {
    fetchMock.mockResolvedValue(fakeJsonResponse(202, { message: FIND_ORDER_MESSAGE }));
    render(<FindOrderForm />);
    await userEvent.type(screen.getByLabelText("Order number"), "#42-112226");
    await userEvent.type(screen.getByLabelText("Email"), "ada@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send me the link" }));
    expect(await screen.findByText(FIND_ORDER_MESSAGE)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/orders/find");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toEqual({ orderNumber: "#42-112226", email: "ada@example.com" });
  });

  it("shows a refusal such as the rate limit", async () => {
    fetchMock.mockResolvedValue(
      fakeJsonResponse(429, { message: "Too many order look-ups. Please wait a while and try again." }),
    );
    render(<FindOrderForm />);
    await userEvent.type(screen.getByLabelText("Order number"), "42");
    await userEvent.type(screen.getByLabelText("Email"), "ada@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send me the link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many order look-ups");
  });
});
