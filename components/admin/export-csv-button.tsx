"use client";

import { useState } from "react";
import { Download, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { downloadOrdersCsv } from "@/lib/client/admin-api";
import { useAdminApi } from "./admin-session";
import { toastError } from "./admin-toasts";

/** Export CSV: the server builds the file (quoted, formula-safe); the browser saves it under the server's name. */
export function ExportCsvButton({ archived }: { archived: boolean }) {
  const api = useAdminApi();
  const [busy, setBusy] = useState(false);
  async function exportCsv() {
    setBusy(true);
    try {
      await downloadOrdersCsv(api, archived);
    } catch (error) {
      toastError(error, "Failed to export orders");
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button type="button" variant="outline" onClick={exportCsv} disabled={busy}>
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
      Export CSV
    </Button>
  );
}
