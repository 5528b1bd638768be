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

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  confirmVariant?: ButtonVariant;
  title: ReactNode;
  description: ReactNode;
  cancelLabel?: string;
  confirmLabel: ReactNode;
  /** Does the work; the dialog closes when it resolves and shows the error's message when it rejects. */
  onConfirm: () => Promise<void>;
  /** Shown when the error carries no message of its own. */
  fallbackError: string;
  /** Shown above the description's fields, e.g. a preview of what is sent. */
  children?: ReactNode;
  /** Where the focus goes when the dialog closes (the dialog may have no trigger of its own). */
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>["onCloseAutoFocus"];
};

/**
 * The shop's own confirmation for an admin action (instead of the browser's confirm()): it asks, keeps
 * itself open (and unclosable) while the action runs, and shows why the action failed inside the dialog.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  confirmVariant = "default",
  title,
  description,
  cancelLabel = "Cancel",
  confirmLabel,
  onConfirm,
  fallbackError,
  children,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  // A dialog opened again starts without the previous attempt's error.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setError(null);
  }

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onOpenChange(false);
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
        if (!busy) onOpenChange(next);
      }}
    >
      {/* One column no wider than the dialog: a long e-mail address wraps instead of widening it on a phone. */}
      <DialogContent className="grid-cols-[minmax(0,1fr)]" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle className="break-words">{title}</DialogTitle>
          <DialogDescription className="break-words">{description}</DialogDescription>
        </DialogHeader>
        {children}
        {error ? (
          <p role="alert" className="break-words text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="button" variant={confirmVariant} onClick={() => void confirm()} disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
