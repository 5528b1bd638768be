"use client";

import { useMemo } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { saveSheetGrid } from "@/lib/client/catalogue-api";
import type { AdminCatalogueSheetSize, EditableSheetGrid } from "@/lib/client/admin-types";
import { sheetTierQuantitySchema } from "@/lib/validation/catalogue-forms";
import { useAdminApi } from "../admin-session";
import { AddTierForm } from "./add-tier-form";
import { formatQuantity } from "./catalogue-format";
import { GridSaveArea } from "./grid-save-area";
import { PriceGridTable } from "./price-grid-table";
import { draftOfSheetGrid, isSheetDraftChanged, sheetGridOfDraft } from "./sheet-grid-draft";
import { useGridEditor } from "./use-grid-editor";

type Props = {
  sheetSizes: AdminCatalogueSheetSize[];
  prices: EditableSheetGrid;
  /** The sheets' grid revision as loaded: a save refused with 409 when someone saved sheet prices since. */
  revision: string;
  /** The saved grid's warnings, as the API lists them. */
  warnings: string[];
  onSaved: () => void;
};

/** The label of one cell: '5.5" × 8.5", 25 sheets: total ($)'. */
export function sheetCellLabel(sheetName: string, quantity: number): string {
  return `${sheetName}, ${formatQuantity(quantity)} sheets: total ($)`;
}

/**
 * Sheet prices (#39): the sheets' own grid (sheet tiers across, sheet sizes down, the total
 * of that many sheets in the cells), edited like the sticker grid and saved whole by "Save sheet prices".
 */
export function SheetPriceGridSection({ sheetSizes, prices, revision, warnings: savedWarnings, onSaved }: Props) {
  const api = useAdminApi();
  const sheetSizeIds = useMemo(() => sheetSizes.map((sheet) => sheet.id), [sheetSizes]);
  const editor = useGridEditor({
    grid: prices,
    draftOf: draftOfSheetGrid,
    savedWarnings,
    isChanged: (draft, saved) => isSheetDraftChanged(draft, saved, sheetSizeIds),
    send: (draft) => saveSheetGrid(api, sheetGridOfDraft(draft, sheetSizeIds), revision),
    savedToast: (hasWarnings) => ({
      title: "Sheet prices saved",
      description: hasWarnings
        ? "The new sheet prices are live. Check the warnings under the grid."
        : "The new sheet prices are live.",
    }),
    failure: "The sheet prices could not be saved. Please try again.",
    onSaved,
  });
  const { draft, saved, setDraft } = editor;

  return (
    <Card aria-labelledby="catalogue-sheet-prices-title" role="region">
      <CardHeader>
        <CardTitle id="catalogue-sheet-prices-title">Sheet prices</CardTitle>
        <CardDescription>
          Each cell is the total price of that many sheets of that size, whatever stickers are on them; rounded corners
          add the corner fee per sheet. The whole grid is saved at once.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <PriceGridTable
          labelledBy="catalogue-sheet-prices-title"
          rowHeading="Sheet"
          rows={sheetSizes}
          draft={draft}
          saved={saved}
          cellLabel={sheetCellLabel}
          tierName={(quantity) => `the ${formatQuantity(quantity)} sheets tier`}
          setDraft={setDraft}
        />
        {editor.changed && <p className="text-sm text-amber-900">Marked cells are not saved yet.</p>}

        <AddTierForm
          label="New tier (sheets)"
          buttonLabel="Add sheet tier"
          placeholder="200"
          quantitySchema={sheetTierQuantitySchema}
          draft={draft}
          onAdd={setDraft}
        />

        <GridSaveArea
          refusal={editor.refusal}
          warnings={editor.warnings}
          justSaved={editor.justSaved}
          warningsNote="A unit price that rises with the quantity, or a larger sheet cheaper than a smaller one, is allowed; check it is meant."
          saveLabel="Save sheet prices"
          discardLabel="Discard sheet changes"
          saving={editor.saving}
          changed={editor.changed}
          onSave={() => void editor.save()}
          onDiscard={editor.discard}
        />
      </CardContent>
    </Card>
  );
}
