"use client";

import { useId, useState, type FormEvent } from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { z } from "@/lib/validation/zod";
import { addTier, type GridDraft } from "./price-grid-draft";

type Props<D extends GridDraft> = {
  /** "New tier (stickers)", "New tier (sheets)". */
  label: string;
  /** The button's text, also naming the form: "Add tier", "Add sheet tier". */
  buttonLabel: string;
  placeholder: string;
  /** Reads the typed quantity (tierQuantitySchema, sheetTierQuantitySchema). */
  quantitySchema: z.ZodType<number, string>;
  draft: D;
  onAdd: (next: D) => void;
};

/** "Add tier": a new tier in its place in the grid (its cells empty), or why it cannot be added. */
export function AddTierForm<D extends GridDraft>({
  label,
  buttonLabel,
  placeholder,
  quantitySchema,
  draft,
  onAdd,
}: Props<D>) {
  const fieldId = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = quantitySchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Enter a quantity");
      return;
    }
    const next = addTier(draft, parsed.data);
    if ("error" in next) {
      setError(next.error);
      return;
    }
    onAdd(next);
    setText("");
    setError(null);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={buttonLabel} className="space-y-1.5">
      <Label htmlFor={`${fieldId}-tier`}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={`${fieldId}-tier`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className="w-32"
          placeholder={placeholder}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-tier-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="outline">
          <Plus aria-hidden="true" />
          {buttonLabel}
        </Button>
      </div>
      {error && (
        <p id={`${fieldId}-tier-error`} role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
