"use client";

import { useState } from "react";
import { Pencil, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { updateSheetSize } from "@/lib/client/catalogue-api";
import type { AdminCatalogueSheetSize } from "@/lib/client/admin-types";
import { useAdminApi } from "../admin-session";
import { formatSheetMeasures } from "./catalogue-format";
import { OrderedSizesTable } from "./ordered-sizes-table";
import { planSizeMove } from "./plan-size-move";
import { AddSheetSizeDialog, EditSheetSizeDialog } from "./sheet-size-dialogs";
import { useCatalogueAction } from "./use-catalogue-action";

type Props = {
  sheetSizes: AdminCatalogueSheetSize[];
  /** The sheets' tiers, which a new sheet size is given a total for each of. */
  quantities: number[];
  onChanged: () => void;
};

/**
 * Sticker sheets (#39): the sheet sizes shoppers lay stickers out on. Add, edit (name and inches), retire
 * or restore, and order them, as the standard sizes are; a retired sheet keeps its prices for its orders.
 */
export function SheetSizesSection({ sheetSizes, quantities, onChanged }: Props) {
  const api = useAdminApi();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminCatalogueSheetSize | null>(null);
  const { busy, run } = useCatalogueAction(onChanged);

  const move = (index: number, step: -1 | 1) => {
    const sheet = sheetSizes[index]!;
    const plan = planSizeMove(sheetSizes, index, step);
    return run(
      async () => {
        for (const change of plan) await updateSheetSize(api, change.id, { sortOrder: change.sortOrder });
      },
      { title: "Order saved", description: `${sheet.name} moved ${step < 0 ? "up" : "down"}.` },
      "Failed to move the sheet size",
    );
  };

  const setActive = (sheet: AdminCatalogueSheetSize, active: boolean) =>
    run(
      () => updateSheetSize(api, sheet.id, { active }),
      {
        title: active ? "Sheet size restored" : "Sheet size retired",
        description: active
          ? `${sheet.name} sheets are back in the shop.`
          : `${sheet.name} sheets are gone from the shop; their orders and reorders keep them.`,
      },
      active ? "Failed to restore the sheet size" : "Failed to retire the sheet size",
    );

  return (
    <Card aria-labelledby="catalogue-sheets-title" role="region">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4 space-y-0">
        <div className="space-y-1.5">
          <CardTitle id="catalogue-sheets-title">Sticker sheets</CardTitle>
          <CardDescription>
            The sheet sizes shoppers lay their stickers out on, in this order. Sheets are priced by the sheet in their
            own grid below.
          </CardDescription>
        </div>
        <Button type="button" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          Add sheet size
        </Button>
      </CardHeader>
      <CardContent>
        {sheetSizes.length === 0 ? (
          <p className="py-4 text-slate-600">No sheet sizes yet: the shop sells no sticker sheets.</p>
        ) : (
          <OrderedSizesTable
            labelledBy="catalogue-sheets-title"
            rows={sheetSizes}
            measuresOf={formatSheetMeasures}
            busy={busy}
            onMove={(index, step) => void move(index, step)}
            actionsOf={(sheet) => (
              <>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Edit ${sheet.name}`}
                  onClick={() => setEditing(sheet)}
                >
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  aria-label={`${sheet.active ? "Retire" : "Restore"} ${sheet.name}`}
                  onClick={() => void setActive(sheet, !sheet.active)}
                >
                  {sheet.active ? "Retire" : "Restore"}
                </Button>
              </>
            )}
          />
        )}
      </CardContent>
      <AddSheetSizeDialog open={adding} onOpenChange={setAdding} onSaved={onChanged} quantities={quantities} />
      <EditSheetSizeDialog
        sheet={editing}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        onSaved={onChanged}
      />
    </Card>
  );
}
