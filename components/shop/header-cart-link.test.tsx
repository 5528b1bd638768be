/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HeaderCartLink } from "./header-cart-link";
import { CartPanel } from "./cart-panel";
import { announceCartChanged } from "@/lib/client/cart-events";
import { CART_SESSION_STORAGE_KEY } from "@/lib/client/cart-session-id";
import { fakeJsonResponse } from "@/tests/helpers/fake-response";

let pathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

const SESSION = "session_1763700000000_0b7b0c4e-1111-4222-8333-944445555666";
const line = (id: number) => ({ id, sizeName: '3" circle', quantity: 100, totalPrice: "92.00" });

let fetchMock: jest.Mock;

beforeEach(() => {
  pathname = "/";
  window.localStorage.setItem(CART_SESSION_STORAGE_KEY, SESSION);
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

describe("HeaderCartLink", () => {
  it("names the cart's line count and links to this page's cart panel", async () => {
    fetchMock.mockResolvedValue(fakeJsonResponse(200, [line(1), line(2)]));
    render(<HeaderCartLink />);
    expect(screen.getByRole("link", { name: "Cart" })).toBeInTheDocument();
    const link = await screen.findByRole("link", { name: "Cart, 2 items" });
    expect(link).toHaveAttribute("href", "/#cart");
    expect(link).toHaveTextContent("2");
    expect(fetchMock).toHaveBeenCalledWith(`/api/cart/${SESSION}`, expect.objectContaining({ method: "GET" }));
  });

  it.each([
    ["/stickers", "/stickers#cart"],
    ["/checkout", "/stickers#cart"],
    ["/orders/abc", "/stickers#cart"],
  ])("on %s links to %s", async (path, href) => {
    pathname = path;
    fetchMock.mockResolvedValue(fakeJsonResponse(200, [line(1)]));
    render(<HeaderCartLink />);
    expect(await screen.findByRole("link", { name: "Cart, 1 item" })).toHaveAttribute("href", href);
  });

  it("counts again after an add elsewhere on the page", async () => {
    fetchMock.mockResolvedValueOnce(fakeJsonResponse(200, []));
    render(<HeaderCartLink />);
    await screen.findByRole("link", { name: "Cart, 0 items" });
    fetchMock.mockResolvedValueOnce(fakeJsonResponse(200, [line(1)]));
    await act(async () => announceCartChanged());
    expect(await screen.findByRole("link", { name: "Cart, 1 item" })).toBeInTheDocument();
  });

  it("counts again on a new page without a reload (the paid lines left the cart at checkout)", async () => {
    pathname = "/checkout";
    fetchMock.mockResolvedValueOnce(fakeJsonResponse(200, [line(1)]));
    const { rerender } = render(<HeaderCartLink />);
    await screen.findByRole("link", { name: "Cart, 1 item" });
    fetchMock.mockResolvedValueOnce(fakeJsonResponse(200, []));
    pathname = "/payment-success";
    rerender(<HeaderCartLink />);
    expect(await screen.findByRole("link", { name: "Cart, 0 items" })).toBeInTheDocument();
  });

  it("counts again after a line is removed in the cart panel", async () => {
    fetchMock.mockResolvedValueOnce(fakeJsonResponse(200, [line(1), line(2)]));
    render(
      <>
        <HeaderCartLink />
        <CartPanel />
      </>,
    );
    await screen.findByRole("link", { name: "Cart, 2 items" });
    fetchMock.mockResolvedValueOnce(fakeJsonResponse(200, { message: "Removed" }));
    fetchMock.mockResolvedValue(fakeJsonResponse(200, [line(2)]));
    const [remove] = screen.getAllByRole("button", { name: 'Remove 3" circle, 100 stickers' });
    await userEvent.click(remove as HTMLElement);
    expect(await screen.findByRole("link", { name: "Cart, 1 item" })).toBeInTheDocument();
    expect(await screen.findByText("Your Cart (1 item)")).toBeInTheDocument();
  });

  it("shares one request with the cart panel on the same page", async () => {
    fetchMock.mockResolvedValue(fakeJsonResponse(200, [line(1)]));
    render(
      <>
        <HeaderCartLink />
        <CartPanel />
      </>,
    );
    await screen.findByRole("link", { name: "Cart, 1 item" });
    expect(await screen.findByText("Your Cart (1 item)")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
