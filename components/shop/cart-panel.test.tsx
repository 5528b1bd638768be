/** @jest-environment jsdom */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CartPanel } from "./cart-panel";
import { Toaster } from "@/components/ui/toaster";
import { CART_ANCHOR_ID } from "@/lib/client/cart-events";
import { CART_SESSION_STORAGE_KEY } from "@/lib/client/cart-session-id";
import { fakeJsonResponse } from "@/tests/helpers/fake-response";

const SESSION = "session_1763700000000_0b7b0c4e-1111-4222-8333-944445555666";

const line = (id: number, sizeName: string, quantity: number, totalPrice: string, roundedCorners = false) => ({
  id,
  designId: 1,
  designName: "logo.png",
  designFilename: "f.png",
  thumbnailUrl: `/uploads/f.png?exp=1&sig=${id}`,
  sizeId: 1,
  sizeName,
  shape: sizeName.includes("circle") ? "circle" : "square",
  widthInches: 3,
  heightInches: 3,
  cutLine: null,
  artwork: null,
  materialId: "white-vinyl",
  materialName: "White vinyl",
  finishId: "gloss",
  finishName: "Gloss laminate",
  quantity,
  unitPrice: "1.00",
  totalPrice,
  roundedCorners,
  scale: 100,
  xPosition: 0,
  yPosition: 0,
});

let fetchMock: jest.Mock;

beforeEach(() => {
  window.localStorage.setItem(CART_SESSION_STORAGE_KEY, SESSION);
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

describe("CartPanel", () => {
  it("shows the loading state, then the empty cart with checkout disabled", async () => {
    let answer: (value: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    render(<CartPanel />);
    expect(screen.getByText("Loading cart...")).toBeInTheDocument();
    await act(async () => answer(fakeJsonResponse(200, [])));
    expect(await screen.findByText("Your cart is empty")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Proceed to Checkout" })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/cart/${SESSION}`,
      expect.objectContaining({ method: "GET", cache: "no-store" }),
    );
  });

  it("lists the lines with the total and links to checkout", async () => {
    fetchMock.mockResolvedValue(
      fakeJsonResponse(200, [
        line(1, '3" circle', 100, "92.00"),
        { ...line(2, '3" square', 50, "52.50", true), materialName: "Holographic", finishName: "Matte laminate" },
      ]),
    );
    render(<CartPanel />);
    expect(await screen.findByText("Your Cart (2 items)")).toBeInTheDocument();
    // #35: each line names its material and finish under its size.
    expect(screen.getAllByTestId("cart-line-stock").map((stock) => stock.textContent)).toEqual([
      "White vinyl · Gloss laminate",
      "Holographic · Matte laminate",
    ]);
    expect(screen.getByText("100 stickers")).toBeInTheDocument();
    expect(screen.getByText("50 stickers • Rounded Corners")).toBeInTheDocument();
    expect(screen.getByTestId("cart-total")).toHaveTextContent("$144.50");
    expect(screen.getByRole("link", { name: "Proceed to Checkout" })).toHaveAttribute("href", "/checkout");
    // Other pages open the cart by its anchor ("Order again" goes to /stickers#cart).
    expect(document.getElementById(CART_ANCHOR_ID)).toContainElement(screen.getByTestId("cart-total"));
  });

  it("shows each line's design in its cut shape: a die-cut along its frozen line, at its size", async () => {
    const dieCut = {
      ...line(3, 'Die-cut 3" × 2.41"', 50, "60.00"),
      sizeId: null,
      shape: "die-cut",
      widthInches: 3,
      heightInches: 2.41,
      cutLine: "M1 0L3 1L1 2.41L0 1Z",
      artwork: { x: -0.2, y: -0.4, width: 3.4, height: 3.2 },
    };
    fetchMock.mockResolvedValue(fakeJsonResponse(200, [line(1, '3" circle', 100, "92.00"), dieCut]));
    render(<CartPanel />);
    const circle = await screen.findByRole("img", { name: 'logo.png on a 3" circle sticker' });
    expect(circle.querySelector("image")).toHaveAttribute("href", "/uploads/f.png?exp=1&sig=1");
    expect(circle.querySelector("[data-testid=cut-line]")?.tagName).toBe("ellipse");
    const cut = screen.getByRole("img", { name: 'logo.png on a Die-cut 3" × 2.41" sticker' });
    expect(cut).toHaveAttribute("viewBox", "0 0 3 2.41");
    expect(cut.querySelector("[data-testid=cut-line]")).toHaveAttribute("d", "M1 0L3 1L1 2.41L0 1Z");
    expect(cut.querySelector("image")).toHaveAttribute("x", "-0.2");
    expect(screen.getByText('Die-cut 3" × 2.41"')).toBeInTheDocument();
  });

  it("says '1 item' for a single line", async () => {
    fetchMock.mockResolvedValue(fakeJsonResponse(200, [line(1, '2"', 50, "50.00")]));
    render(<CartPanel />);
    expect(await screen.findByText("Your Cart (1 item)")).toBeInTheDocument();
  });

  it("removes a line with the session id and refetches", async () => {
    fetchMock
      .mockResolvedValueOnce(fakeJsonResponse(200, [line(9, '3" circle', 100, "92.00")]))
      .mockResolvedValueOnce(fakeJsonResponse(200, { success: true }))
      .mockResolvedValueOnce(fakeJsonResponse(200, []));
    const user = userEvent.setup();
    render(
      <>
        <CartPanel />
        <Toaster />
      </>,
    );
    await user.click(await screen.findByRole("button", { name: 'Remove 3" circle, 100 stickers' }));
    expect(await screen.findByText("Your cart is empty")).toBeInTheDocument();
    expect(fetchMock.mock.calls[1]?.[0]).toBe("/api/cart/9");
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ method: "DELETE", headers: { "X-Session-Id": SESSION } });
    // The toaster loads its Radix part with the first toast, a moment after the request settles.
    expect(await screen.findByText("Removed from Cart")).toBeInTheDocument();
  });

  it("shows 'Remove Failed' with the server message", async () => {
    fetchMock
      .mockResolvedValueOnce(fakeJsonResponse(200, [line(9, '3" circle', 100, "92.00")]))
      .mockResolvedValueOnce(fakeJsonResponse(404, { message: "Cart item not found" }))
      .mockResolvedValueOnce(fakeJsonResponse(200, [line(9, '3" circle', 100, "92.00")]));
    const user = userEvent.setup();
    render(
      <>
        <CartPanel />
        <Toaster />
      </>,
    );
    await user.click(await screen.findByRole("button", { name: /Remove 3" circle/ }));
    expect(await screen.findByText("Remove Failed")).toBeInTheDocument();
    expect(screen.getByText("Cart item not found")).toBeInTheDocument();
  });

  it("clears the cart", async () => {
    fetchMock
      .mockResolvedValueOnce(fakeJsonResponse(200, [line(1, '2"', 50, "50.00")]))
      .mockResolvedValueOnce(fakeJsonResponse(200, { success: true, removed: 1 }))
      .mockResolvedValueOnce(fakeJsonResponse(200, []));
    const user = userEvent.setup();
    render(
      <>
        <CartPanel />
        <Toaster />
      </>,
    );
    await user.click(await screen.findByRole("button", { name: "Clear Cart" }));
    expect(await screen.findByText("Your cart is empty")).toBeInTheDocument();
    expect(fetchMock.mock.calls[1]?.[0]).toBe(`/api/cart/clear/${SESSION}`);
    expect(screen.getByText("All items have been removed from your cart.")).toBeInTheDocument();
  });

  it("refetches when the window regains focus", async () => {
    fetchMock
      .mockResolvedValueOnce(fakeJsonResponse(200, []))
      .mockResolvedValueOnce(fakeJsonResponse(200, [line(1, '4"', 50, "60.00")]));
    render(<CartPanel />);
    await screen.findByText("Your cart is empty");
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    await waitFor(() => expect(screen.getByText("Your Cart (1 item)")).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("creates and keeps a session id when none exists", async () => {
    window.localStorage.removeItem(CART_SESSION_STORAGE_KEY);
    fetchMock.mockResolvedValue(fakeJsonResponse(200, []));
    render(<CartPanel />);
    await screen.findByText("Your cart is empty");
    const created = window.localStorage.getItem(CART_SESSION_STORAGE_KEY);
    expect(created).toMatch(/^session_\d{13}_[0-9a-f-]{36}$/);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/cart/${created}`);
  });
});
