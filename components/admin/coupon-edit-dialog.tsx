"use client";

import { useEffect, useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
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
import { Form } from "@/components/ui/form";
import { toast } from "@/components/ui/use-toast";
import type { AdminCoupon } from "@/lib/client/admin-types";
import { couponUpdateSchemaFor } from "@/lib/validation/coupon";
import { useAdminApi } from "./admin-session";
import { toastError } from "./admin-toasts";
import { CouponTermsFields, isoToLocalDateTime, localDateTimeToIso } from "./coupon-fields";
import { useShopTimeZone } from "./shop-time-zone";

/** What the Edit Coupon dialog holds: the editable terms as the inputs show them. */
type CouponEditValues = {
  discountValue: string;
  minOrderAmount: string;
  maxDiscount: string;
  expiresAt: string;
  maxUses: string;
  oncePerCustomer: boolean;
};

const text = (value: number | null) => (value === null ? "" : String(value));

function valuesOf(coupon: AdminCoupon, timeZone: string): CouponEditValues {
  return {
    discountValue: String(coupon.discountValue),
    minOrderAmount: text(coupon.minOrderAmount),
    maxDiscount: text(coupon.maxDiscount),
    expiresAt: isoToLocalDateTime(coupon.expiresAt, timeZone),
    maxUses: text(coupon.maxUses),
    oncePerCustomer: coupon.oncePerCustomer,
  };
}

type Props = {
  coupon: AdminCoupon | null;
  onOpenChange: (open: boolean) => void;
  onSaved: (coupon: AdminCoupon) => void;
};

/**
 * Edits a coupon's terms (its code and type stay). Only the fields the operator changed are sent, so an
 * expired coupon's past expiry is not re-sent (the schema refuses a past date) unless it is changed.
 */
export function CouponEditDialog({ coupon, onOpenChange, onSaved }: Props) {
  const api = useAdminApi();
  const [submitting, setSubmitting] = useState(false);
  const timeZone = useShopTimeZone();
  const form = useForm<CouponEditValues>({ defaultValues: coupon ? valuesOf(coupon, timeZone) : undefined });
  const { handleSubmit, reset, setError, formState } = form;

  useEffect(() => {
    if (coupon) reset(valuesOf(coupon, timeZone));
  }, [coupon, reset, timeZone]);

  const submit = handleSubmit(async (values) => {
    if (!coupon) return;
    const changed = Object.fromEntries(
      (Object.keys(formState.dirtyFields) as (keyof CouponEditValues)[])
        .filter((key) => formState.dirtyFields[key])
        .map((key) => [key, key === "expiresAt" ? localDateTimeToIso(values.expiresAt, timeZone) : values[key]]),
    );
    const parsed = couponUpdateSchemaFor(coupon.discountType).safeParse(changed);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === "string") setError(field as FieldPath<CouponEditValues>, { message: issue.message });
      }
      return;
    }
    setSubmitting(true);
    try {
      const saved = await api.request<AdminCoupon>("PATCH", `/api/coupons/${coupon.id}`, parsed.data);
      toast({ title: "Coupon Updated", description: `Coupon ${saved.code} has been updated.` });
      onSaved(saved);
      onOpenChange(false);
    } catch (error) {
      toastError(error, "Failed to update coupon");
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Dialog open={coupon !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Coupon</DialogTitle>
          <DialogDescription>
            {coupon
              ? `${coupon.code} · ${coupon.discountType === "percentage" ? "Percentage" : "Fixed Amount"}. The code and type cannot be changed.`
              : null}
          </DialogDescription>
        </DialogHeader>
        {coupon && (
          <Form {...form}>
            <form onSubmit={submit} className="space-y-4" noValidate>
              <CouponTermsFields<CouponEditValues> isPercentage={coupon.discountType === "percentage"} />
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                  Cancel
                </Button>
                <Button type="submit" disabled={!formState.isDirty || submitting}>
                  {submitting && <Loader2 className="animate-spin" aria-hidden="true" />}
                  {submitting ? "Saving..." : "Save Changes"}
                </Button>
              </DialogFooter>
            </form>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
