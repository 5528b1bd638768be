"use client";

import { useMemo, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isSessionExpired } from "@/lib/client/admin-api";
import type { GridDraft } from "./price-grid-draft";

type Options<G, D extends GridDraft> = {
  /** The grid as loaded; a new one (a reload after any change) starts the draft again from it. */
  grid: G;
  /** A module-level function (a stable identity). */
  draftOf: (grid: G) => D;
  /** The saved grid's warnings, as the API lists them. */
  savedWarnings: string[];
  isChanged: (draft: D, saved: D) => boolean;
  /** Sends the whole draft; a refusal throws with the server's message. */
  send: (draft: D) => Promise<{ warnings: string[] }>;
  /** The toast of a save, told whether the save answered warnings. */
  savedToast: (hasWarnings: boolean) => { title: string; description: string };
  /** Said when a refusal has no message of its own. */
  failure: string;
  onSaved: () => void;
};

/**
 * A price grid's editing at /admin/catalogue (the stickers' and, #39, the sheets'): the draft kept over
 * what is stored, saved whole; a refused save keeps the owner's edits and says why, a saved one shows its
 * own warnings until the page has read the catalogue again.
 */
export function useGridEditor<G, D extends GridDraft>({
  grid,
  draftOf,
  savedWarnings,
  isChanged,
  send,
  savedToast,
  failure,
  onSaved,
}: Options<G, D>) {
  const saved = useMemo(() => draftOf(grid), [draftOf, grid]);
  const [draft, setDraft] = useState<D>(saved);
  // The save's own answer until the page has read the catalogue again (then both say the same).
  const [answered, setAnswered] = useState<string[] | null>(null);
  const [savedFrom, setSavedFrom] = useState(grid);
  // A reload after a save (or any other change) starts the grid again from what is stored.
  if (savedFrom !== grid) {
    setSavedFrom(grid);
    setDraft(saved);
    if (answered) setAnswered(null);
  }
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [justSaved, setJustSaved] = useState(false);

  async function save() {
    setSaving(true);
    setRefusal(null);
    try {
      const answer = await send(draft);
      setAnswered(answer.warnings);
      setJustSaved(true);
      toast(savedToast(answer.warnings.length > 0));
      onSaved();
    } catch (error) {
      if (!isSessionExpired(error)) setRefusal(errorMessage(error, failure));
    } finally {
      setSaving(false);
    }
  }

  function discard() {
    setDraft(saved);
    setRefusal(null);
  }

  return {
    saved,
    draft,
    setDraft,
    changed: isChanged(draft, saved),
    warnings: answered ?? savedWarnings,
    refusal,
    saving,
    justSaved,
    save,
    discard,
  };
}
