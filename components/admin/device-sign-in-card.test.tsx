/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "@/components/ui/toaster";
import { fakeJsonResponse } from "@/tests/helpers/fake-response";
import { DeviceSignInCard } from "./device-sign-in-card";
import { KeptAdminSessionProvider } from "./kept-admin-session";
import { AdminPasswordGate } from "./password-gate";
import { ShopTimeZoneProvider } from "./shop-time-zone";

const KEPT = {
  token: "resumed.token",
  expiresAt: "2099-01-01T18:00:00.000Z",
  keptUntil: "2099-01-01T18:00:00.000Z",
};

/** The dashboard's card behind the real gate, opened by a kept session the admin layout resumed. */
function renderKeptCard() {
  return render(
    <ShopTimeZoneProvider timeZone="UTC">
      <KeptAdminSessionProvider session={KEPT}>
        <AdminPasswordGate title="Admin Access" buttonLabel="Login">
          <DeviceSignInCard />
        </AdminPasswordGate>
      </KeptAdminSessionProvider>
      <Toaster />
    </ShopTimeZoneProvider>,
  );
}

// Radix's Checkbox on the gate measures its hidden form input; jsdom has no ResizeObserver.
beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

describe("DeviceSignInCard", () => {
  it("says until when this device is kept signed in and signs it out with one click", async () => {
    fetchMock.mockResolvedValueOnce(fakeJsonResponse(204, null));
    const user = userEvent.setup();
    renderKeptCard();
    expect(screen.getByRole("heading", { name: "This device is kept signed in" })).toBeInTheDocument();
    expect(screen.getByText(/^Until Jan 1, 2099, 6:00 PM UTC; a reload/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sign out this device" }));
    expect(await screen.findByLabelText("Password")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/admin/session",
      expect.objectContaining({ method: "DELETE", headers: { Authorization: "Bearer resumed.token" } }),
    );
  });

  it("asks before signing out all devices: cancelling changes nothing, confirming ends every session", async () => {
    fetchMock.mockResolvedValueOnce(fakeJsonResponse(204, null));
    const user = userEvent.setup();
    renderKeptCard();

    await user.click(screen.getByRole("button", { name: "Sign out all devices" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign out all devices?" });
    expect(dialog).toHaveTextContent("everyone has to enter the password again");
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Stay signed in" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("heading", { name: "This device is kept signed in" })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Sign out all devices" }));
    await user.click(await screen.findByRole("button", { name: "Sign out everywhere" }));
    expect(await screen.findByLabelText("Password")).toBeInTheDocument();
    expect(await screen.findByText("Signed out everywhere")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/admin/sessions",
      expect.objectContaining({ method: "DELETE", headers: { Authorization: "Bearer resumed.token" } }),
    );
  });
});
