"use client";

import { AlertTriangle, Loader2, Save, Undo2 } from "lucide-react";
import { Button } from "@/components/ui/button";

type Props = {
  /** The server's refusal of the last save: nothing was saved. */
  refusal: string | null;
  warnings: string[];
  /** Whether the warnings are the last save's own answer. */
  justSaved: boolean;
  /** Under the warnings' title: why they are only warnings. */
  warningsNote: string;
  /** "Save prices", "Save sheet prices". */
  saveLabel: string;
  /** "Discard changes", "Discard sheet changes". */
  discardLabel: string;
  saving: boolean;
  changed: boolean;
  onSave: () => void;
  onDiscard: () => void;
};

/** Under a price grid: why a save was refused, the grid's warnings, and its Save and Discard buttons. */
export function GridSaveArea({
  refusal,
  warnings,
  justSaved,
  warningsNote,
  saveLabel,
  discardLabel,
  saving,
  changed,
  onSave,
  onDiscard,
}: Props) {
  return (
    <>
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
          <p>{warningsNote}</p>
          <ul className="list-disc pl-5">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={onSave} disabled={saving || !changed}>
          {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {saveLabel}
        </Button>
        <Button type="button" variant="outline" disabled={saving || !changed} onClick={onDiscard}>
          <Undo2 aria-hidden="true" />
          {discardLabel}
        </Button>
      </div>
    </>
  );
}
