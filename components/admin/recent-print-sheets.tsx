"use client";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { PrintSheetSummary } from "@/lib/print-sheets/print-sheet-dto";
import { formatShopDateTime } from "./format";
import { describeMedia, describeSheetStock, formatUtilisation, PrintSheetStatusBadge } from "./print-sheet-status";
import { useShopTimeZone } from "./shop-time-zone";

/** "1 page", "3 pages". */
const countOf = (count: number, noun: string) => `${count} ${count === 1 ? noun : `${noun}s`}`;

/** The newest print sheets, each opened in the sheet card above. */
export function RecentPrintSheets({
  sheets,
  onOpen,
  openId,
}: {
  sheets: PrintSheetSummary[];
  onOpen: (id: number) => void;
  openId: number | null;
}) {
  const timeZone = useShopTimeZone();
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Recent print sheets</CardTitle>
      </CardHeader>
      <CardContent>
        {sheets.length === 0 ? (
          <p className="text-slate-700">No print sheets yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Recent print sheets">
            {sheets.map((sheet) => (
              <li
                key={sheet.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3"
                data-testid="recent-print-sheet"
              >
                <span className="font-semibold text-slate-900">Sheet {sheet.id}</span>
                <PrintSheetStatusBadge status={sheet.status} />
                <span className="text-sm font-medium text-slate-900" data-testid="recent-print-sheet-stock">
                  {describeSheetStock(sheet.stock)}
                </span>
                <span className="text-sm text-slate-700">{formatShopDateTime(sheet.createdAt, timeZone)}</span>
                <span className="text-sm text-slate-700">
                  {countOf(sheet.stickerCount, "sticker")} · {countOf(sheet.orderCount, "order")} ·{" "}
                  {describeMedia(sheet.media)}
                  {sheet.pages !== null
                    ? ` · ${countOf(sheet.pages, "page")} · ${formatUtilisation(sheet.utilisation)} used`
                    : ""}
                  {sheet.markedPrintingAt ? " · marked printing" : ""}
                </span>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="ml-auto"
                  aria-label={`Open print sheet ${sheet.id}`}
                  aria-pressed={openId === sheet.id}
                  onClick={() => onOpen(sheet.id)}
                >
                  Open
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
