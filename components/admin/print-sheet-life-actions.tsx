"use client";

import { useState } from "react";
import { CheckCheck, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { DISCARDABLE_SHEET_STATUSES, type PrintSheetStatus } from "@/lib/domain/print-sheet-statuses";
import {
  DISCARDED_SHEET_FILE_GRACE_DAYS,
  discardedSheetFileDeleteAfter,
} from "@/lib/print-sheets/discarded-sheet-grace";
import type { PrintSheetActionResult } from "@/lib/print-sheets/print-sheet-dto";
import { useAdminApi } from "./admin-session";
import { ConfirmDialog } from "./confirm-dialog";
import { formatShopDateTime } from "./format";
import { useShopTimeZone } from "./shop-time-zone";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

type Props = {
  sheetId: number;
  status: PrintSheetStatus;
  orderCount: number;
  /** Whether a PDF is stored (a made sheet): the dialog then says when it is deleted. */
  hasFile: boolean;
  /** After the sheet changed: read it and the queue again. */
  onChanged: () => void;
};

/** What discarding a sheet in this status does to its orders, in the dialog's words. */
function describeOrders(status: PrintSheetStatus, orderCount: number): string {
  if (status === "failed")
    return `Its ${plural(orderCount, "order is", "orders are")} back in the print queue already.`;
  const making = status === "making" ? " The sheet being made is stopped and its file thrown away." : "";
  return `Its ${plural(orderCount, "order goes", "orders go")} back to the print queue, ready for a new sheet.${making}`;
}

/**
 * The end of a sheet's life: "Discard" (queued, making, ready or failed: its orders go back to the queue, the PDF
 * is deleted after the grace period) and "Mark sheet done" (printing), each asked in a confirmation dialog.
 */
export function PrintSheetLifeActions({ sheetId, status, orderCount, hasFile, onChanged }: Props) {
  const api = useAdminApi();
  const timeZone = useShopTimeZone();
  const [asking, setAsking] = useState<"discard" | "done" | null>(null);
  const discardable = (DISCARDABLE_SHEET_STATUSES as readonly string[]).includes(status);
  if (!discardable && status !== "printing") return null;

  async function act(action: "discard" | "done") {
    const result = await api.request<PrintSheetActionResult>("POST", `/api/admin/print-sheets/${sheetId}/${action}`);
    toast({ title: action === "discard" ? "Print sheet discarded" : "Print sheet done", description: result.message });
    onChanged();
  }

  const deleteOn = formatShopDateTime(discardedSheetFileDeleteAfter(new Date()).toISOString(), timeZone);
  return (
    <>
      {status === "printing" && (
        <Button type="button" onClick={() => setAsking("done")}>
          <CheckCheck aria-hidden="true" />
          Mark sheet done
        </Button>
      )}
      {discardable && (
        <Button type="button" variant="outline" onClick={() => setAsking("discard")}>
          <Trash2 aria-hidden="true" />
          Discard sheet
        </Button>
      )}
      <ConfirmDialog
        open={asking === "discard"}
        onOpenChange={(open) => setAsking(open ? "discard" : null)}
        title={`Discard print sheet ${sheetId}?`}
        description={`${describeOrders(status, orderCount)} ${
          hasFile
            ? `Its PDF is kept ${DISCARDED_SHEET_FILE_GRACE_DAYS} days, then deleted (after ${deleteOn}).`
            : "It has no PDF to keep."
        } The sheet stays listed as discarded.`}
        confirmLabel="Discard sheet"
        confirmVariant="destructive"
        onConfirm={() => act("discard")}
        fallbackError="Failed to discard the print sheet"
      />
      <ConfirmDialog
        open={asking === "done"}
        onOpenChange={(open) => setAsking(open ? "done" : null)}
        title={`Mark print sheet ${sheetId} done?`}
        description="Printed and cut: the sheet is finished. Its orders keep their status; ship them from Orders."
        confirmLabel="Mark done"
        onConfirm={() => act("done")}
        fallbackError="Failed to mark the print sheet done"
      />
    </>
  );
}
