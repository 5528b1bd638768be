"use client";

import { useState, type MouseEvent } from "react";
import { Download, Loader2, Printer } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import type { MarkPrintingResult, PrintSheetDto } from "@/lib/print-sheets/print-sheet-dto";
import { useAdminApi } from "./admin-session";
import { toastError } from "./admin-toasts";
import { ConfirmDialog } from "./confirm-dialog";
import { formatShopDateTime } from "./format";
import { STATUS_EMAIL_NAMES } from "./order-status-control";
import { PrintSheetLifeActions } from "./print-sheet-life-actions";
import { PrintSheetPreview } from "./print-sheet-preview";
import {
  describeLayoutMethod,
  describeMedia,
  describeSheetStock,
  formatUtilisation,
  PrintSheetStatusBadge,
} from "./print-sheet-status";
import { useShopTimeZone } from "./shop-time-zone";
import { countCustomerEmails, describeCustomerEmails } from "@/lib/domain/count-customer-emails";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

type Props = {
  id: string;
  sheetId: number;
  sheet: PrintSheetDto | null;
  /** After "Mark these orders printing", "Mark sheet done" or "Discard sheet": read the sheet and the queue again. */
  onChanged: () => void;
};

/** The orders on a sheet, each with its status now. */
function SheetOrders({ sheet }: { sheet: PrintSheetDto }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Orders on this sheet">
      {sheet.orders.map((order) => (
        <li key={order.id}>
          <Badge variant={order.status === "paid" ? "secondary" : "info"}>
            {order.orderNumber} × {order.quantity}: {order.status}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** A discarded sheet: who and when, its orders back in the queue, and its PDF's deletion. */
function DiscardedSheet({ sheet }: { sheet: PrintSheetDto }) {
  const timeZone = useShopTimeZone();
  const when = (iso: string) => formatShopDateTime(iso, timeZone);
  return (
    <>
      <p className="break-words text-slate-800" data-testid="print-sheet-discarded">
        Discarded{sheet.discardedBy ? ` by ${sheet.discardedBy}` : ""}
        {sheet.discardedAt ? ` on ${when(sheet.discardedAt)}` : ""}. Its orders went back to the print queue.{" "}
        {sheet.fileRemovedAt
          ? `Its PDF was deleted on ${when(sheet.fileRemovedAt)}.`
          : sheet.fileDeleteAfter
            ? `Its PDF is deleted after ${when(sheet.fileDeleteAfter)}.`
            : "It had no PDF."}
      </p>
      <SheetOrders sheet={sheet} />
    </>
  );
}

/** What a sheet being made is doing: waiting, preparing its artwork (n of m), or writing its file. */
function describeMaking(sheet: PrintSheetDto | null): string {
  const progress = sheet?.progress;
  if (!sheet || (sheet.status === "queued" && !progress)) return "Waiting for the print sheet to start…";
  if (!progress) return "Making the print sheet…";
  if (progress.artworkDone < progress.artworkTotal)
    return `Preparing the artwork: ${progress.artworkDone} of ${progress.artworkTotal}${sheet.status === "queued" ? " (continues in a moment)" : ""}…`;
  return "Writing the print sheet's file…";
}

/**
 * One print sheet through its life: its state while queued and made, then its pages drawn from the layout, its
 * use of the media, the download and "Mark these orders printing"; "Mark sheet done" once printing; "Discard
 * sheet" until then; and what became of it once done or discarded.
 */
export function PrintSheetCard({ id, sheetId, sheet, onChanged }: Props) {
  const api = useAdminApi();
  const timeZone = useShopTimeZone();
  const [confirming, setConfirming] = useState(false);
  const paid = sheet?.orders.filter((order) => order.status === "paid") ?? [];
  const recipients = countCustomerEmails(paid);

  // The link lives five minutes: an older one is swapped for a fresh one at the click, so a page left open still downloads.
  async function downloadFresh(event: MouseEvent<HTMLAnchorElement>) {
    if (!sheet?.download || Date.parse(sheet.download.expiresAt) - Date.now() > 15_000) return;
    event.preventDefault();
    try {
      const { sheet: current } = await api.request<{ sheet: PrintSheetDto }>(
        "GET",
        `/api/admin/print-sheets/${sheetId}`,
      );
      if (!current.download) return;
      const link = document.createElement("a");
      link.href = current.download.url;
      link.download = current.download.fileName;
      link.click();
    } catch (error) {
      toastError(error, "Failed to download the print sheet");
    }
  }

  async function markPrinting() {
    const result = await api.request<MarkPrintingResult>("POST", `/api/admin/print-sheets/${sheetId}/mark-printing`);
    toast({ title: "Status Updated", description: result.message });
    onChanged();
  }

  const lifeActions = sheet && (
    <PrintSheetLifeActions
      sheetId={sheetId}
      status={sheet.status}
      orderCount={sheet.orderCount}
      hasFile={sheet.download !== null}
      onChanged={onChanged}
    />
  );

  return (
    <Card id={id} className="min-w-0 scroll-mt-4">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <div className="min-w-0 space-y-1">
          <CardTitle>Print sheet {sheetId}</CardTitle>
          {sheet && (
            <p className="break-words text-sm font-medium text-slate-700" data-testid="print-sheet-stock">
              {describeSheetStock(sheet.stock)}
            </p>
          )}
        </div>
        {sheet && <PrintSheetStatusBadge status={sheet.status} />}
      </CardHeader>
      <CardContent className="space-y-4">
        {!sheet || sheet.status === "queued" || sheet.status === "making" ? (
          <>
            <div role="status" className="flex items-center gap-2 text-slate-700">
              <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
              <span>{describeMaking(sheet)}</span>
            </div>
            {sheet?.progress && sheet.progress.artworkTotal > 0 && (
              <Progress
                value={(100 * sheet.progress.artworkDone) / sheet.progress.artworkTotal}
                aria-label="Artwork prepared"
                className="max-w-md"
              />
            )}
            {lifeActions && <div className="flex flex-wrap gap-2">{lifeActions}</div>}
          </>
        ) : sheet.status === "failed" ? (
          <>
            <p role="alert" className="break-words text-red-700">
              {sheet.errorMessage ?? "The print sheet could not be made."}
            </p>
            <div className="flex flex-wrap gap-2">{lifeActions}</div>
          </>
        ) : sheet.status === "discarded" ? (
          <DiscardedSheet sheet={sheet} />
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-slate-600">Media</dt>
                <dd className="font-medium text-slate-900">{describeMedia(sheet.media)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Stickers</dt>
                <dd className="font-medium text-slate-900">
                  {sheet.stickerCount} from {plural(sheet.orderCount, "order", "orders")}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">Pages</dt>
                <dd className="font-medium text-slate-900">{sheet.pages}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Media used</dt>
                <dd className="font-medium text-slate-900" data-testid="print-sheet-utilisation">
                  {formatUtilisation(sheet.utilisation)}
                </dd>
              </div>
              {sheet.layout?.boxPagesAreaSqIn !== undefined && (
                <div className="col-span-2">
                  <dt className="text-slate-600">Layout</dt>
                  <dd className="font-medium text-slate-900" data-testid="print-sheet-layout-method">
                    {describeLayoutMethod(sheet.layout)}
                  </dd>
                </div>
              )}
            </dl>
            {sheet.layout && (
              <div className="flex flex-wrap gap-4" aria-label="Page previews" role="group">
                {sheet.layout.pages.map((page, index) => (
                  <PrintSheetPreview
                    key={index}
                    page={page}
                    pageNumber={index + 1}
                    pageCount={sheet.layout?.pages.length ?? 0}
                    orders={sheet.orders}
                  />
                ))}
              </div>
            )}
            <SheetOrders sheet={sheet} />
            {sheet.status === "done" && sheet.doneAt && (
              <p className="text-slate-800" data-testid="print-sheet-done">
                Done{sheet.doneBy ? ` by ${sheet.doneBy}` : ""} on {formatShopDateTime(sheet.doneAt, timeZone)}.
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              {sheet.download && (
                <Button asChild>
                  <a
                    href={sheet.download.url}
                    download={sheet.download.fileName}
                    onClick={(event) => void downloadFresh(event)}
                  >
                    <Download aria-hidden="true" />
                    Download print sheet
                  </a>
                </Button>
              )}
              {sheet.status !== "done" && (
                <Button
                  type="button"
                  variant="outline"
                  disabled={paid.length === 0}
                  onClick={() => setConfirming(true)}
                >
                  <Printer aria-hidden="true" />
                  Mark these orders printing
                </Button>
              )}
              {lifeActions}
            </div>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={`Mark ${plural(paid.length, "order", "orders")} as processing?`}
              description={
                recipients.emails > 0
                  ? `Send “${STATUS_EMAIL_NAMES.processing}” to ${describeCustomerEmails(recipients)}?${
                      sheet.orders.length > paid.length
                        ? ` ${plural(sheet.orders.length - paid.length, "order is", "orders are")} no longer paid and will be left alone.`
                        : ""
                    }`
                  : "No customer e-mail will be sent."
              }
              confirmLabel="Confirm"
              onConfirm={markPrinting}
              fallbackError="Failed to mark the orders printing"
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
