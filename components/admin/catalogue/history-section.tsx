"use client";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { CatalogueHistoryEntry } from "@/lib/client/catalogue-api";
import { formatShopDateTime } from "../format";
import { useShopTimeZone } from "../shop-time-zone";

/** History: every change to the catalogue (what, before, after, when), newest first, as the server lists it. */
export function HistorySection({ history }: { history: CatalogueHistoryEntry[] }) {
  const timeZone = useShopTimeZone();
  return (
    <Card aria-labelledby="catalogue-history-title" role="region">
      <CardHeader>
        <CardTitle id="catalogue-history-title">History</CardTitle>
        <CardDescription>Every change to the catalogue, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {history.length === 0 ? (
          <p className="py-4 text-slate-600">No changes yet: the catalogue is as the shop was set up.</p>
        ) : (
          // Nothing in the table takes the focus: the wrapper does, so the table can be scrolled by keyboard on a phone.
          <div
            role="group"
            aria-label="Changes"
            tabIndex={0}
            className="relative w-full overflow-x-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <table className="w-full caption-bottom text-sm" aria-labelledby="catalogue-history-title">
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead>When</TableHead>
                  <TableHead>What</TableHead>
                  <TableHead>Before</TableHead>
                  <TableHead>After</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {history.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell className="whitespace-nowrap">
                      <time dateTime={entry.at}>{formatShopDateTime(entry.at, timeZone)}</time>
                    </TableCell>
                    <TableCell className="min-w-40 font-medium">{entry.what}</TableCell>
                    <TableCell className="min-w-32 break-words text-slate-700">{entry.before || "—"}</TableCell>
                    <TableCell className="min-w-32 break-words">{entry.after || "—"}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
