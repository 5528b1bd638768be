"use client";

import type { ReactNode } from "react";
import { ArrowDown, ArrowUp } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

type Props<Row extends { id: number; name: string; active: boolean }> = {
  /** The id of the section's title, which names the table. */
  labelledBy: string;
  rows: readonly Row[];
  /** The Size column: its inches as the shop writes them. */
  measuresOf: (row: Row) => string;
  /** A change is under way: the move buttons wait. */
  busy: boolean;
  onMove: (index: number, step: -1 | 1) => void;
  /** The Actions column's buttons. */
  actionsOf: (row: Row) => ReactNode;
};

/**
 * The catalogue's sizes in the order shoppers see them (standard sizes and sheet sizes, #39): move buttons,
 * name, inches, whether it is in the shop, and the section's own actions.
 */
export function OrderedSizesTable<Row extends { id: number; name: string; active: boolean }>({
  labelledBy,
  rows,
  measuresOf,
  busy,
  onMove,
  actionsOf,
}: Props<Row>) {
  return (
    <Table aria-labelledby={labelledBy}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Order</TableHead>
          <TableHead>Name</TableHead>
          <TableHead>Size</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={row.id}>
            <TableCell className="whitespace-nowrap">
              <Button
                type="button"
                variant="ghost"
                size="icon"
                disabled={busy || index === 0}
                aria-label={`Move ${row.name} up`}
                onClick={() => onMove(index, -1)}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                disabled={busy || index === rows.length - 1}
                aria-label={`Move ${row.name} down`}
                onClick={() => onMove(index, 1)}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
            </TableCell>
            <TableCell className="font-medium">{row.name}</TableCell>
            <TableCell className="whitespace-nowrap">{measuresOf(row)}</TableCell>
            <TableCell>
              <Badge variant={row.active ? "success" : "secondary"}>{row.active ? "In the shop" : "Retired"}</Badge>
            </TableCell>
            <TableCell>
              <div className="flex flex-wrap items-center gap-1">{actionsOf(row)}</div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
