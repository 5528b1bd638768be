"use client";

import { useId, useMemo } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { savePriceGrid } from "@/lib/client/catalogue-api";
import type { AdminCatalogueSize, EditablePriceGrid } from "@/lib/client/admin-types";
import { tierQuantitySchema } from "@/lib/validation/catalogue-forms";
import { cn } from "@/lib/utils";
import { useAdminApi } from "../admin-session";
import { AddTierForm } from "./add-tier-form";
import { formatQuantity } from "./catalogue-format";
import { GridSaveArea } from "./grid-save-area";
import { draftOfGrid, gridOfDraft, isDraftChanged, type PriceGridDraft } from "./price-grid-draft";
import { PriceGridTable } from "./price-grid-table";
import { useGridEditor } from "./use-grid-editor";

type Props = {
  sizes: AdminCatalogueSize[];
  prices: EditablePriceGrid;
  /** The grid's revision as loaded: a save refused with 409 when someone saved prices since. */
  revision: string;
  /** The saved grid's warnings (a unit price that rises with the quantity), as the API lists them. */
  warnings: string[];
  onSaved: () => void;
};

/** The label of one cell: '3" square, 100 stickers: total ($)'. */
export function cellLabel(sizeName: string, quantity: number): string {
  return `${sizeName}, ${formatQuantity(quantity)} stickers: total ($)`;
}

/**
 * Quantities and prices: one grid (tiers across, sizes down, total prices in the cells) and the corner
 * fee, saved whole by "Save prices". A refused grid keeps the owner's edits, marked, and says why.
 */
export function PriceGridSection({ sizes, prices, revision, warnings: savedWarnings, onSaved }: Props) {
  const api = useAdminApi();
  const fieldId = useId();
  const sizeIds = useMemo(() => sizes.map((size) => size.id), [sizes]);
  const editor = useGridEditor({
    grid: prices,
    draftOf: draftOfGrid,
    savedWarnings,
    isChanged: (draft: PriceGridDraft, saved: PriceGridDraft) => isDraftChanged(draft, saved, sizeIds),
    send: (draft) => savePriceGrid(api, gridOfDraft(draft, sizeIds), revision),
    savedToast: (hasWarnings) => ({
      title: "Prices saved",
      description: hasWarnings
        ? "The new prices are live. Check the warnings under the grid."
        : "The new prices are live.",
    }),
    failure: "The prices could not be saved. Please try again.",
    onSaved,
  });
  const { draft, saved, setDraft } = editor;

  return (
    <Card aria-labelledby="catalogue-prices-title" role="region">
      <CardHeader>
        <CardTitle id="catalogue-prices-title">Quantities and prices</CardTitle>
        <CardDescription>
          Each cell is the total price of that many stickers of that size. The whole grid is saved at once.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <PriceGridTable
          labelledBy="catalogue-prices-title"
          rowHeading="Size"
          rows={sizes}
          draft={draft}
          saved={saved}
          cellLabel={cellLabel}
          tierName={(quantity) => `the ${formatQuantity(quantity)} tier`}
          setDraft={setDraft}
        />
        {editor.changed && <p className="text-sm text-amber-900">Marked cells are not saved yet.</p>}

        <div className="flex flex-wrap items-start gap-6">
          <AddTierForm
            label="New tier (stickers)"
            buttonLabel="Add tier"
            placeholder="1000"
            quantitySchema={tierQuantitySchema}
            draft={draft}
            onAdd={setDraft}
          />
          <div className="space-y-1.5">
            <Label htmlFor={`${fieldId}-fee`}>Rounded corners fee per sticker ($)</Label>
            <Input
              id={`${fieldId}-fee`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              className={cn(
                "w-32",
                draft.roundedCornersFee.trim() !== saved.roundedCornersFee.trim() && "border-amber-600 bg-amber-50",
              )}
              value={draft.roundedCornersFee}
              onChange={(event) => setDraft((current) => ({ ...current, roundedCornersFee: event.target.value }))}
            />
          </div>
        </div>

        <GridSaveArea
          refusal={editor.refusal}
          warnings={editor.warnings}
          justSaved={editor.justSaved}
          warningsNote="A unit price that rises with the quantity is allowed; check it is meant."
          saveLabel="Save prices"
          discardLabel="Discard changes"
          saving={editor.saving}
          changed={editor.changed}
          onSave={() => void editor.save()}
          onDiscard={editor.discard}
        />
      </CardContent>
    </Card>
  );
}
