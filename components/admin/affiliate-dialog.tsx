"use client";

import { useEffect, useState } from "react";
import { Loader2, UserPlus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import type { AdminAffiliate } from "@/lib/client/admin-types";
import { AffiliateCard, type AffiliateAction } from "./affiliate-card";
import { AffiliateForm } from "./affiliate-form";
import { ConfirmDialog } from "./confirm-dialog";
import { useAdminApi } from "./admin-session";
import { toastError } from "./admin-toasts";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Affiliate Management; its content (and the GET /api/affiliates call) exists only while the dialog is open. */
export function AffiliateDialog({ open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Affiliate Management</DialogTitle>
          <DialogDescription>Manage affiliate partners and track their performance</DialogDescription>
        </DialogHeader>
        {open && <AffiliateManager />}
      </DialogContent>
    </Dialog>
  );
}

function AffiliateManager() {
  const api = useAdminApi();
  const [affiliates, setAffiliates] = useState<AdminAffiliate[] | null>(null);
  const [showForm, setShowForm] = useState(false);
  const [busy, setBusy] = useState<{ id: number; action: AffiliateAction } | null>(null);
  const [version, setVersion] = useState(0);
  const [origin] = useState(() => window.location.origin);

  useEffect(() => {
    let cancelled = false;
    api.request<AdminAffiliate[]>("GET", "/api/affiliates").then(
      (list) => {
        if (!cancelled) setAffiliates(list);
      },
      (error: unknown) => {
        if (cancelled) return;
        setAffiliates((previous) => previous ?? []);
        toastError(error, "Failed to load affiliates");
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, version]);

  const reload = () => setVersion((value) => value + 1);

  async function act(affiliate: AdminAffiliate, action: AffiliateAction, work: () => Promise<void>) {
    setBusy({ id: affiliate.id, action });
    try {
      await work();
    } finally {
      setBusy(null);
    }
  }

  const toggleActive = (affiliate: AdminAffiliate) =>
    act(affiliate, "toggle", async () => {
      try {
        await api.request<unknown>("PATCH", `/api/affiliates/${affiliate.id}`, { isActive: !affiliate.isActive });
        setAffiliates(
          (list) =>
            list?.map((row) => (row.id === affiliate.id ? { ...row, isActive: !affiliate.isActive } : row)) ?? list,
        );
        reload();
      } catch (error) {
        toastError(error, "Failed to update affiliate");
      }
    });

  // The action waiting for the operator's answer in the shop's confirmation dialog.
  const [confirming, setConfirming] = useState<{ affiliate: AdminAffiliate; action: "reset" | "delete" } | null>(null);

  /** Runs the confirmed action; a failure is toasted and rethrown, so the dialog says it too. */
  const runConfirmed = async () => {
    if (!confirming) return;
    const { affiliate, action } = confirming;
    let failure: unknown = null;
    await act(affiliate, action, async () => {
      try {
        if (action === "reset") {
          const result = await api.request<{ message: string }>("POST", `/api/affiliates/${affiliate.id}/reset-payout`);
          toast({ title: "Payout Reset", description: result.message });
        } else {
          const result = await api.request<{ message: string }>("DELETE", `/api/affiliates/${affiliate.id}`);
          toast({ title: "Success", description: result.message });
        }
        reload();
      } catch (error) {
        toastError(error, action === "reset" ? "Failed to reset affiliate payout" : "Failed to delete affiliate");
        failure = error;
      }
    });
    if (failure) throw failure;
  };

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button
          type="button"
          variant={showForm ? "outline" : "default"}
          aria-expanded={showForm}
          onClick={() => setShowForm((shown) => !shown)}
        >
          {showForm ? <X aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
          {showForm ? "Cancel" : "Add Affiliate"}
        </Button>
      </div>

      {showForm && (
        <AffiliateForm
          onCreated={() => {
            setShowForm(false);
            reload();
          }}
        />
      )}

      {affiliates === null ? (
        <div role="status" className="flex justify-center py-8">
          <Loader2 className="h-6 w-6 animate-spin text-slate-600" aria-hidden="true" />
          <span className="sr-only">Loading affiliates</span>
        </div>
      ) : affiliates.length === 0 ? (
        <p className="py-8 text-center text-slate-600">No affiliates found</p>
      ) : (
        <div className="space-y-3">
          {affiliates.map((affiliate) => (
            <AffiliateCard
              key={affiliate.id}
              affiliate={affiliate}
              origin={origin}
              busyAction={busy?.id === affiliate.id ? busy.action : null}
              onToggleActive={toggleActive}
              onResetPayout={(target) => setConfirming({ affiliate: target, action: "reset" })}
              onDelete={(target) => setConfirming({ affiliate: target, action: "delete" })}
            />
          ))}
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(next) => {
          if (!next) setConfirming(null);
        }}
        confirmVariant={confirming?.action === "delete" ? "destructive" : "default"}
        title={confirming?.action === "delete" ? "Delete affiliate?" : "Reset payout?"}
        description={
          confirming
            ? confirming.action === "delete"
              ? `Are you sure you want to delete affiliate '${confirming.affiliate.name}' (${confirming.affiliate.code})? This action cannot be undone.`
              : `Are you sure you want to reset the payout for '${confirming.affiliate.name}' to $0.00? This will help you track which affiliates you've actually paid.`
            : null
        }
        confirmLabel={confirming?.action === "delete" ? "Delete" : "Reset payout"}
        fallbackError={
          confirming?.action === "delete" ? "Failed to delete affiliate" : "Failed to reset affiliate payout"
        }
        onConfirm={runConfirmed}
      />
    </div>
  );
}
