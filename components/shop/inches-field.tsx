"use client";

import { useEffect, useId, useState } from "react";
import { Minus, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CUSTOM_SIZE_MAX_INCHES, CUSTOM_SIZE_MIN_INCHES, readInchesText } from "@/lib/domain/sticker-shapes";
import { stepCustomInches } from "@/lib/designs/step-custom-inches";

/** A typed value's error waits this long, so "2.2" on the way to "2.25" is not scolded. */
export const SIZE_ERROR_DELAY_MS = 600;

type Props = {
  id: string;
  /** The field's name in its label and the buttons' names: "Width", "Diameter", "Longest side". */
  name: string;
  value: string;
  /** The value's problem (a zod message), or null when it is a size the shop cuts. */
  error: string | null;
  onChange: (text: string) => void;
  /** Extra help under the field, read with it. */
  hint?: string;
};

/** One custom-size side in inches: a decimal field with − and + buttons stepping 0.25", and its error. */
export function InchesField({ id, name, value, error, onChange, hint }: Props) {
  const hintId = useId();
  const errorId = useId();
  // Once the shopper has left the field, errors show at once; while typing, once the value has settled.
  const [touched, setTouched] = useState(false);
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SIZE_ERROR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const shownError = error && (touched || settled === value) ? error : null;
  const inches = readInchesText(value);
  const describedBy = [hint ? hintId : null, shownError ? errorId : null].filter(Boolean).join(" ") || undefined;

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{name} (inches)</Label>
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="shrink-0"
          aria-label={`${name}: 0.25 inch smaller`}
          disabled={inches <= CUSTOM_SIZE_MIN_INCHES}
          onClick={() => onChange(String(stepCustomInches(value, -1)))}
        >
          <Minus aria-hidden="true" />
        </Button>
        <Input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          className="min-w-0 text-center text-base sm:text-sm"
          value={value}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => setTouched(true)}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="shrink-0"
          aria-label={`${name}: 0.25 inch larger`}
          disabled={inches >= CUSTOM_SIZE_MAX_INCHES}
          onClick={() => onChange(String(stepCustomInches(value, 1)))}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {shownError && (
        <p id={errorId} role="alert" className="text-sm text-red-700" data-testid={`${id}-error`}>
          {shownError}
        </p>
      )}
    </div>
  );
}
