/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ExportCsvButton } from "./export-csv-button";
import { renderUnlocked } from "@/tests/helpers/admin-ui";

function csvResponse(status: number, disposition: string | null) {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: "",
    headers: { get: (name: string) => (name.toLowerCase() === "content-disposition" ? disposition : null) },
    blob: async () => new Blob(["Order ID\n#1-112126\n"], { type: "text/csv" }),
    text: async () => JSON.stringify({ message: "Export failed on the server" }),
    json: async () => ({ message: "Export failed on the server" }),
  } as unknown as Response;
}

let clicked: Array<{ href: string; download: string }>;
beforeEach(() => {
  clicked = [];
  URL.createObjectURL = jest.fn(() => "blob:csv");
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute("href") ?? "", download: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

describe("ExportCsvButton", () => {
  it("fetches the archive export with the token and saves it under the server's file name", async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValue(csvResponse(200, 'attachment; filename="archived-orders-2026-11-21.csv"'));
    global.fetch = fetchMock;
    const user = userEvent.setup();
    renderUnlocked(<ExportCsvButton archived />);
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/orders/export?archived=1",
      expect.objectContaining({ headers: { Authorization: "Bearer test-admin-token" } }),
    );
    expect(clicked).toEqual([{ href: "blob:csv", download: "archived-orders-2026-11-21.csv" }]);
  });

  it("falls back to orders-{date}.csv without a Content-Disposition", async () => {
    global.fetch = jest.fn().mockResolvedValue(csvResponse(200, null));
    const user = userEvent.setup();
    renderUnlocked(<ExportCsvButton archived={false} />);
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(global.fetch).toHaveBeenCalledWith("/api/orders/export?archived=0", expect.anything());
    expect(clicked[0]?.download).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it("shows the server's message when the export fails", async () => {
    global.fetch = jest.fn().mockResolvedValue(csvResponse(500, null));
    const user = userEvent.setup();
    renderUnlocked(<ExportCsvButton archived={false} />);
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("Export failed on the server")).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });
});
