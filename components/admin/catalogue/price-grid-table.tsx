"use client";

import type { Dispatch, SetStateAction } from "react";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { formatQuantity } from "./catalogue-format";
import { isCellChanged, readCell, removeTier, setCell, type GridDraft } from "./price-grid-draft";

type Props<D extends GridDraft> = {
  /** The id of the section's title, which names the table. */
  labelledBy: string;
  /** The rows' column heading: "Size", "Sheet". */
  rowHeading: string;
  rows: ReadonlyArray<{ id: number; name: string; active: boolean }>;
  draft: D;
  saved: GridDraft;
  /** The label of one cell's field, e.g. '3" square, 100 stickers: total ($)'. */
  cellLabel: (rowName: string, quantity: number) => string;
  /** How a tier's Remove button names it: "the 100 tier", "the 25 sheets tier". */
  tierName: (quantity: number) => string;
  setDraft: Dispatch<SetStateAction<D>>;
};

/**
 * A price grid's table: tiers across (each removable), rows down (retired ones marked), the total prices
 * in the cells, each cell that differs from what is saved marked. Scrolls sideways inside its own box on
 * a narrow screen, the rows' names staying in view.
 */
export function PriceGridTable<D extends GridDraft>({
  labelledBy,
  rowHeading,
  rows,
  draft,
  saved,
  cellLabel,
  tierName,
  setDraft,
}: Props<D>) {
  return (
    <div className="relative w-full overflow-x-auto rounded-md border">
      <table className="w-full border-collapse text-sm" aria-labelledby={labelledBy}>
        <thead>
          <tr className="border-b bg-slate-50">
            <th scope="col" className="sticky left-0 z-10 bg-slate-50 px-3 py-2 text-left font-medium text-slate-700">
              {rowHeading}
            </th>
            {draft.quantities.map((quantity) => (
              <th key={quantity} scope="col" className="px-2 py-2 text-left font-medium text-slate-700">
                <span className="flex items-center gap-1 whitespace-nowrap">
                  {formatQuantity(quantity)}
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="h-8 w-8"
                    aria-label={`Remove ${tierName(quantity)}`}
                    disabled={draft.quantities.length <= 1}
                    onClick={() => setDraft((current) => removeTier(current, quantity))}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b last:border-0">
              <th
                scope="row"
                className="sticky left-0 z-10 min-w-24 bg-white px-3 py-2 text-left font-medium text-slate-900"
              >
                {row.name}
                {!row.active && <span className="block text-xs font-normal text-slate-600">Retired</span>}
              </th>
              {draft.quantities.map((quantity) => {
                const cellChanged = isCellChanged(draft, saved, row.id, quantity);
                return (
                  <td key={quantity} className="px-2 py-2">
                    <Input
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      className={cn("w-24", cellChanged && "border-amber-600 bg-amber-50")}
                      aria-label={cellLabel(row.name, quantity)}
                      data-changed={cellChanged ? "true" : undefined}
                      value={readCell(draft, row.id, quantity)}
                      onChange={(event) =>
                        setDraft((current) => setCell(current, row.id, quantity, event.target.value))
                      }
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
