"use client";

import { useState, type ComponentProps, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "./confirm-dialog";

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
 * A button for an admin action that cannot be taken back: it asks in the shop's dialog first
 * (ConfirmDialog), which stays open while the action runs and shows why it failed.
 */
export function ConfirmActionButton({
  trigger,
  triggerVariant = "outline",
  disabled = false,
  ...dialog
}: ConfirmActionButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant={triggerVariant} onClick={() => setOpen(true)} disabled={disabled}>
        {trigger}
      </Button>
      <ConfirmDialog {...dialog} open={open} onOpenChange={setOpen} />
    </>
  );
}
