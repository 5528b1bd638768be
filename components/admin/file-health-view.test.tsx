/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FileHealthReport, FileInfo } from "@/lib/client/admin-types";
import { FILE_HEALTH_POLL_MS, FileHealthView } from "./file-health-view";
import { ok, renderUnlocked, routeFetch } from "@/tests/helpers/admin-ui";

const GOOD = "11111111-1111-4111-8111-111111111111.png";
const BAD = "22222222-2222-4222-8222-222222222222.png";

const report = (overrides: Partial<FileHealthReport> = {}): FileHealthReport => ({
  status: "issues_detected",
  timestamp: "2026-11-21T18:30:00.000Z",
  summary: { total: 2, healthy: 1, corrupted: 1, missing: 0 },
  details: { healthy: [GOOD], corrupted: [BAD], missing: [] },
  files: [
    { filename: GOOD, originalName: "logo.png", status: "healthy", kind: "design", proof: null },
    { filename: BAD, originalName: "banner.png", status: "corrupted", kind: "design", proof: null },
  ],
  backupSharesStorage: false,
  ...overrides,
});

const PROOF = "33333333-3333-4333-8333-333333333333.png";
const ORPHAN = "44444444-4444-4444-8444-444444444444.jpg";

const info = (overrides: Partial<FileInfo> = {}): FileInfo => ({
  filename: BAD,
  originalName: "banner.png",
  mimeType: "image/png",
  isImage: true,
  status: "corrupted",
  primaryExists: true,
  primaryHealthy: false,
  backupExists: true,
  backupHealthy: true,
  metadataExists: true,
  backupSystemStatus: "at_risk",
  metadata: { checksum: "ab12cd34", createdAt: "2026-11-20T10:00:00.000Z", verified: false },
  previewUrl: "/api/design-files/signed?token=preview",
  viewUrl: "/api/design-files/signed?token=view",
  canRestorePrimary: true,
  canCreateBackup: false,
  ...overrides,
});

describe("FileHealthView", () => {
  it("marks proof images with a Proof badge and the proof version and order they belong to", async () => {
    routeFetch([
      {
        method: "GET",
        path: "/api/admin/file-health",
        reply: ok(
          report({
            files: [
              {
                filename: PROOF,
                originalName: "proof-2.png",
                status: "healthy",
                kind: "proof",
                proof: { version: 2, orderId: 42, orderNumber: "#42-112126" },
              },
              { filename: ORPHAN, originalName: "proof-1.jpg", status: "missing", kind: "proof", proof: null },
              { filename: GOOD, originalName: "logo.png", status: "healthy", kind: "design", proof: null },
            ],
          }),
        ),
      },
    ]);
    renderUnlocked(<FileHealthView />);
    const proof = await screen.findByRole("button", { name: /^proof-2\.png/ });
    expect(proof).toHaveTextContent("proof-2.pngProof 2 · order #42-112126ProofHealthy");
    expect(screen.getByRole("button", { name: /^proof-1\.jpg/ })).toHaveTextContent(
      "proof-1.jpgProof image, not attached to an orderProofMissing",
    );
    const design = screen.getByRole("button", { name: /^logo\.png/ });
    expect(design).toHaveTextContent(/^logo\.pngHealthy$/);
  });

  it("shows the summary, the status line and the file list; nothing selected yet", async () => {
    routeFetch([{ method: "GET", path: "/api/admin/file-health", reply: ok(report()) }]);
    renderUnlocked(<FileHealthView />);
    expect(await screen.findByText("Issues Detected")).toBeInTheDocument();
    // The shop's clock (America/Los_Angeles by default) with its zone, not the browser's.
    expect(screen.getByText("Last checked: 10:30:00 AM PST")).toBeInTheDocument();
    for (const [label, value] of [
      ["total-files", "2"],
      ["healthy", "1"],
      ["corrupted", "1"],
      ["missing", "0"],
    ]) {
      expect(screen.getByTestId(`summary-${label}`)).toHaveTextContent(value!);
    }
    for (const title of ["Total Files", "Healthy", "Corrupted", "Missing", "All Files", "File Details"])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: "logo.png Healthy" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "banner.png Corrupted" })).toBeInTheDocument();
    expect(screen.getByText("Select a file to view details")).toBeInTheDocument();
  });

  it("says 'All Healthy' when nothing is wrong", async () => {
    routeFetch([
      {
        method: "GET",
        path: "/api/admin/file-health",
        reply: ok(report({ status: "all_healthy", summary: { total: 1, healthy: 1, corrupted: 0, missing: 0 } })),
      },
    ]);
    renderUnlocked(<FileHealthView />);
    expect(await screen.findByText("All Healthy")).toBeInTheDocument();
  });

  it("says when primary and backup share one storage, and only then", async () => {
    routeFetch([{ method: "GET", path: "/api/admin/file-health", reply: ok(report({ backupSharesStorage: true })) }]);
    const { unmount } = renderUnlocked(<FileHealthView />);
    expect(await screen.findByText("Primary and backup share one storage.")).toBeInTheDocument();
    unmount();

    routeFetch([{ method: "GET", path: "/api/admin/file-health", reply: ok(report()) }]);
    renderUnlocked(<FileHealthView />);
    expect(await screen.findByText("Issues Detected")).toBeInTheDocument();
    expect(screen.queryByText("Primary and backup share one storage.")).toBeNull();
  });

  it("refreshes the report every 30 seconds and on Refresh", async () => {
    jest.useFakeTimers();
    try {
      const { calls } = routeFetch([{ method: "GET", path: "/api/admin/file-health", reply: ok(report()) }]);
      renderUnlocked(<FileHealthView />);
      await act(async () => undefined);
      expect(calls).toHaveLength(1);
      await act(async () => {
        jest.advanceTimersByTime(FILE_HEALTH_POLL_MS - 1);
      });
      expect(calls).toHaveLength(1);
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      expect(calls).toHaveLength(2);
      expect(FILE_HEALTH_POLL_MS).toBe(30_000);
      await act(async () => {
        fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
      });
      expect(calls).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows the selected file's details with ticks, metadata, preview and links", async () => {
    routeFetch([
      { method: "GET", path: "/api/admin/file-health", reply: ok(report()) },
      { method: "GET", path: `/api/admin/file-info/${BAD}`, reply: ok(info()) },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<FileHealthView />);
    await user.click(await screen.findByRole("button", { name: "banner.png Corrupted" }));
    expect(screen.getByRole("button", { name: "banner.png Corrupted" })).toHaveAttribute("aria-pressed", "true");
    expect(await screen.findByText("At Risk")).toBeInTheDocument();
    expect(screen.getByText("image/png")).toBeInTheDocument();
    const copies = screen.getByRole("list", { name: "Stored copies" });
    expect(
      within(copies)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Primary File:✗ Corrupted", "Backup File:✓ Healthy", "Metadata:✓ Present"]);
    expect(screen.getByText("ab12cd34")).toBeInTheDocument();
    expect(screen.getByText("Verified").nextElementSibling).toHaveTextContent("No");
    expect(screen.getByRole("img", { name: "Preview of banner.png" })).toHaveAttribute(
      "src",
      "/api/design-files/signed?token=preview",
    );
    expect(screen.getByRole("link", { name: "Open Full Size" })).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "View File" })).toHaveAttribute(
      "href",
      "/api/design-files/signed?token=view",
    );
    expect(screen.getByRole("button", { name: "Create Backup" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Restore from Backup" })).toBeInTheDocument();

    fireEvent.error(screen.getByRole("img", { name: "Preview of banner.png" }));
    expect(screen.getByText("Image could not be loaded")).toBeInTheDocument();
  });

  it("hides Create Backup for a fully protected file and the preview when the primary is gone", async () => {
    routeFetch([
      { method: "GET", path: "/api/admin/file-health", reply: ok(report()) },
      {
        method: "GET",
        path: `/api/admin/file-info/${GOOD}`,
        reply: ok(
          info({
            filename: GOOD,
            originalName: "logo.png",
            backupSystemStatus: "fully_protected",
            primaryHealthy: true,
            canRestorePrimary: false,
            metadata: null,
          }),
        ),
      },
      {
        method: "GET",
        path: `/api/admin/file-info/${BAD}`,
        reply: ok(info({ primaryExists: false, previewUrl: null, viewUrl: null })),
      },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<FileHealthView />);
    await user.click(await screen.findByRole("button", { name: "logo.png Healthy" }));
    expect(await screen.findByText("Fully Protected")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create Backup" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Restore from Backup" })).not.toBeInTheDocument();
    expect(screen.queryByText("Checksum")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "banner.png Corrupted" }));
    expect(await screen.findByText("At Risk")).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "View File" })).not.toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Stored copies" })).getAllByRole("listitem")[0]).toHaveTextContent(
      "Primary File:✗ Missing",
    );
  });

  it("creates a backup ('Creating Backup...' while working) and toasts 'Backup Created'", async () => {
    let release: () => void = () => undefined;
    const { calls } = routeFetch([
      { method: "GET", path: "/api/admin/file-health", reply: ok(report()) },
      {
        method: "GET",
        path: `/api/admin/file-info/${BAD}`,
        reply: ok(info({ primaryHealthy: true, backupExists: false, backupHealthy: false, canRestorePrimary: false })),
      },
      {
        method: "POST",
        path: `/api/admin/create-backup/${BAD}`,
        reply: ok({
          message: "Backup created",
          fileInfo: info({ primaryHealthy: true, backupSystemStatus: "fully_protected", canRestorePrimary: false }),
        }),
      },
    ]);
    const realFetch = global.fetch;
    global.fetch = jest.fn(async (...args: Parameters<typeof fetch>) => {
      if (args[1]?.method === "POST") await new Promise<void>((resolve) => (release = resolve));
      return realFetch(...args);
    }) as typeof fetch;
    const user = userEvent.setup();
    renderUnlocked(<FileHealthView />);
    await user.click(await screen.findByRole("button", { name: "banner.png Corrupted" }));
    await user.click(await screen.findByRole("button", { name: "Create Backup" }));
    expect(await screen.findByRole("button", { name: "Creating Backup..." })).toBeDisabled();
    await act(async () => release());
    expect(await screen.findByText("Backup Created")).toBeInTheDocument();
    expect(await screen.findByText("Fully Protected")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create Backup" })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url === "/api/admin/file-health").length).toBeGreaterThanOrEqual(2);
  });

  it("shows 'Backup Failed' with the server's message, or the fallback", async () => {
    let answer = {
      status: 409,
      body: { message: "The primary file is corrupted; the good backup was kept" } as object,
    };
    routeFetch([
      { method: "GET", path: "/api/admin/file-health", reply: ok(report()) },
      { method: "GET", path: `/api/admin/file-info/${BAD}`, reply: ok(info()) },
      { method: "POST", path: `/api/admin/create-backup/${BAD}`, reply: () => answer },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<FileHealthView />);
    await user.click(await screen.findByRole("button", { name: "banner.png Corrupted" }));
    await user.click(await screen.findByRole("button", { name: "Create Backup" }));
    expect(await screen.findByText("Backup Failed")).toBeInTheDocument();
    expect(screen.getByText("The primary file is corrupted; the good backup was kept")).toBeInTheDocument();
    answer = { status: 500, body: {} };
    await user.click(screen.getByRole("button", { name: "Create Backup" }));
    expect(await screen.findByText("Failed to create backup")).toBeInTheDocument();
  });

  it("restores the primary from the backup", async () => {
    const { calls } = routeFetch([
      { method: "GET", path: "/api/admin/file-health", reply: ok(report()) },
      { method: "GET", path: `/api/admin/file-info/${BAD}`, reply: ok(info()) },
      {
        method: "POST",
        path: `/api/admin/restore-primary/${BAD}`,
        reply: ok({
          message: "Primary file restored from backup",
          fileInfo: info({ primaryHealthy: true, backupSystemStatus: "fully_protected", canRestorePrimary: false }),
        }),
      },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<FileHealthView />);
    await user.click(await screen.findByRole("button", { name: "banner.png Corrupted" }));
    await user.click(await screen.findByRole("button", { name: "Restore from Backup" }));
    expect(await screen.findByText("Primary file restored from backup")).toBeInTheDocument();
    expect(await screen.findByText("Fully Protected")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST" && call.url === `/api/admin/restore-primary/${BAD}`)).toBe(true);
  });
});
