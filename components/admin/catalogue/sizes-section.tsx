"use client";

import { useState } from "react";
import { Pencil, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { updateSize } from "@/lib/client/catalogue-api";
import type { AdminCatalogueSize } from "@/lib/client/admin-types";
import { useAdminApi } from "../admin-session";
import { formatSizeMeasures } from "./catalogue-format";
import { OrderedSizesTable } from "./ordered-sizes-table";
import { planSizeMove } from "./plan-size-move";
import { AddSizeDialog, RenameSizeDialog } from "./size-dialogs";
import { useCatalogueAction } from "./use-catalogue-action";

type Props = { sizes: AdminCatalogueSize[]; quantities: number[]; onChanged: () => void };

/** Why an anchor has no Retire button. */
export const ANCHOR_NOTE = "Anchors the custom-size rule: cannot be retired";

/** Standard sizes: add, rename, retire or restore (not the 2" and 4" anchors), and order them. */
export function SizesSection({ sizes, quantities, onChanged }: Props) {
  const api = useAdminApi();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<AdminCatalogueSize | null>(null);
  const { busy, run } = useCatalogueAction(onChanged);

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
        <OrderedSizesTable
          labelledBy="catalogue-sizes-title"
          rows={sizes}
          measuresOf={formatSizeMeasures}
          busy={busy}
          onMove={(index, step) => void move(index, step)}
          actionsOf={(size) => (
            <>
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
            </>
          )}
        />
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
