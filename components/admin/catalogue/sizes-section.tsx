"use client";

import { useState } from "react";
import { ArrowDown, ArrowUp, Pencil, Plus } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { updateSize } from "@/lib/client/catalogue-api";
import type { AdminCatalogueSize } from "@/lib/client/admin-types";
import { useAdminApi } from "../admin-session";
import { toastError } from "../admin-toasts";
import { formatSizeMeasures } from "./catalogue-format";
import { AddSizeDialog, RenameSizeDialog } from "./size-dialogs";

type Props = { sizes: AdminCatalogueSize[]; quantities: number[]; onChanged: () => void };

/** Why an anchor has no Retire button. */
export const ANCHOR_NOTE = "Anchors the custom-size rule: cannot be retired";

/**
 * The sort orders to save when one size (a standard size, or a sheet size, #39) moves a place up (-1) or
 * down (+1): the two sizes swap theirs; when they share one, every size gets its new place in the list.
 * Only the changed sizes are answered.
 */
export function planSizeMove(
  sizes: readonly { id: number; sortOrder: number }[],
  index: number,
  step: -1 | 1,
): Array<{ id: number; sortOrder: number }> {
  const target = index + step;
  if (target < 0 || target >= sizes.length) return [];
  const moving = sizes[index]!;
  const other = sizes[target]!;
  if (moving.sortOrder !== other.sortOrder)
    return [
      { id: other.id, sortOrder: moving.sortOrder },
      { id: moving.id, sortOrder: other.sortOrder },
    ].sort((a, b) => a.sortOrder - b.sortOrder);
  const order = [...sizes];
  [order[index], order[target]] = [other, moving];
  return order.flatMap((size, place) => (size.sortOrder === place ? [] : [{ id: size.id, sortOrder: place }]));
}

/** Standard sizes: add, rename, retire or restore (not the 2" and 4" anchors), and order them. */
export function SizesSection({ sizes, quantities, onChanged }: Props) {
  const api = useAdminApi();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<AdminCatalogueSize | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<void>, done: { title: string; description: string }, fallback: string) {
    setBusy(true);
    try {
      await work();
      toast(done);
    } catch (error) {
      toastError(error, fallback, "Not changed");
    } finally {
      setBusy(false);
      onChanged();
    }
  }

  const move = (index: number, step: -1 | 1) => {
    const size = sizes[index]!;
    const plan = planSizeMove(sizes, index, step);
    return run(
      async () => {
        for (const change of plan) await updateSize(api, change.id, { sortOrder: change.sortOrder });
      },
      { title: "Order saved", description: `${size.name} moved ${step < 0 ? "up" : "down"}.` },
      "Failed to move the size",
    );
  };

  const setActive = (size: AdminCatalogueSize, active: boolean) =>
    run(
      () => updateSize(api, size.id, { active }),
      {
        title: active ? "Size restored" : "Size retired",
        description: active
          ? `${size.name} is back in the shop.`
          : `${size.name} is gone from the shop; its orders, reports and reorders keep it.`,
      },
      active ? "Failed to restore the size" : "Failed to retire the size",
    );

  return (
    <Card aria-labelledby="catalogue-sizes-title" role="region">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4 space-y-0">
        <div className="space-y-1.5">
          <CardTitle id="catalogue-sizes-title">Standard sizes</CardTitle>
          <CardDescription>
            The sizes shoppers pick from, in this order. The 2&quot; and 4&quot; sizes anchor the price of custom sizes.
          </CardDescription>
        </div>
        <Button type="button" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          Add size
        </Button>
      </CardHeader>
      <CardContent>
        <Table aria-labelledby="catalogue-sizes-title">
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
            {sizes.map((size, index) => (
              <TableRow key={size.id}>
                <TableCell className="whitespace-nowrap">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    disabled={busy || index === 0}
                    aria-label={`Move ${size.name} up`}
                    onClick={() => void move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    disabled={busy || index === sizes.length - 1}
                    aria-label={`Move ${size.name} down`}
                    onClick={() => void move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                </TableCell>
                <TableCell className="font-medium">{size.name}</TableCell>
                <TableCell className="whitespace-nowrap">{formatSizeMeasures(size)}</TableCell>
                <TableCell>
                  <Badge variant={size.active ? "success" : "secondary"}>
                    {size.active ? "In the shop" : "Retired"}
                  </Badge>
                </TableCell>
                <TableCell>
                  <div className="flex flex-wrap items-center gap-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`Rename ${size.name}`}
                      onClick={() => setRenaming(size)}
                    >
                      <Pencil aria-hidden="true" />
                      Rename
                    </Button>
                    {size.anchor ? (
                      <span className="text-xs text-slate-600">{ANCHOR_NOTE}</span>
                    ) : (
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        disabled={busy}
                        aria-label={`${size.active ? "Retire" : "Restore"} ${size.name}`}
                        onClick={() => void setActive(size, !size.active)}
                      >
                        {size.active ? "Retire" : "Restore"}
                      </Button>
                    )}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
      <AddSizeDialog open={adding} onOpenChange={setAdding} onSaved={onChanged} quantities={quantities} />
      <RenameSizeDialog
        size={renaming}
        onOpenChange={(open) => {
          if (!open) setRenaming(null);
        }}
        onSaved={onChanged}
      />
    </Card>
  );
}
