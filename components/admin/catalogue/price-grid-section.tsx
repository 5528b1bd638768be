"use client";

import { useId, useMemo, useState, type FormEvent } from "react";
import { AlertTriangle, Loader2, Plus, Save, Undo2, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isSessionExpired } from "@/lib/client/admin-api";
import { savePriceGrid } from "@/lib/client/catalogue-api";
import type { AdminCatalogueSize, EditablePriceGrid } from "@/lib/client/admin-types";
import { tierQuantitySchema } from "@/lib/validation/catalogue-forms";
import { cn } from "@/lib/utils";
import { useAdminApi } from "../admin-session";
import { formatQuantity } from "./catalogue-format";
import {
  addTier,
  draftOfGrid,
  gridOfDraft,
  isCellChanged,
  isDraftChanged,
  readCell,
  removeTier,
  setCell,
  type PriceGridDraft,
} from "./price-grid-draft";

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
  const saved = useMemo(() => draftOfGrid(prices), [prices]);
  const [draft, setDraft] = useState<PriceGridDraft>(saved);
  // The save's own answer until the page has read the catalogue again (then both say the same).
  const [answered, setAnswered] = useState<string[] | null>(null);
  const warnings = answered ?? savedWarnings;
  const [savedFrom, setSavedFrom] = useState(prices);
  // A reload after a save (or any other change) starts the grid again from what is stored.
  if (savedFrom !== prices) {
    setSavedFrom(prices);
    setDraft(saved);
    if (answered) setAnswered(null);
  }
  const [newTier, setNewTier] = useState("");
  const [tierError, setTierError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const sizeIds = useMemo(() => sizes.map((size) => size.id), [sizes]);
  const changed = isDraftChanged(draft, saved, sizeIds);

  function submitTier(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = tierQuantitySchema.safeParse(newTier);
    if (!parsed.success) {
      setTierError(parsed.error.issues[0]?.message ?? "Enter a quantity");
      return;
    }
    const next = addTier(draft, parsed.data);
    if ("error" in next) {
      setTierError(next.error);
      return;
    }
    setDraft(next);
    setNewTier("");
    setTierError(null);
  }

  async function save() {
    setSaving(true);
    setRefusal(null);
    try {
      const answer = await savePriceGrid(api, gridOfDraft(draft, sizeIds), revision);
      setAnswered(answer.warnings);
      setJustSaved(true);
      toast({
        title: "Prices saved",
        description: answer.warnings.length
          ? "The new prices are live. Check the warnings under the grid."
          : "The new prices are live.",
      });
      onSaved();
    } catch (error) {
      if (!isSessionExpired(error)) setRefusal(errorMessage(error, "The prices could not be saved. Please try again."));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card aria-labelledby="catalogue-prices-title" role="region">
      <CardHeader>
        <CardTitle id="catalogue-prices-title">Quantities and prices</CardTitle>
        <CardDescription>
          Each cell is the total price of that many stickers of that size. The whole grid is saved at once.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="relative w-full overflow-x-auto rounded-md border">
          <table className="w-full border-collapse text-sm" aria-labelledby="catalogue-prices-title">
            <thead>
              <tr className="border-b bg-slate-50">
                <th
                  scope="col"
                  className="sticky left-0 z-10 bg-slate-50 px-3 py-2 text-left font-medium text-slate-700"
                >
                  Size
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
                        aria-label={`Remove the ${formatQuantity(quantity)} tier`}
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
              {sizes.map((size) => (
                <tr key={size.id} className="border-b last:border-0">
                  <th
                    scope="row"
                    className="sticky left-0 z-10 min-w-24 bg-white px-3 py-2 text-left font-medium text-slate-900"
                  >
                    {size.name}
                    {!size.active && <span className="block text-xs font-normal text-slate-600">Retired</span>}
                  </th>
                  {draft.quantities.map((quantity) => {
                    const cellChanged = isCellChanged(draft, saved, size.id, quantity);
                    return (
                      <td key={quantity} className="px-2 py-2">
                        <Input
                          type="text"
                          inputMode="decimal"
                          autoComplete="off"
                          className={cn("w-24", cellChanged && "border-amber-600 bg-amber-50")}
                          aria-label={cellLabel(size.name, quantity)}
                          data-changed={cellChanged ? "true" : undefined}
                          value={readCell(draft, size.id, quantity)}
                          onChange={(event) =>
                            setDraft((current) => setCell(current, size.id, quantity, event.target.value))
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
        {changed && <p className="text-sm text-amber-900">Marked cells are not saved yet.</p>}

        <div className="flex flex-wrap items-start gap-6">
          <form onSubmit={submitTier} noValidate aria-label="Add a tier" className="space-y-1.5">
            <Label htmlFor={`${fieldId}-tier`}>New tier (stickers)</Label>
            <div className="flex gap-2">
              <Input
                id={`${fieldId}-tier`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                className="w-32"
                placeholder="1000"
                value={newTier}
                aria-invalid={tierError ? true : undefined}
                aria-describedby={tierError ? `${fieldId}-tier-error` : undefined}
                onChange={(event) => setNewTier(event.target.value)}
              />
              <Button type="submit" variant="outline">
                <Plus aria-hidden="true" />
                Add tier
              </Button>
            </div>
            {tierError && (
              <p id={`${fieldId}-tier-error`} role="alert" className="text-xs text-red-700">
                {tierError}
              </p>
            )}
          </form>
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

        {refusal && (
          <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
            <p className="font-semibold">Nothing was saved.</p>
            <p>{refusal}</p>
          </div>
        )}
        {warnings.length > 0 && (
          <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <p className="flex items-center gap-2 font-semibold">
              <AlertTriangle className="h-4 w-4" aria-hidden="true" />
              {justSaved ? "Saved, with warnings" : "Warnings"}
            </p>
            <p>A unit price that rises with the quantity is allowed; check it is meant.</p>
            <ul className="list-disc pl-5">
              {warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </div>
        )}

        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={() => void save()} disabled={saving || !changed}>
            {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            Save prices
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={saving || !changed}
            onClick={() => {
              setDraft(saved);
              setRefusal(null);
            }}
          >
            <Undo2 aria-hidden="true" />
            Discard changes
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
