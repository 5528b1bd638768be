"use client";

import { useMemo, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
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
import { Form } from "@/components/ui/form";
import { toast } from "@/components/ui/use-toast";
import type { AdminCoupon } from "@/lib/client/admin-types";
import { couponFormSchema, type CouponFormOutput, type CouponFormValues } from "@/lib/validation/coupon";
import { useAdminApi } from "./admin-session";
import { CouponTermsFields, localDateTimeToIso } from "./coupon-fields";
import { ChoiceField, CodeField, DISCOUNT_TYPE_OPTIONS } from "./form-fields";
import { toastError } from "./admin-toasts";
import { useShopTimeZone } from "./shop-time-zone";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onCreated: (coupon: AdminCoupon) => void };

const DEFAULTS: CouponFormValues = {
  code: "",
  discountType: "percentage",
  discountValue: "",
  minOrderAmount: "",
  maxDiscount: "",
  expiresAt: null,
  maxUses: "",
  oncePerCustomer: false,
};

const zodCouponResolver = zodResolver(couponFormSchema);

/**
 * The expiration field holds the datetime-local text on the shop's clock; the schema checks (and the request
 * sends) its ISO instant.
 */
function makeCouponResolver(timeZone: string): Resolver<CouponFormValues, unknown, CouponFormOutput> {
  return (values, context, options) =>
    zodCouponResolver({ ...values, expiresAt: localDateTimeToIso(values.expiresAt, timeZone) }, context, options);
}

export function CouponCreateDialog({ open, onOpenChange, onCreated }: Props) {
  const api = useAdminApi();
  const [submitting, setSubmitting] = useState(false);
  const timeZone = useShopTimeZone();
  const couponResolver = useMemo(() => makeCouponResolver(timeZone), [timeZone]);
  const form = useForm<CouponFormValues, unknown, CouponFormOutput>({
    resolver: couponResolver,
    defaultValues: DEFAULTS,
  });
  const { handleSubmit, control, reset } = form;
  const [code, discountType, discountValue] = useWatch({ control, name: ["code", "discountType", "discountValue"] });
  const isPercentage = discountType !== "fixed";
  const incomplete = !String(code ?? "").trim() || String(discountValue ?? "").trim() === "";

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
        <Form {...form}>
          <form onSubmit={submit} className="space-y-4" noValidate>
            <CodeField<CouponFormValues> name="code" label="Coupon Code" placeholder="NEWDISCOUNT" />
            <ChoiceField<CouponFormValues> name="discountType" label="Discount Type" options={DISCOUNT_TYPE_OPTIONS} />
            <CouponTermsFields<CouponFormValues> isPercentage={isPercentage} />
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
        </Form>
      </DialogContent>
    </Dialog>
  );
}
