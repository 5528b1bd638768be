/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CART_CHANGED_EVENT, DESIGN_TOOL_CART_PATH } from "@/lib/client/cart-events";
import { CART_SESSION_STORAGE_KEY } from "@/lib/client/cart-session-id";
import { fakeJsonResponse } from "@/tests/helpers/fake-response";
import { OrderAgainButton } from "./order-again-button";

const TOKEN = "tok_en-123";
const SESSION = "session_1763700000000_0b7b0c4e-1111-4222-8333-944445555666";
const push = jest.fn();
jest.mock("next/navigation", () => ({ useParams: () => ({ token: TOKEN }), useRouter: () => ({ push }) }));

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  push.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.localStorage.setItem(CART_SESSION_STORAGE_KEY, SESSION);
});

describe("OrderAgainButton", () => {
  it("adds the checkout to this browser's cart and opens the design tool's cart", async () => {
    fetchMock.mockResolvedValue(fakeJsonResponse(201, { items: [] }));
    const changed = jest.fn();
    window.addEventListener(CART_CHANGED_EVENT, changed);
    render(<OrderAgainButton />);
    expect(screen.getByText("Same designs and sizes, today's prices")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Order again" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(DESIGN_TOOL_CART_PATH));
    expect(DESIGN_TOOL_CART_PATH).toBe("/stickers#cart");
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/order-page/${TOKEN}/reorder`);
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({ "X-Session-Id": SESSION });
    expect(JSON.parse(init.body as string)).toEqual({});
    expect(changed).toHaveBeenCalledTimes(1);
    // Busy until the design tool opens: a second click cannot add the lines twice.
    expect(screen.getByRole("button", { name: "Order again" })).toBeDisabled();
    window.removeEventListener(CART_CHANGED_EVENT, changed);
  });

  it("shows the server's refusal, such as a full cart, and stays on the page", async () => {
    const message = "Your cart is full: it can hold at most 50 items. Please check out or remove an item first.";
    fetchMock.mockResolvedValue(fakeJsonResponse(409, { message }));
    render(<OrderAgainButton />);
    await userEvent.click(screen.getByRole("button", { name: "Order again" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Order again" })).toBeEnabled();
  });
});
