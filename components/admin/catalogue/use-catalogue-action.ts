"use client";

import { useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { toastError } from "../admin-toasts";

/**
 * A catalogue section's one-click changes (move, retire, restore): `run` marks the section busy, toasts
 * `done` or the error (titled "Not changed"), and reloads the catalogue either way, since a failed
 * change may have saved part of a move.
 */
export function useCatalogueAction(onChanged: () => void) {
  const [busy, setBusy] = useState(false);
  async function run(work: () => Promise<void>, done: { title: string; description: string }, fallback: string) {
    setBusy(true);
    try {
      await work();
      toast(done);
    } catch (error) {
      toastError(error, fallback, "Not changed");
    } finally {
      setBusy(false);
      onChanged();
    }
  }
  return { busy, run };
}
