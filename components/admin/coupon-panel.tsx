"use client";

import { useEffect, useState } from "react";
import { Loader2, Pencil, Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { formatCouponValue, formatOptionalDollars, formatShopDateTime } from "./format";
import { useShopTimeZone } from "./shop-time-zone";
import type { AdminCoupon } from "@/lib/client/admin-types";
import { formatCouponUses } from "@/lib/discounts/coupon-usage";
import { useAdminApi } from "./admin-session";
import { toastError } from "./admin-toasts";
import { ConfirmDialog } from "./confirm-dialog";
import { CouponCreateDialog } from "./coupon-create-dialog";
import { CouponEditDialog } from "./coupon-edit-dialog";

/** The coupon panel; mounted only while shown, so coupons are fetched only when it is open (spec section 7). */
export function CouponPanel({ id }: { id?: string }) {
  const api = useAdminApi();
  const timeZone = useShopTimeZone();
  const [coupons, setCoupons] = useState<AdminCoupon[] | null>(null);
  const [creating, setCreating] = useState(false);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [togglingId, setTogglingId] = useState<number | null>(null);
  const [editing, setEditing] = useState<AdminCoupon | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let cancelled = false;
    api.request<AdminCoupon[]>("GET", "/api/coupons").then(
      (list) => {
        if (!cancelled) setCoupons(list);
      },
      (error: unknown) => {
        if (cancelled) return;
        setCoupons((previous) => previous ?? []);
        toastError(error, "Failed to load coupons");
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, version]);

  // The coupon waiting for the operator's answer in the shop's confirmation dialog.
  const [confirmingDelete, setConfirmingDelete] = useState<AdminCoupon | null>(null);

  /** Deletes the confirmed coupon; a failure is toasted and rethrown, so the dialog says it too. */
  async function deleteCoupon(coupon: AdminCoupon) {
    setDeletingId(coupon.id);
    try {
      const result = await api.request<{ message: string }>("DELETE", `/api/coupons/${coupon.id}`);
      toast({ title: "Coupon Deleted", description: result.message });
      setVersion((value) => value + 1);
    } catch (error) {
      toastError(error, "Failed to delete coupon");
      throw error;
    } finally {
      setDeletingId(null);
    }
  }

  const replace = (saved: AdminCoupon) =>
    setCoupons((list) => list?.map((coupon) => (coupon.id === saved.id ? saved : coupon)) ?? list);

  /** The row's Active switch: saved at once (PATCH { isActive }), the row shows the server's answer. */
  async function setActive(coupon: AdminCoupon, isActive: boolean) {
    setTogglingId(coupon.id);
    try {
      const saved = await api.request<AdminCoupon>("PATCH", `/api/coupons/${coupon.id}`, { isActive });
      replace(saved);
      toast({
        title: "Coupon Updated",
        description: `Coupon ${saved.code} is now ${saved.isActive ? "active" : "inactive"}.`,
      });
    } catch (error) {
      toastError(error, "Failed to update coupon");
    } finally {
      setTogglingId(null);
    }
  }

  return (
    <Card id={id}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-4 space-y-0">
        <CardTitle>Coupons</CardTitle>
        <Button type="button" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Create Coupon
        </Button>
      </CardHeader>
      <CardContent>
        {coupons === null ? (
          <div role="status" className="flex justify-center py-8">
            <Loader2 className="h-6 w-6 animate-spin text-slate-600" aria-hidden="true" />
            <span className="sr-only">Loading coupons</span>
          </div>
        ) : coupons.length === 0 ? (
          <p className="py-8 text-center text-slate-600">No coupons found</p>
        ) : (
          <Table aria-label="Coupons">
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>Code</TableHead>
                <TableHead>Type</TableHead>
                <TableHead>Value</TableHead>
                <TableHead>Min Order</TableHead>
                <TableHead>Max Discount</TableHead>
                <TableHead>Expires</TableHead>
                <TableHead>Uses</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {coupons.map((coupon) => (
                <TableRow key={coupon.id}>
                  <TableCell className="font-mono font-medium">{coupon.code}</TableCell>
                  <TableCell>{coupon.discountType === "percentage" ? "Percentage" : "Fixed Amount"}</TableCell>
                  <TableCell>{formatCouponValue(coupon)}</TableCell>
                  <TableCell>{formatOptionalDollars(coupon.minOrderAmount)}</TableCell>
                  <TableCell>{formatOptionalDollars(coupon.maxDiscount)}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {coupon.expiresAt ? formatShopDateTime(coupon.expiresAt, timeZone) : "Never"}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {formatCouponUses(coupon.usesCount, coupon.maxUses)}
                    {coupon.oncePerCustomer && <span className="block text-xs text-slate-600">Once per customer</span>}
                  </TableCell>
                  <TableCell>
                    <div className="flex items-center gap-2">
                      <Switch
                        checked={coupon.isActive}
                        disabled={togglingId === coupon.id}
                        onCheckedChange={(checked) => void setActive(coupon, checked)}
                        aria-label={`Coupon ${coupon.code} active`}
                      />
                      <span>{coupon.isActive ? "Active" : "Inactive"}</span>
                    </div>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`Edit coupon ${coupon.code}`}
                      onClick={() => setEditing(coupon)}
                    >
                      <Pencil aria-hidden="true" />
                      Edit
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      className="text-red-700 hover:text-red-800"
                      aria-label={`Delete coupon ${coupon.code}`}
                      disabled={deletingId === coupon.id}
                      onClick={() => setConfirmingDelete(coupon)}
                    >
                      {deletingId === coupon.id ? (
                        <Loader2 className="animate-spin" aria-hidden="true" />
                      ) : (
                        <Trash2 aria-hidden="true" />
                      )}
                      Delete
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirmingDelete !== null}
        onOpenChange={(next) => {
          if (!next) setConfirmingDelete(null);
        }}
        confirmVariant="destructive"
        title="Delete coupon?"
        description={confirmingDelete ? `Are you sure you want to delete coupon '${confirmingDelete.code}'?` : null}
        confirmLabel="Delete"
        fallbackError="Failed to delete coupon"
        onConfirm={() => (confirmingDelete ? deleteCoupon(confirmingDelete) : Promise.resolve())}
      />
      <CouponCreateDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={() => setVersion((value) => value + 1)}
      />
      <CouponEditDialog
        coupon={editing}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        onSaved={replace}
      />
    </Card>
  );
}
