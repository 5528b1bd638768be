"use client";

import { useFormContext } from "react-hook-form";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { formatQuantity } from "./catalogue-format";

/**
 * A new size's total price for each tier, in the surrounding form's `totals` (one text per tier): "100
 * stickers" for a standard size, "10 sheets" for a sheet size (#39).
 */
export function TierTotalsFieldset({
  quantities,
  legend,
  unit,
}: {
  quantities: readonly number[];
  legend: string;
  unit: "stickers" | "sheets";
}) {
  const { control } = useFormContext<{ totals: string[] }>();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {quantities.map((quantity, index) => (
          <FormField
            key={quantity}
            control={control}
            name={`totals.${index}`}
            render={({ field }) => (
              <FormItem>
                <FormLabel>
                  {formatQuantity(quantity)} {unit}
                </FormLabel>
                <FormControl>
                  <Input type="text" inputMode="decimal" autoComplete="off" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** A catalogue dialog's Cancel and its submit button, which spins and waits while the save is under way. */
export function DialogSaveFooter({
  onCancel,
  submitting,
  label,
}: {
  onCancel: () => void;
  submitting: boolean;
  label: string;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={submitting}>
        {submitting && <Loader2 className="animate-spin" aria-hidden="true" />}
        {label}
      </Button>
    </DialogFooter>
  );
}
