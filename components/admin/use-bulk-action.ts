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
  /** The confirmation dialog's title, e.g. "Delete orders?". */
  confirmTitle: string;
  successTitle: string;
  fallbackError: string;
};

/** The action waiting for the operator's answer in the confirmation dialog. */
export type PendingBulkAction<S extends BulkActionSpec> = { orderIds: number[]; spec: S };

/**
 * Ask (the caller shows `pending` in the shop's confirmation dialog), then POST `{ orderIds }`, toast the
 * server's message and let the caller reload. A refusal is toasted ('Error' with the server's message)
 * and rethrown, so the dialog says it too. Nothing selected: nothing happens.
 */
export function useBulkAction<S extends BulkActionSpec>(onDone: () => void) {
  const api = useAdminApi();
  const [pending, setPending] = useState<PendingBulkAction<S> | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = useCallback((orderIds: number[], spec: S) => {
    if (orderIds.length > 0) setPending({ orderIds, spec });
  }, []);

  const cancel = useCallback(() => setPending(null), []);

  const confirm = useCallback(async () => {
    if (!pending) return;
    const { orderIds, spec } = pending;
    setBusy(true);
    try {
      const result = await api.request<BulkResult>("POST", spec.url, { orderIds });
      toast({ title: spec.successTitle, description: result.message });
      onDone();
    } catch (error) {
      toastError(error, spec.fallbackError);
      throw error;
    } finally {
      setBusy(false);
    }
  }, [api, onDone, pending]);

  return { busy, pending, ask, cancel, confirm };
}
