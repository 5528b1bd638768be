/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderUnlocked } from "@/tests/helpers/admin-ui";
import { PrintFileButton } from "./print-file-button";

const REASON = "The customer has not approved the proof yet: a print file is made only once they do.";

function pdfResponse(status: number, disposition: string | null, message = "") {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: "",
    headers: { get: (name: string) => (name.toLowerCase() === "content-disposition" ? disposition : null) },
    blob: async () => new Blob(["%PDF-1.3\n"], { type: "application/pdf" }),
    text: async () => JSON.stringify({ message }),
    json: async () => ({ message }),
  } as unknown as Response;
}

let clicked: Array<{ href: string; download: string }>;
beforeEach(() => {
  clicked = [];
  URL.createObjectURL = jest.fn(() => "blob:pdf");
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute("href") ?? "", download: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

describe("PrintFileButton", () => {
  it("downloads the order's print file with the token, under the server's file name", async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValue(pdfResponse(200, 'attachment; filename="order-7-112126-circle-3x3in.pdf"'));
    global.fetch = fetchMock;
    renderUnlocked(<PrintFileButton orderId={7} blockedReason={null} />);
    const button = screen.getByRole("button", { name: "Download print file" });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/admin/orders/7/print-file",
      expect.objectContaining({ headers: { Authorization: "Bearer test-admin-token" } }),
    );
    expect(clicked).toEqual([{ href: "blob:pdf", download: "order-7-112126-circle-3x3in.pdf" }]);
  });

  it("is disabled while the order may not be printed, and says why", async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    renderUnlocked(<PrintFileButton orderId={7} blockedReason={REASON} />);
    const button = screen.getByRole("button", { name: "Download print file" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(REASON);
    await userEvent.click(button);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(clicked).toHaveLength(0);
  });

  it("shows the server's refusal and saves nothing", async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValue(pdfResponse(409, null, "The order was cancelled: its stickers are not to be printed."));
    renderUnlocked(<PrintFileButton orderId={7} blockedReason={null} />);
    await userEvent.click(screen.getByRole("button", { name: "Download print file" }));
    expect(await screen.findByText("The order was cancelled: its stickers are not to be printed.")).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });
});
