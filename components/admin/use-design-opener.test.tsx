/** @jest-environment jsdom */
import { act, screen } from "@testing-library/react";
import { Button } from "@/components/ui/button";
import { fakeJsonResponse } from "@/tests/helpers/fake-response";
import { renderUnlocked } from "@/tests/helpers/admin-ui";
import { useDesignOpener } from "./use-design-opener";

function Opener() {
  const open = useDesignOpener();
  return <Button onClick={() => open({ designId: 42, orderNumber: "#9-112126" })}>Open</Button>;
}

type FakeTab = { opener: unknown; location: { href: string }; close: jest.Mock };
let tab: FakeTab;
let openSpy: jest.SpyInstance;

beforeEach(() => {
  tab = { opener: window, location: { href: "about:blank" }, close: jest.fn() };
  openSpy = jest.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
});
afterEach(() => openSpy.mockRestore());

async function click() {
  await act(async () => {
    screen.getByRole("button", { name: "Open" }).click();
  });
}

describe("useDesignOpener", () => {
  it("opens a blank tab in the click and points it at the signed URL", async () => {
    const fetchMock = jest.fn().mockResolvedValue(
      fakeJsonResponse(200, {
        url: "/api/design-files/signed?t=abc",
        originalName: "logo.png",
        mimeType: "image/png",
        expiresAt: "2099-01-01T00:00:00Z",
      }),
    );
    global.fetch = fetchMock;
    renderUnlocked(<Opener />);
    await click();
    expect(openSpy).toHaveBeenCalledWith("", "_blank");
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe("/api/design-files/signed?t=abc");
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/design/42/file",
      expect.objectContaining({ headers: { Authorization: "Bearer test-admin-token" } }),
    );
  });

  it("closes the tab and names the original file when it is gone", async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValue(fakeJsonResponse(404, { message: "Design file not found", originalName: "banner.png" }));
    renderUnlocked(<Opener />);
    await click();
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByText("Design File Not Available")).toBeInTheDocument();
    expect(
      screen.getByText(
        "The design file for order #9-112126 is no longer available on the server. Original file: banner.png",
      ),
    ).toBeInTheDocument();
  });

  it("says 'Unknown' when the server does not know the original name", async () => {
    global.fetch = jest.fn().mockResolvedValue(fakeJsonResponse(404, { message: "Design not found" }));
    renderUnlocked(<Opener />);
    await click();
    expect(screen.getByText(/Original file: Unknown$/)).toBeInTheDocument();
  });

  it("says 'Failed to load design file' when the request fails", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    renderUnlocked(<Opener />);
    await click();
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(screen.getByText("Failed to load design file")).toBeInTheDocument();
  });
});
