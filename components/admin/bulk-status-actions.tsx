"use client";

import { useState } from "react";
import { PackageCheck, Printer } from "lucide-react";
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
import type { AdminOrder, BulkStatusResult } from "@/lib/client/admin-types";
import { countCustomerEmails, describeCustomerEmails } from "@/lib/domain/count-customer-emails";
import type { CustomerNoticeStatus } from "@/lib/validation/admin-orders";
import { useAdminApi } from "./admin-session";
import { toastError } from "./admin-toasts";
import { STATUS_EMAIL_NAMES } from "./order-status-control";

const ACTIONS = [
  { status: "processing", label: "Mark processing", icon: <Printer aria-hidden="true" /> },
  { status: "shipped", label: "Mark shipped", icon: <PackageCheck aria-hidden="true" /> },
] as const;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * "Mark processing (n)" and "Mark shipped (n)" for the selected orders: a dialog names the e-mail, how
 * many customers get it and in how many e-mails (one per checkout), then POST /api/orders/bulk-status. No tracking numbers in bulk.
 */
export function BulkStatusActions({ orders, onDone }: { orders: AdminOrder[]; onDone: () => void }) {
  const api = useAdminApi();
  const [pending, setPending] = useState<CustomerNoticeStatus | null>(null);
  const [busy, setBusy] = useState(false);

  const toChange = pending ? orders.filter((order) => order.status !== pending) : [];
  const recipients = countCustomerEmails(toChange);
  const already = orders.length - toChange.length;

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    try {
      const result = await api.request<BulkStatusResult>("POST", "/api/orders/bulk-status", {
        orderIds: orders.map((order) => order.id),
        status: pending,
      });
      toast({ title: "Status Updated", description: result.message });
      setPending(null);
      onDone();
    } catch (error) {
      toastError(error, "Failed to update order status");
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {ACTIONS.map((action) => (
        <Button
          key={action.status}
          type="button"
          variant="outline"
          disabled={busy || orders.length === 0}
          onClick={() => setPending(action.status)}
        >
          {action.icon}
          {action.label} ({orders.length})
        </Button>
      ))}
      <Dialog open={pending !== null} onOpenChange={(open) => !open && !busy && setPending(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              Mark {plural(toChange.length, "order", "orders")} as {pending}?
            </DialogTitle>
            <DialogDescription>
              {pending &&
                (recipients.emails > 0
                  ? `Send “${STATUS_EMAIL_NAMES[pending]}” to ${describeCustomerEmails(recipients)}?`
                  : "No customer e-mail will be sent.")}
              {already > 0 && ` ${plural(already, "order", "orders")} already ${pending}: left unchanged.`}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={() => setPending(null)}>
              Cancel
            </Button>
            <Button type="button" disabled={busy || toChange.length === 0} onClick={() => void confirm()}>
              {busy ? "Saving..." : "Confirm"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
