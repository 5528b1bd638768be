"use client";

import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import type { AdminAffiliate } from "@/lib/client/admin-types";
import { affiliateFormSchema, type AffiliateFormOutput, type AffiliateFormValues } from "@/lib/validation/affiliate";
import { useAdminApi } from "./admin-session";
import { AmountField, ChoiceField, CodeField, DISCOUNT_TYPE_OPTIONS } from "./form-fields";
import { toastError } from "./admin-toasts";

const COMMISSION_TYPE_OPTIONS = [
  ["percentage", "Percentage"],
  ["flat", "Flat Rate"],
] as const;

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
  const form = useForm<AffiliateFormValues, unknown, AffiliateFormOutput>({
    resolver: zodResolver(affiliateFormSchema),
    defaultValues: DEFAULTS,
  });
  const { handleSubmit, control } = form;
  const [commissionType, customerDiscountType] = useWatch({
    control,
    name: ["commissionType", "customerDiscountType"],
  });

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

  return (
    <Form {...form}>
      <form
        onSubmit={submit}
        noValidate
        className="space-y-4 rounded-lg border bg-slate-50 p-4"
        aria-label="Add Affiliate"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <CodeField<AffiliateFormValues> name="code" label="Affiliate Code" placeholder="PARTNER" required />
          <FormField
            control={control}
            name="name"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Name</FormLabel>
                <FormControl>
                  <Input autoComplete="off" required {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={control}
            name="email"
            render={({ field }) => (
              <FormItem className="sm:col-span-2">
                <FormLabel>Email</FormLabel>
                <FormControl>
                  <Input type="email" autoComplete="off" required {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <ChoiceField<AffiliateFormValues>
            name="commissionType"
            label="Commission Type"
            options={COMMISSION_TYPE_OPTIONS}
          />
          <AmountField<AffiliateFormValues>
            name="commissionRate"
            label="Commission Rate"
            required
            placeholder={commissionType === "flat" ? "5.00" : "0.15"}
            description={commissionType === "flat" ? "$5.00" : "0.15 = 15%"}
          />
          <ChoiceField<AffiliateFormValues>
            name="customerDiscountType"
            label="Customer Discount Type"
            options={DISCOUNT_TYPE_OPTIONS}
          />
          <AmountField<AffiliateFormValues>
            name="customerDiscountRate"
            label="Customer Discount"
            placeholder={customerDiscountType === "fixed" ? "5.00" : "0.05"}
            description={customerDiscountType === "fixed" ? "$5.00" : "0.05 = 5%"}
          />
          <AmountField<AffiliateFormValues>
            name="maxCustomerDiscount"
            label="Max Customer Discount ($)"
            placeholder="Optional"
          />
          <FormField
            control={control}
            name="isActive"
            render={({ field }) => (
              <FormItem className="flex items-center gap-3 space-y-0 self-end pb-2">
                <FormControl>
                  <Switch
                    checked={field.value !== false}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />
                </FormControl>
                <FormLabel>Active</FormLabel>
              </FormItem>
            )}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={submitting}>
            {submitting && <Loader2 className="animate-spin" aria-hidden="true" />}
            {submitting ? "Creating..." : "Create Affiliate"}
          </Button>
        </div>
      </form>
    </Form>
  );
}
