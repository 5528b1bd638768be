"use client";

import { useEffect, useState } from "react";
import { Loader2, Plus, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { formatCouponValue, formatDateTime, formatOptionalDollars } from "./format";
import type { AdminCoupon } from "@/lib/client/admin-types";
import { useAdminApi } from "./admin-session";
import { toastError } from "./admin-toasts";
import { CouponCreateDialog } from "./coupon-create-dialog";

/** The coupon panel; mounted only while shown, so coupons are fetched only when it is open (spec section 7). */
export function CouponPanel({ id }: { id?: string }) {
  const api = useAdminApi();
  const [coupons, setCoupons] = useState<AdminCoupon[] | null>(null);
  const [creating, setCreating] = useState(false);
  const [deletingId, setDeletingId] = useState<number | null>(null);
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

  async function deleteCoupon(coupon: AdminCoupon) {
    if (!window.confirm(`Are you sure you want to delete coupon '${coupon.code}'?`)) return;
    setDeletingId(coupon.id);
    try {
      const result = await api.request<{ message: string }>("DELETE", `/api/coupons/${coupon.id}`);
      toast({ title: "Coupon Deleted", description: result.message });
      setVersion((value) => value + 1);
    } catch (error) {
      toastError(error, "Failed to delete coupon");
    } finally {
      setDeletingId(null);
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
                    {coupon.expiresAt ? formatDateTime(coupon.expiresAt) : "Never"}
                  </TableCell>
                  <TableCell>
                    <Badge variant={coupon.isActive ? "success" : "secondary"}>
                      {coupon.isActive ? "Active" : "Inactive"}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      className="text-red-700 hover:text-red-800"
                      aria-label={`Delete coupon ${coupon.code}`}
                      disabled={deletingId === coupon.id}
                      onClick={() => deleteCoupon(coupon)}
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
      <CouponCreateDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={() => setVersion((value) => value + 1)}
      />
    </Card>
  );
}
