"use client";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { CatalogueHistoryEntry } from "@/lib/client/admin-types";
import { formatShopDateTime } from "../format";
import { describeCatalogueChange } from "./describe-catalogue-change";
import { useShopTimeZone } from "../shop-time-zone";

/** History: every change to the catalogue (what, before, after, when), newest first, as the server lists it. */
export function HistorySection({
  history,
  sizes,
  sheetSizes,
}: {
  history: CatalogueHistoryEntry[];
  sizes: ReadonlyArray<{ id: number; name: string }>;
  /** #39: the sheet sizes, which the sheets' grid changes name. */
  sheetSizes: ReadonlyArray<{ id: number; name: string }>;
}) {
  const timeZone = useShopTimeZone();
  const names = {
    sizes: new Map(sizes.map((size) => [size.id, size.name])),
    sheets: new Map(sheetSizes.map((sheet) => [sheet.id, sheet.name])),
  };
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
                {history.map((entry) => {
                  const change = describeCatalogueChange(entry, names);
                  return (
                    <TableRow key={entry.id}>
                      <TableCell className="whitespace-nowrap">
                        <time dateTime={entry.createdAt}>{formatShopDateTime(entry.createdAt, timeZone)}</time>
                      </TableCell>
                      <TableCell className="min-w-40 font-medium">{change.what}</TableCell>
                      <TableCell className="min-w-48 text-slate-700">
                        <ChangeLines lines={change.before} />
                      </TableCell>
                      <TableCell className="min-w-48">
                        <ChangeLines lines={change.after} />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function ChangeLines({ lines }: { lines: string[] }) {
  if (lines.length === 0)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">nothing</span>
      </>
    );
  return (
    <ul className="space-y-0.5 break-words">
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}
