"use client";

import { useCallback, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import type { BulkResult } from "@/lib/client/admin-types";
import { useAdminApi } from "./admin-session";
import { toastError } from "./admin-toasts";

export type BulkActionSpec = {
  url: string;
  /** The exact confirmation text (spec section 5) for this many selected orders. */
  confirmText: (count: number) => string;
  successTitle: string;
  fallbackError: string;
};

/** Confirm, POST `{ orderIds }`, toast the server's message, then let the caller reload. Nothing selected: nothing happens. */
export function useBulkAction(onDone: () => void) {
  const api = useAdminApi();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (orderIds: number[], spec: BulkActionSpec) => {
      if (orderIds.length === 0 || busy) return;
      if (!window.confirm(spec.confirmText(orderIds.length))) return;
      setBusy(true);
      try {
        const result = await api.request<BulkResult>("POST", spec.url, { orderIds });
        toast({ title: spec.successTitle, description: result.message });
        onDone();
      } catch (error) {
        toastError(error, spec.fallbackError);
      } finally {
        setBusy(false);
      }
    },
    [api, busy, onDone],
  );
  return { busy, run };
}
