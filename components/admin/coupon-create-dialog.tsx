"use client";

import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
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
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import type { AdminCoupon } from "@/lib/client/admin-types";
import { couponFormSchema, type CouponFormOutput, type CouponFormValues } from "@/lib/validation/coupon";
import { useAdminApi } from "./admin-session";
import { toastError } from "./admin-toasts";
import { FieldError } from "./field-error";
import { upperCaseInPlace } from "./upper-case-input";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onCreated: (coupon: AdminCoupon) => void };

const DEFAULTS: CouponFormValues = {
  code: "",
  discountType: "percentage",
  discountValue: "",
  minOrderAmount: "",
  maxDiscount: "",
  expiresAt: null,
};

/** datetime-local text (local time, no zone) → ISO instant; empty → null. */
function localDateTimeToIso(value: unknown): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : instant.toISOString();
}

export function CouponCreateDialog({ open, onOpenChange, onCreated }: Props) {
  const api = useAdminApi();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<CouponFormValues, unknown, CouponFormOutput>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: DEFAULTS,
  });
  const { register, handleSubmit, control, reset, formState } = form;
  const [code, discountType, discountValue] = useWatch({ control, name: ["code", "discountType", "discountValue"] });
  const isPercentage = discountType !== "fixed";
  const incomplete = !String(code ?? "").trim() || String(discountValue ?? "").trim() === "";
  const codeField = register("code");
  const errors = formState.errors;

  function close(next: boolean) {
    if (!next) reset(DEFAULTS);
    onOpenChange(next);
  }

  const submit = handleSubmit(async (values) => {
    setSubmitting(true);
    try {
      const coupon = await api.request<AdminCoupon>("POST", "/api/coupons", values);
      toast({ title: "Coupon Created", description: `Coupon ${coupon.code} has been created.` });
      onCreated(coupon);
      close(false);
    } catch (error) {
      toastError(error, "Failed to create coupon");
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Coupon</DialogTitle>
          <DialogDescription>Create a discount code customers can apply at checkout.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="space-y-1.5">
            <Label htmlFor="coupon-code">Coupon Code</Label>
            <Input
              id="coupon-code"
              placeholder="NEWDISCOUNT"
              autoComplete="off"
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={errors.code ? "coupon-code-error" : undefined}
              {...codeField}
              onChange={(event) => {
                upperCaseInPlace(event);
                return codeField.onChange(event);
              }}
            />
            <FieldError id="coupon-code-error" message={errors.code?.message} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="coupon-type">Discount Type</Label>
            <NativeSelect id="coupon-type" {...register("discountType")}>
              <option value="percentage">Percentage</option>
              <option value="fixed">Fixed Amount</option>
            </NativeSelect>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="coupon-value">{isPercentage ? "Percentage (%)" : "Amount ($)"}</Label>
            <Input
              id="coupon-value"
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              placeholder={isPercentage ? "15" : "10.00"}
              aria-invalid={errors.discountValue ? true : undefined}
              aria-describedby={errors.discountValue ? "coupon-value-error" : undefined}
              {...register("discountValue")}
            />
            <FieldError id="coupon-value-error" message={errors.discountValue?.message} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor="coupon-min">Minimum Order Amount ($)</Label>
              <Input
                id="coupon-min"
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                placeholder="Optional"
                aria-invalid={errors.minOrderAmount ? true : undefined}
                aria-describedby={errors.minOrderAmount ? "coupon-min-error" : undefined}
                {...register("minOrderAmount")}
              />
              <FieldError id="coupon-min-error" message={errors.minOrderAmount?.message} />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="coupon-max">Maximum Discount ($)</Label>
              <Input
                id="coupon-max"
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                placeholder="Optional"
                aria-invalid={errors.maxDiscount ? true : undefined}
                aria-describedby={errors.maxDiscount ? "coupon-max-error" : undefined}
                {...register("maxDiscount")}
              />
              <FieldError id="coupon-max-error" message={errors.maxDiscount?.message} />
            </div>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="coupon-expires">Expiration Date</Label>
            <Input
              id="coupon-expires"
              type="datetime-local"
              aria-invalid={errors.expiresAt ? true : undefined}
              aria-describedby={errors.expiresAt ? "coupon-expires-error" : "coupon-expires-hint"}
              {...register("expiresAt", { setValueAs: localDateTimeToIso })}
            />
            <p id="coupon-expires-hint" className="text-xs text-slate-600">
              Optional. Leave empty for a coupon that never expires.
            </p>
            <FieldError id="coupon-expires-error" message={errors.expiresAt?.message} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={incomplete || submitting}>
              {submitting && <Loader2 className="animate-spin" aria-hidden="true" />}
              {submitting ? "Creating..." : "Create Coupon"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
