"use client";

import { useState, type ComponentProps, type ReactNode } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { errorMessage, isSessionExpired } from "@/lib/client/admin-api";

type ButtonVariant = ComponentProps<typeof Button>["variant"];

export type ConfirmActionButtonProps = {
  /** The button that opens the dialog (icon and text). */
  trigger: ReactNode;
  triggerVariant?: ButtonVariant;
  confirmVariant?: ButtonVariant;
  disabled?: boolean;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: ReactNode;
  /** Does the work; the dialog closes when it resolves and shows the error's message when it rejects. */
  onConfirm: () => Promise<void>;
  /** Shown when the error carries no message of its own. */
  fallbackError: string;
  /** Fields the action needs (e.g. a note), shown under the description. */
  children?: ReactNode;
};

/**
 * A button for an admin action that cannot be taken back: it asks in a dialog first, keeps the dialog
 * open (and unclosable) while the action runs, and shows why it failed inside the dialog.
 */
export function ConfirmActionButton({
  trigger,
  triggerVariant = "outline",
  confirmVariant = "default",
  disabled = false,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
  fallbackError,
  children,
}: ConfirmActionButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (caught) {
      // An expired session shows the password gate instead.
      if (!isSessionExpired(caught)) setError(errorMessage(caught, fallbackError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (next) setError(null);
      }}
    >
      <Button type="button" variant={triggerVariant} onClick={() => setOpen(true)} disabled={disabled}>
        {trigger}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="button" variant={confirmVariant} onClick={confirm} disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
