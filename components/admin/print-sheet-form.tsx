"use client";

import { useId, useState, type FormEvent } from "react";
import { Loader2, Printer } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { errorMessage, isSessionExpired } from "@/lib/client/admin-api";
import { formatStockName } from "@/lib/domain/format-stock-name";
import { explainMixedStocks } from "@/lib/print-sheets/explain-mixed-stocks";
import { groupOrdersByStock } from "@/lib/print-sheets/group-orders-by-stock";
import type { ReadyOrder } from "@/lib/print-sheets/print-sheet-dto";
import {
  DEFAULT_ROLL_MAX_LENGTH_INCHES,
  DEFAULT_ROLL_WIDTH_INCHES,
  DEFAULT_SHEET_GAP_INCHES,
} from "@/lib/print-sheets/print-sheet-types";
import {
  MAX_GAP_INCHES,
  MEDIA_MAX_LENGTH_INCHES,
  MEDIA_MAX_WIDTH_INCHES,
  MEDIA_MIN_INCHES,
  SHEET_PRESETS,
  type CreatePrintSheetInput,
} from "@/lib/validation/print-sheets";

type Settings = Omit<CreatePrintSheetInput, "orderIds">;

type Props = {
  chosen: ReadyOrder[];
  /** Queues the sheet; rejects with the server's reason. */
  onMake: (settings: Settings) => Promise<void>;
};

/** A typed number of inches within bounds, or the message saying what is wrong. */
function readInches(text: string, name: string, min: number, max: number): number | string {
  const value = Number(text.trim().replace(",", "."));
  if (text.trim() === "" || !Number.isFinite(value)) return `${name}: enter a number of inches.`;
  if (value < min || value > max) return `${name}: from ${min}" to ${max}".`;
  return value;
}

/** The media, the gap and "Make print sheet" for the chosen orders. */
export function PrintSheetForm({ chosen, onMake }: Props) {
  const ids = useId();
  const [kind, setKind] = useState<"roll" | "sheet">("roll");
  const [rollWidth, setRollWidth] = useState(String(DEFAULT_ROLL_WIDTH_INCHES));
  const [rollLength, setRollLength] = useState(String(DEFAULT_ROLL_MAX_LENGTH_INCHES));
  const [preset, setPreset] = useState<string>(SHEET_PRESETS[0].label);
  const [sheetWidth, setSheetWidth] = useState("12");
  const [sheetHeight, setSheetHeight] = useState("18");
  const [gap, setGap] = useState(String(DEFAULT_SHEET_GAP_INCHES));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const copies = chosen.reduce((sum, order) => sum + order.quantity, 0);
  const stocks = groupOrdersByStock(chosen);

  function readSettings(): Settings | string {
    const gapInches = readInches(gap, "Gap", 0, MAX_GAP_INCHES);
    if (typeof gapInches === "string") return gapInches;
    if (kind === "roll") {
      const widthInches = readInches(rollWidth, "Roll width", MEDIA_MIN_INCHES, MEDIA_MAX_WIDTH_INCHES);
      if (typeof widthInches === "string") return widthInches;
      const maxLengthInches = readInches(rollLength, "Maximum length", MEDIA_MIN_INCHES, MEDIA_MAX_LENGTH_INCHES);
      if (typeof maxLengthInches === "string") return maxLengthInches;
      return { media: { kind, widthInches, maxLengthInches }, gapInches };
    }
    const known = SHEET_PRESETS.find((option) => option.label === preset);
    if (known) return { media: { kind, widthInches: known.widthInches, heightInches: known.heightInches }, gapInches };
    const widthInches = readInches(sheetWidth, "Sheet width", MEDIA_MIN_INCHES, MEDIA_MAX_WIDTH_INCHES);
    if (typeof widthInches === "string") return widthInches;
    const heightInches = readInches(sheetHeight, "Sheet height", MEDIA_MIN_INCHES, MEDIA_MAX_WIDTH_INCHES);
    if (typeof heightInches === "string") return heightInches;
    return { media: { kind, widthInches, heightInches }, gapInches };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const settings = readSettings();
    if (typeof settings === "string") {
      setError(settings);
      return;
    }
    if (chosen.length === 0) {
      setError("Choose the orders to print first.");
      return;
    }
    // The server refuses it too (409): one roll carries one material with one laminate.
    const mixed = explainMixedStocks(chosen);
    if (mixed) {
      setError(mixed);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onMake(settings);
    } catch (caught) {
      if (!isSessionExpired(caught)) setError(errorMessage(caught, "The print sheet could not be queued."));
    } finally {
      setBusy(false);
    }
  }

  const field = (id: string, label: string, value: string, onChange: (value: string) => void) => (
    <div className="space-y-1">
      <Label htmlFor={`${ids}-${id}`}>{label}</Label>
      <Input
        id={`${ids}-${id}`}
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={error ? `${ids}-error` : undefined}
      />
    </div>
  );

  return (
    <Card className="h-fit min-w-0">
      <CardHeader>
        <CardTitle>Print sheet</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          className="space-y-4"
          aria-label="Print sheet settings"
        >
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-900">Media</legend>
            <div className="flex gap-4">
              {(["roll", "sheet"] as const).map((option) => (
                <label key={option} className="flex items-center gap-2 text-sm text-slate-900">
                  <input
                    type="radio"
                    name={`${ids}-media`}
                    value={option}
                    checked={kind === option}
                    onChange={() => setKind(option)}
                    className="h-4 w-4 accent-primary"
                  />
                  {option === "roll" ? "Roll" : "Sheets"}
                </label>
              ))}
            </div>
          </fieldset>
          {kind === "roll" ? (
            <div className="grid grid-cols-2 gap-3">
              {field("roll-width", "Roll width (in)", rollWidth, setRollWidth)}
              {field("roll-length", "Max length (in)", rollLength, setRollLength)}
            </div>
          ) : (
            <div className="space-y-3">
              <div className="space-y-1">
                <Label htmlFor={`${ids}-preset`}>Sheet size</Label>
                <NativeSelect id={`${ids}-preset`} value={preset} onChange={(event) => setPreset(event.target.value)}>
                  {SHEET_PRESETS.map((option) => (
                    <option key={option.label} value={option.label}>
                      {option.label}
                    </option>
                  ))}
                  <option value="custom">Custom size</option>
                </NativeSelect>
              </div>
              {preset === "custom" && (
                <div className="grid grid-cols-2 gap-3">
                  {field("sheet-width", "Width (in)", sheetWidth, setSheetWidth)}
                  {field("sheet-height", "Height (in)", sheetHeight, setSheetHeight)}
                </div>
              )}
            </div>
          )}
          {field("gap", "Gap between stickers (in)", gap, setGap)}
          <p className="text-sm text-slate-700" aria-live="polite">
            {chosen.length === 0
              ? "No orders chosen."
              : `${chosen.length} ${chosen.length === 1 ? "order" : "orders"} chosen: ${copies} stickers${
                  stocks.length === 1
                    ? ` on ${formatStockName(stocks[0]!.stock)}`
                    : ` of ${stocks.length} stocks (a print sheet holds one)`
                }.`}
          </p>
          {error && (
            <p id={`${ids}-error`} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Printer aria-hidden="true" />}
            Make print sheet
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
