/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "@/components/ui/toaster";
import { fakeJsonResponse } from "@/tests/helpers/fake-response";
import { handOffAdminSession, readHandedOffAdminSession } from "@/lib/client/admin-session-handoff";
import { useAdminSession } from "./admin-session";
import { KeptAdminSessionProvider } from "./kept-admin-session";
import { ShopTimeZoneProvider } from "./shop-time-zone";
import { AdminPasswordGate } from "./password-gate";
import { SignOutButton } from "./sign-out-button";

function TokenProbe() {
  const { token } = useAdminSession();
  return (
    <>
      <p>Unlocked with {token}</p>
      <SignOutButton />
    </>
  );
}

function renderGate(title = "Admin Access - Archive", buttonLabel = "Access Archive") {
  return render(
    <>
      <AdminPasswordGate title={title} buttonLabel={buttonLabel}>
        <TokenProbe />
      </AdminPasswordGate>
      <Toaster />
    </>,
  );
}

// Radix's Checkbox ("Keep me signed in on this device") measures its hidden form input; jsdom has no ResizeObserver.
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
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe("AdminPasswordGate", () => {
  it("opens with a session handed off by an admin link only where the page accepts hand-offs", () => {
    const handed = { token: "handed-token", expiresAt: new Date(Date.now() + 60_000).toISOString() };
    handOffAdminSession(handed);
    const locked = renderGate();
    expect(screen.getByLabelText("Password")).toBeInTheDocument();
    expect(screen.queryByText("Unlocked with handed-token")).not.toBeInTheDocument();
    locked.unmount();

    render(
      <AdminPasswordGate title="Admin Access - Order Details" buttonLabel="Login" acceptHandOff>
        <TokenProbe />
      </AdminPasswordGate>,
    );
    expect(screen.getByText("Unlocked with handed-token")).toBeInTheDocument();
    expect(readHandedOffAdminSession()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the page's title, a required Password field and its button", () => {
    renderGate("File Health Monitor", "Access System");
    expect(screen.getByRole("heading", { name: "File Health Monitor" })).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toBeRequired();
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    expect(screen.getByRole("button", { name: "Access System" })).toBeInTheDocument();
    expect(screen.queryByText(/Unlocked/)).not.toBeInTheDocument();
  });

  it("says so inline and in a toast after a wrong password", async () => {
    fetchMock.mockResolvedValueOnce(fakeJsonResponse(401, { message: "Invalid password" }));
    const user = userEvent.setup();
    renderGate();
    await user.type(screen.getByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Access Archive" }));
    expect(await screen.findByText("Invalid password. Please try again.")).toBeInTheDocument();
    expect(await screen.findByText("Access Denied")).toBeInTheDocument();
    expect(screen.getByText("Invalid password")).toBeInTheDocument();
    expect(screen.queryByText(/Unlocked/)).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/admin/session",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ password: "wrong" }) }),
    );
  });

  it("unlocks with the token on Enter and keeps it out of storage and cookies", async () => {
    fetchMock.mockResolvedValueOnce(
      fakeJsonResponse(200, { token: "signed.token.value", expiresAt: "2099-01-01T00:00:00.000Z" }),
    );
    const user = userEvent.setup();
    renderGate("Admin Access", "Login");
    await user.type(screen.getByLabelText("Password"), "e2e-admin-password{Enter}");
    expect(await screen.findByText("Unlocked with signed.token.value")).toBeInTheDocument();
    expect(screen.getByText("Access Granted")).toBeInTheDocument();
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    expect(document.cookie).not.toContain("signed.token.value");
  });

  it("shows the server's message when too many attempts were made", async () => {
    fetchMock.mockResolvedValueOnce(
      fakeJsonResponse(429, { message: "Too many failed attempts. Please try again in 5 minute(s)." }),
    );
    const user = userEvent.setup();
    renderGate();
    await user.type(screen.getByLabelText("Password"), "guess{Enter}");
    await waitFor(() =>
      expect(screen.getAllByText("Too many failed attempts. Please try again in 5 minute(s).").length).toBeGreaterThan(
        0,
      ),
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Too many failed attempts. Please try again in 5 minute(s).");
    expect(screen.queryByText("Invalid password. Please try again.")).not.toBeInTheDocument();
  });

  it("does not call the server with an empty password", async () => {
    const user = userEvent.setup();
    renderGate();
    await user.click(screen.getByRole("button", { name: "Access Archive" }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ["the server ends the session", async () => fakeJsonResponse(204, null), "Signed out"],
    ["the server cannot be reached", () => Promise.reject(new TypeError("offline")), "Signed out on this page"],
  ])("signs out when %s: revokes the token, forgets it and shows the gate again", async (_label, reply, toastTitle) => {
    fetchMock
      .mockResolvedValueOnce(
        fakeJsonResponse(200, { token: "signed.token.value", expiresAt: "2099-01-01T00:00:00.000Z" }),
      )
      .mockImplementationOnce(reply);
    const user = userEvent.setup();
    renderGate("Admin Access", "Login");
    await user.type(screen.getByLabelText("Password"), "e2e-admin-password{Enter}");
    await user.click(await screen.findByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { name: "Admin Access" })).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveValue("");
    expect(screen.queryByText(/Unlocked/)).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument(); // not the 'session expired' message
    expect(await screen.findByText(toastTitle)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith(
      "/api/admin/session",
      expect.objectContaining({ method: "DELETE", headers: { Authorization: "Bearer signed.token.value" } }),
    );
  });

  it("asks the server to keep the device signed in only when the box is ticked (unticked by default)", async () => {
    fetchMock.mockResolvedValue(
      fakeJsonResponse(200, {
        token: "kept.page.token",
        expiresAt: "2099-01-01T00:00:00.000Z",
        keptUntil: "2099-01-01T00:00:00.000Z",
      }),
    );
    const user = userEvent.setup();
    renderGate("Admin Access", "Login");
    const keep = screen.getByRole("checkbox", { name: "Keep me signed in on this device" });
    expect(keep).not.toBeChecked();
    await user.click(screen.getByText("Keep me signed in on this device"));
    expect(keep).toBeChecked();
    await user.type(screen.getByLabelText("Password"), "e2e-admin-password{Enter}");
    expect(await screen.findByText("Unlocked with kept.page.token")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/admin/session",
      expect.objectContaining({
        method: "POST",
        body: JSON.stringify({ password: "e2e-admin-password", keepSignedIn: true }),
      }),
    );
  });

  it.each([
    ["the server cannot be reached", () => Promise.reject(new TypeError("offline"))],
    ["the server fails", async () => fakeJsonResponse(503, { message: "Service unavailable" })],
  ])("keeps a kept session and says it is not signed out when %s, and signs out on a retry", async (_label, reply) => {
    // The kept-session cookie is httpOnly: only the server can end it, so a failed sign out must not
    // look signed out (the next load would open the admin again by itself).
    fetchMock.mockImplementationOnce(reply).mockResolvedValueOnce(fakeJsonResponse(204, null));
    const kept = {
      token: "resumed.token",
      expiresAt: "2099-01-01T18:00:00.000Z",
      keptUntil: "2099-01-01T18:00:00.000Z",
    };
    const user = userEvent.setup();
    render(
      <ShopTimeZoneProvider timeZone="UTC">
        <KeptAdminSessionProvider session={kept}>
          <AdminPasswordGate title="Admin Access" buttonLabel="Login">
            <TokenProbe />
          </AdminPasswordGate>
        </KeptAdminSessionProvider>
        <Toaster />
      </ShopTimeZoneProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("Not signed out")).toBeInTheDocument();
    expect(
      screen.getByText("This device stays signed in until Jan 1, 2099, 6:00 PM UTC. Try again."),
    ).toBeInTheDocument();
    expect(screen.getByText("Unlocked with resumed.token")).toBeInTheDocument();
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
    expect(screen.queryByText("Signed out on this page")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByLabelText("Password")).toBeInTheDocument();
    expect(screen.queryByText(/Unlocked/)).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith(
      "/api/admin/session",
      expect.objectContaining({ method: "DELETE", headers: { Authorization: "Bearer resumed.token" } }),
    );
  });

  it("opens by itself with the kept session the admin layout resumed, and forgets it on sign out", async () => {
    fetchMock.mockResolvedValueOnce(fakeJsonResponse(204, null));
    const kept = {
      token: "resumed.token",
      expiresAt: "2099-01-01T00:00:00.000Z",
      keptUntil: "2099-01-01T00:00:00.000Z",
    };
    const user = userEvent.setup();
    const { rerender } = render(
      <KeptAdminSessionProvider session={kept}>
        <AdminPasswordGate title="Admin Access" buttonLabel="Login">
          <TokenProbe />
        </AdminPasswordGate>
      </KeptAdminSessionProvider>,
    );
    expect(screen.getByText("Unlocked with resumed.token")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByLabelText("Password")).toBeInTheDocument();
    // Another gate of this tab (a client-side navigation) no longer opens with the signed-out session.
    rerender(
      <KeptAdminSessionProvider session={kept}>
        <AdminPasswordGate key="other" title="Admin Access - Settings" buttonLabel="Open Settings">
          <TokenProbe />
        </AdminPasswordGate>
      </KeptAdminSessionProvider>,
    );
    expect(screen.getByRole("heading", { name: "Admin Access - Settings" })).toBeInTheDocument();
    expect(screen.queryByText(/Unlocked/)).not.toBeInTheDocument();
  });
});
