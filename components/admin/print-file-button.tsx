"use client";

import { useId, useState } from "react";
import { FileDown, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { downloadPrintFile } from "@/lib/client/admin-api";
import { useAdminApi } from "./admin-session";
import { toastError } from "./admin-toasts";

/**
 * "Download print file": the order's print-ready PDF (artwork with bleed, CutContour cut line) as the server
 * writes it. Disabled, with the reason beside it, until the order is paid and its proof approved.
 */
export function PrintFileButton({ orderId, blockedReason }: { orderId: number; blockedReason: string | null }) {
  const api = useAdminApi();
  const reasonId = useId();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadPrintFile(api, orderId);
    } catch (error) {
      toastError(error, "Failed to download the print file");
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="space-y-2 print:hidden">
      <Button
        type="button"
        variant="outline"
        onClick={download}
        disabled={busy || blockedReason !== null}
        aria-describedby={blockedReason ? reasonId : undefined}
      >
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileDown aria-hidden="true" />}
        Download print file
      </Button>
      {blockedReason && (
        <p id={reasonId} className="text-sm text-slate-600">
          {blockedReason}
        </p>
      )}
    </div>
  );
}
