"use client";

import { useId, useState } from "react";
import { Copy, Loader2, Power, RotateCcw, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { affiliateLink, formatCommission, formatCustomerDiscount, formatDate, formatDollars } from "./format";
import { useShopTimeZone } from "./shop-time-zone";
import type { AdminAffiliate } from "@/lib/client/admin-types";

export type AffiliateAction = "toggle" | "reset" | "delete";

type Props = {
  affiliate: AdminAffiliate;
  /** The page origin the affiliate link starts with (window.location.origin). */
  origin: string;
  busyAction: AffiliateAction | null;
  onToggleActive: (affiliate: AdminAffiliate) => void;
  onResetPayout: (affiliate: AdminAffiliate) => void;
  onDelete: (affiliate: AdminAffiliate) => void;
};

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

export function AffiliateCard({ affiliate, origin, busyAction, onToggleActive, onResetPayout, onDelete }: Props) {
  const headingId = useId();
  const timeZone = useShopTimeZone();
  const linkId = useId();
  const [copying, setCopying] = useState(false);
  const link = affiliateLink(origin, affiliate.code);

  async function copyLink() {
    setCopying(true);
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: "Copied!", description: "Affiliate link copied to clipboard" });
    } catch {
      toast({
        variant: "destructive",
        title: "Error",
        description: "Failed to copy the link. Please copy it by hand.",
      });
    } finally {
      setCopying(false);
    }
  }

  const busy = busyAction !== null;

  return (
    <article aria-labelledby={headingId} className="space-y-4 rounded-lg border bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-0.5">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="font-semibold text-slate-900">
              {affiliate.name}
            </h3>
            <Badge variant={affiliate.isActive ? "success" : "secondary"}>
              {affiliate.isActive ? "Active" : "Inactive"}
            </Badge>
          </div>
          <p className="text-sm text-slate-700">
            Code: <span className="font-mono font-medium">{affiliate.code}</span>
          </p>
          <p className="break-all text-sm text-slate-700">{affiliate.email}</p>
        </div>
        <div className="text-right">
          <p className="text-xs font-medium text-slate-600">Commission</p>
          <p className="text-lg font-bold text-slate-900">{formatCommission(affiliate)}</p>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label="Total Earnings" value={formatDollars(affiliate.totalEarnings)} />
        <Stat label="Total Orders" value={String(affiliate.totalOrders)} />
        <Stat label="Customer Discount" value={formatCustomerDiscount(affiliate)} />
        <Stat label="Joined" value={formatDate(affiliate.createdAt, timeZone)} />
        {affiliate.lastPayout && (
          <Stat
            label="Last Payout"
            value={`${formatDollars(affiliate.lastPayout.amount)} on ${formatDate(affiliate.lastPayout.paidAt, timeZone)}`}
          />
        )}
        <Stat label="Total Paid Out" value={formatDollars(affiliate.totalPaidOut)} />
      </dl>

      <div className="space-y-1.5">
        <Label htmlFor={linkId}>Affiliate Link</Label>
        <div className="flex gap-2">
          <Input
            id={linkId}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs"
          />
          <Button type="button" variant="outline" onClick={copyLink} disabled={copying}>
            <Copy aria-hidden="true" />
            Copy
          </Button>
        </div>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => onToggleActive(affiliate)}>
          {busyAction === "toggle" ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Power aria-hidden="true" />
          )}
          {affiliate.isActive ? "Deactivate" : "Activate"}
        </Button>
        <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => onResetPayout(affiliate)}>
          {busyAction === "reset" ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <RotateCcw aria-hidden="true" />
          )}
          Reset Payout
        </Button>
        <Button type="button" variant="destructive" size="sm" disabled={busy} onClick={() => onDelete(affiliate)}>
          {busyAction === "delete" ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Trash2 aria-hidden="true" />
          )}
          Delete
        </Button>
      </div>
    </article>
  );
}
