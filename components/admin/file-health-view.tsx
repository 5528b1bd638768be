"use client";

import { useCallback, useEffect, useState } from "react";
import { AlertTriangle, CheckCircle2, Loader2, RefreshCw } from "lucide-react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatTime } from "./format";
import { useShopTimeZone } from "./shop-time-zone";
import type { FileHealthEntry, FileHealthReport, FileHealthStatus } from "@/lib/client/admin-types";
import { useAdminApi } from "./admin-session";
import { toastError } from "./admin-toasts";
import { FileDetails } from "./file-details";
import { SignOutButton } from "./sign-out-button";

/** Spec sections 4 and 9: the report refreshes itself every 30 seconds. */
export const FILE_HEALTH_POLL_MS = 30_000;

const STATUS_LABELS: Record<FileHealthStatus, { label: string; variant: BadgeProps["variant"] }> = {
  healthy: { label: "Healthy", variant: "success" },
  corrupted: { label: "Corrupted", variant: "warning" },
  missing: { label: "Missing", variant: "destructive" },
};

function FileStatusBadge({ status }: { status: FileHealthStatus }) {
  const { label, variant } = STATUS_LABELS[status] ?? { label: status, variant: "outline" };
  return <Badge variant={variant}>{label}</Badge>;
}

/** "Proof 2 · order #42-112126"; a proof image no proof refers to (a send that failed after storing it) says so. */
export function describeProofFile(proof: FileHealthEntry["proof"]): string {
  return proof ? `Proof ${proof.version} · order ${proof.orderNumber}` : "Proof image, not attached to an order";
}

/** /admin/file-health once unlocked: summary, file list and the selected file's details. */
export function FileHealthView() {
  const api = useAdminApi();
  const timeZone = useShopTimeZone();
  const [report, setReport] = useState<FileHealthReport | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    const load = () =>
      api.request<FileHealthReport>("GET", "/api/admin/file-health").then(
        (next) => {
          if (cancelled) return;
          setReport(next);
          setLoading(false);
        },
        (error: unknown) => {
          if (cancelled) return;
          setLoading(false);
          toastError(error, "Failed to load the file health report");
        },
      );
    void load();
    const timer = window.setInterval(load, FILE_HEALTH_POLL_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [api, version]);

  const refresh = useCallback(() => {
    setLoading(true);
    setVersion((value) => value + 1);
  }, []);

  const summary = report?.summary;
  const healthy = report?.status === "all_healthy";

  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">File Health Monitor</h1>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={refresh} disabled={loading}>
            <RefreshCw className={loading ? "animate-spin" : undefined} aria-hidden="true" />
            Refresh
          </Button>
          <SignOutButton />
        </div>
      </header>

      <section aria-label="Summary" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {(
          [
            ["Total Files", summary?.total, "text-slate-900"],
            ["Healthy", summary?.healthy, "text-green-800"],
            ["Corrupted", summary?.corrupted, "text-amber-800"],
            ["Missing", summary?.missing, "text-red-800"],
          ] as const
        ).map(([label, value, colour]) => (
          <Card key={label}>
            <CardHeader className="pb-2">
              <CardTitle className="text-sm font-medium text-slate-700">{label}</CardTitle>
            </CardHeader>
            <CardContent>
              <p
                className={`text-3xl font-bold ${colour}`}
                data-testid={`summary-${label.toLowerCase().replace(" ", "-")}`}
              >
                {value ?? "–"}
              </p>
            </CardContent>
          </Card>
        ))}
      </section>

      {report && (
        <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg border bg-white p-4">
          {healthy ? (
            <CheckCircle2 className="h-5 w-5 text-green-700" aria-hidden="true" />
          ) : (
            <AlertTriangle className="h-5 w-5 text-amber-700" aria-hidden="true" />
          )}
          <span className={`font-semibold ${healthy ? "text-green-800" : "text-amber-800"}`}>
            {healthy ? "All Healthy" : "Issues Detected"}
          </span>
          <span className="text-sm text-slate-700">Last checked: {formatTime(report.timestamp, timeZone)}</span>
        </div>
      )}

      {report?.backupSharesStorage && (
        <p
          className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
          data-testid="backup-shares-storage"
        >
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
          <span>
            <strong>Primary and backup share one storage.</strong> A lost disk or store takes both copies; set
            DESIGN_BACKUP_DIR (local folder) or BACKUP_BLOB_READ_WRITE_TOKEN (Vercel Blob) to keep backups apart.
          </span>
        </p>
      )}

      {/* grid-cols-1 is minmax(0, 1fr): without it the one column grows to the longest file name and the page scrolls sideways on a phone. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <Card>
          <CardHeader>
            <CardTitle>All Files</CardTitle>
          </CardHeader>
          <CardContent>
            {loading && !report ? (
              <div role="status" className="flex justify-center py-8">
                <Loader2 className="h-6 w-6 animate-spin text-slate-600" aria-hidden="true" />
                <span className="sr-only">Loading files</span>
              </div>
            ) : report && report.files.length > 0 ? (
              <ul className="max-h-[32rem] space-y-1 overflow-y-auto">
                {report.files.map((file) => (
                  <li key={file.filename}>
                    <button
                      type="button"
                      aria-pressed={selected === file.filename}
                      onClick={() => setSelected(file.filename)}
                      className={`flex w-full items-center justify-between gap-3 rounded-md border px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ${
                        selected === file.filename ? "border-primary bg-blue-50" : "border-transparent"
                      }`}
                    >
                      <span className="min-w-0">
                        <span className="block truncate" title={file.filename}>
                          {file.originalName}
                        </span>
                        {file.kind === "proof" && (
                          <span className="block text-xs text-slate-700">{describeProofFile(file.proof)}</span>
                        )}
                      </span>
                      <span className="flex shrink-0 items-center gap-1.5">
                        {file.kind === "proof" && <Badge variant="purple">Proof</Badge>}
                        <FileStatusBadge status={file.status} />
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="py-6 text-center text-slate-600">No files found</p>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>File Details</CardTitle>
          </CardHeader>
          <CardContent>
            {selected ? (
              <FileDetails key={selected} fileName={selected} onChanged={refresh} />
            ) : (
              <p className="py-6 text-center text-slate-600">Select a file to view details</p>
            )}
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
