"use client";

import { useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { toastError } from "../admin-toasts";

/**
 * A catalogue dialog's save: `save` runs `work`, then toasts `done`, tells the section and closes the
 * dialog; on an error it toasts it (`fallback` when the answer has no message) and stays open.
 */
export function useDialogSave({
  onSaved,
  onOpenChange,
}: {
  onSaved: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const [submitting, setSubmitting] = useState(false);
  async function save(work: () => Promise<unknown>, done: { title: string; description: string }, fallback: string) {
    setSubmitting(true);
    try {
      await work();
      toast(done);
      onSaved();
      onOpenChange(false);
    } catch (error) {
      toastError(error, fallback);
    } finally {
      setSubmitting(false);
    }
  }
  return { submitting, save };
}
