"use client";

import { useEffect, useState } from "react";
import { Check, DatabaseBackup, ExternalLink, Loader2, RotateCcw, X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { formatShopDateTime } from "./format";
import { useShopTimeZone } from "./shop-time-zone";
import type { FileActionResult, FileInfo } from "@/lib/client/admin-types";
import { useAdminApi } from "./admin-session";
import { toastError } from "./admin-toasts";

type Props = { fileName: string; onChanged: () => void };

function Tick({ label, ok, text }: { label: string; ok: boolean; text: string }) {
  return (
    <li className="flex items-center gap-2 text-sm">
      {ok ? (
        <Check className="h-4 w-4 text-green-700" aria-hidden="true" />
      ) : (
        <X className="h-4 w-4 text-red-700" aria-hidden="true" />
      )}
      <span className="font-medium">{label}:</span>
      <span className={ok ? "text-green-800" : "text-red-800"}>
        <span aria-hidden="true">{ok ? "✓ " : "✗ "}</span>
        {text}
      </span>
    </li>
  );
}

function copyState(exists: boolean, healthy: boolean): { ok: boolean; text: string } {
  if (!exists) return { ok: false, text: "Missing" };
  return healthy ? { ok: true, text: "Healthy" } : { ok: false, text: "Corrupted" };
}

/** The selected file: protection state, preview, the three stored copies, backup and restore. */
export function FileDetails({ fileName, onChanged }: Props) {
  const api = useAdminApi();
  const timeZone = useShopTimeZone();
  const [info, setInfo] = useState<FileInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);
  const [busy, setBusy] = useState<"backup" | "restore" | null>(null);

  useEffect(() => {
    let cancelled = false;
    api.request<FileInfo>("GET", `/api/admin/file-info/${encodeURIComponent(fileName)}`).then(
      (next) => {
        if (!cancelled) setInfo(next);
      },
      (error: unknown) => {
        if (cancelled) return;
        setFailed(true);
        toastError(error, "Failed to load file details");
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, fileName]);

  async function run(action: "backup" | "restore") {
    setBusy(action);
    const url =
      action === "backup"
        ? `/api/admin/create-backup/${encodeURIComponent(fileName)}`
        : `/api/admin/restore-primary/${encodeURIComponent(fileName)}`;
    try {
      const result = await api.request<FileActionResult>("POST", url);
      setInfo(result.fileInfo);
      setImageFailed(false);
      toast({ title: action === "backup" ? "Backup Created" : "File Restored", description: result.message });
      onChanged();
    } catch (error) {
      if (action === "backup") toastError(error, "Failed to create backup", "Backup Failed");
      else toastError(error, "Failed to restore file", "Restore Failed");
    } finally {
      setBusy(null);
    }
  }

  if (!info) {
    return failed ? (
      <p className="py-6 text-center text-slate-600">File details could not be loaded.</p>
    ) : (
      <div role="status" className="flex justify-center py-8">
        <Loader2 className="h-6 w-6 animate-spin text-slate-600" aria-hidden="true" />
        <span className="sr-only">Loading file details</span>
      </div>
    );
  }

  const protectedFully = info.backupSystemStatus === "fully_protected";
  const primary = copyState(info.primaryExists, info.primaryHealthy);
  const backup = copyState(info.backupExists, info.backupHealthy);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="break-all font-semibold text-slate-900">{info.originalName}</p>
          <p className="text-sm text-slate-700">
            <span className="font-medium">MIME type:</span> {info.mimeType}
          </p>
          <p className="break-all text-xs text-slate-600">{info.filename}</p>
        </div>
        <Badge variant={protectedFully ? "success" : "destructive"}>
          {protectedFully ? "Fully Protected" : "At Risk"}
        </Badge>
      </div>

      {info.isImage && info.primaryExists && info.previewUrl && (
        <div className="space-y-2">
          {imageFailed ? (
            <p className="rounded-md border border-dashed p-6 text-center text-sm text-slate-700">
              Image could not be loaded
            </p>
          ) : (
            // A short-lived signed URL to a private file: next/image's optimiser must not fetch or cache it.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={info.previewUrl}
              alt={`Preview of ${info.originalName}`}
              className="max-h-72 w-auto max-w-full rounded-md border bg-slate-50 object-contain"
              onError={() => setImageFailed(true)}
            />
          )}
          <a
            href={info.previewUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
          >
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            Open Full Size
          </a>
        </div>
      )}

      {info.viewUrl && (
        <Button asChild variant="outline" size="sm">
          <a href={info.viewUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            View File
          </a>
        </Button>
      )}

      <ul className="space-y-1.5" aria-label="Stored copies">
        <Tick label="Primary File" ok={primary.ok} text={primary.text} />
        <Tick label="Backup File" ok={backup.ok} text={backup.text} />
        <Tick label="Metadata" ok={info.metadataExists} text={info.metadataExists ? "Present" : "Missing"} />
      </ul>

      {info.metadata && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium text-slate-700">Checksum</dt>
          <dd className="break-all font-mono text-xs">{info.metadata.checksum}</dd>
          <dt className="font-medium text-slate-700">Created</dt>
          <dd>{formatShopDateTime(info.metadata.createdAt, timeZone)}</dd>
          <dt className="font-medium text-slate-700">Verified</dt>
          <dd>{info.metadata.verified ? "Yes" : "No"}</dd>
        </dl>
      )}

      <div className="flex flex-wrap gap-2">
        {!protectedFully && (
          <Button type="button" onClick={() => run("backup")} disabled={busy !== null}>
            {busy === "backup" ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <DatabaseBackup aria-hidden="true" />
            )}
            {busy === "backup" ? "Creating Backup..." : "Create Backup"}
          </Button>
        )}
        {info.canRestorePrimary && (
          <Button type="button" variant="outline" onClick={() => run("restore")} disabled={busy !== null}>
            {busy === "restore" ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <RotateCcw aria-hidden="true" />
            )}
            {busy === "restore" ? "Restoring..." : "Restore from Backup"}
          </Button>
        )}
      </div>
    </div>
  );
}
