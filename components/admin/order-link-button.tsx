"use client";

import { useState } from "react";
import { Link2, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isSessionExpired, sendNewOrderLink } from "@/lib/client/admin-api";
import { useAdminApi } from "./admin-session";

type Props = {
  order: { id: number; orderNumber: string; customerEmail: string };
  /** Called after the new link was sent (the e-mail shows in the order's e-mails). */
  onSent: () => void;
};

/** "Send a new order link": asks first, then revokes the customer's order page links and e-mails a new one. */
export function OrderLinkButton({ order, onSent }: Props) {
  const api = useAdminApi();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const { message } = await sendNewOrderLink(api, order.id);
      setOpen(false);
      toast({ title: "New Order Link Sent", description: message });
      onSent();
    } catch (caught) {
      if (!isSessionExpired(caught))
        setError(errorMessage(caught, "The new link could not be sent. Please try again."));
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
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <Link2 aria-hidden="true" />
        Send a new order link
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send a new order link for {order.orderNumber}?</DialogTitle>
          <DialogDescription>
            Every link to this checkout&apos;s order page, including those in earlier e-mails, will stop working. A new
            link will be e-mailed to {order.customerEmail}.
          </DialogDescription>
        </DialogHeader>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={busy}>
            Keep the links
          </Button>
          <Button type="button" onClick={confirm} disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Send new link
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
