"use client";

import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import type { AdminAffiliate } from "@/lib/client/admin-types";
import { affiliateFormSchema, type AffiliateFormOutput, type AffiliateFormValues } from "@/lib/validation/affiliate";
import { useAdminApi } from "./admin-session";
import { toastError } from "./admin-toasts";
import { FieldError } from "./field-error";
import { upperCaseInPlace } from "./upper-case-input";

const DEFAULTS: AffiliateFormValues = {
  code: "",
  name: "",
  email: "",
  commissionType: "percentage",
  commissionRate: "",
  customerDiscountType: "percentage",
  customerDiscountRate: "",
  maxCustomerDiscount: "",
  isActive: true,
};

type Props = { onCreated: (affiliate: AdminAffiliate) => void };

/** The Add Affiliate form inside the Affiliate Management dialog. */
export function AffiliateForm({ onCreated }: Props) {
  const api = useAdminApi();
  const [submitting, setSubmitting] = useState(false);
  const { register, handleSubmit, control, formState } = useForm<AffiliateFormValues, unknown, AffiliateFormOutput>({
    resolver: zodResolver(affiliateFormSchema),
    defaultValues: DEFAULTS,
  });
  const [commissionType, customerDiscountType] = useWatch({
    control,
    name: ["commissionType", "customerDiscountType"],
  });
  const errors = formState.errors;
  const codeField = register("code");

  const submit = handleSubmit(async (values) => {
    setSubmitting(true);
    try {
      const affiliate = await api.request<AdminAffiliate>("POST", "/api/affiliates", values);
      toast({ title: "Success", description: `Affiliate ${affiliate.name} has been created.` });
      onCreated(affiliate);
    } catch (error) {
      toastError(error, "Failed to create affiliate");
    } finally {
      setSubmitting(false);
    }
  });

  const invalid = (name: keyof typeof errors) => (errors[name] ? true : undefined);
  const describedBy = (name: string, hasError: boolean, hint?: string) =>
    [hasError ? `affiliate-${name}-error` : null, hint ?? null].filter(Boolean).join(" ") || undefined;

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-lg border bg-slate-50 p-4"
      aria-label="Add Affiliate"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="affiliate-code">Affiliate Code</Label>
          <Input
            id="affiliate-code"
            placeholder="PARTNER"
            autoComplete="off"
            required
            aria-invalid={invalid("code")}
            aria-describedby={describedBy("code", !!errors.code)}
            {...codeField}
            onChange={(event) => {
              upperCaseInPlace(event);
              return codeField.onChange(event);
            }}
          />
          <FieldError id="affiliate-code-error" message={errors.code?.message} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="affiliate-name">Name</Label>
          <Input
            id="affiliate-name"
            autoComplete="off"
            required
            aria-invalid={invalid("name")}
            aria-describedby={describedBy("name", !!errors.name)}
            {...register("name")}
          />
          <FieldError id="affiliate-name-error" message={errors.name?.message} />
        </div>
        <div className="space-y-1.5 sm:col-span-2">
          <Label htmlFor="affiliate-email">Email</Label>
          <Input
            id="affiliate-email"
            type="email"
            autoComplete="off"
            required
            aria-invalid={invalid("email")}
            aria-describedby={describedBy("email", !!errors.email)}
            {...register("email")}
          />
          <FieldError id="affiliate-email-error" message={errors.email?.message} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="affiliate-commission-type">Commission Type</Label>
          <NativeSelect id="affiliate-commission-type" {...register("commissionType")}>
            <option value="percentage">Percentage</option>
            <option value="flat">Flat Rate</option>
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="affiliate-commission-rate">Commission Rate</Label>
          <Input
            id="affiliate-commission-rate"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            required
            placeholder={commissionType === "flat" ? "5.00" : "0.15"}
            aria-invalid={invalid("commissionRate")}
            aria-describedby={describedBy("commissionRate", !!errors.commissionRate, "affiliate-commission-rate-hint")}
            {...register("commissionRate")}
          />
          <p id="affiliate-commission-rate-hint" className="text-xs text-slate-600">
            {commissionType === "flat" ? "$5.00" : "0.15 = 15%"}
          </p>
          <FieldError id="affiliate-commissionRate-error" message={errors.commissionRate?.message} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="affiliate-discount-type">Customer Discount Type</Label>
          <NativeSelect id="affiliate-discount-type" {...register("customerDiscountType")}>
            <option value="percentage">Percentage</option>
            <option value="fixed">Fixed Amount</option>
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="affiliate-discount-rate">Customer Discount</Label>
          <Input
            id="affiliate-discount-rate"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            placeholder={customerDiscountType === "fixed" ? "5.00" : "0.05"}
            aria-invalid={invalid("customerDiscountRate")}
            aria-describedby={describedBy(
              "customerDiscountRate",
              !!errors.customerDiscountRate,
              "affiliate-discount-rate-hint",
            )}
            {...register("customerDiscountRate")}
          />
          <p id="affiliate-discount-rate-hint" className="text-xs text-slate-600">
            {customerDiscountType === "fixed" ? "$5.00" : "0.05 = 5%"}
          </p>
          <FieldError id="affiliate-customerDiscountRate-error" message={errors.customerDiscountRate?.message} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="affiliate-max-discount">Max Customer Discount ($)</Label>
          <Input
            id="affiliate-max-discount"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            placeholder="Optional"
            aria-invalid={invalid("maxCustomerDiscount")}
            aria-describedby={describedBy("maxCustomerDiscount", !!errors.maxCustomerDiscount)}
            {...register("maxCustomerDiscount")}
          />
          <FieldError id="affiliate-maxCustomerDiscount-error" message={errors.maxCustomerDiscount?.message} />
        </div>
        <div className="flex items-center gap-3 self-end pb-2">
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <Switch
                id="affiliate-active"
                checked={field.value !== false}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Label htmlFor="affiliate-active">Active</Label>
        </div>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={submitting}>
          {submitting && <Loader2 className="animate-spin" aria-hidden="true" />}
          {submitting ? "Creating..." : "Create Affiliate"}
        </Button>
      </div>
    </form>
  );
}
