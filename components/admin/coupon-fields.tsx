"use client";

import { useFormContext, type FieldPath, type FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { AmountField, SwitchField, WholeNumberField } from "./form-fields";

// The coupon terms the Create Coupon and Edit Coupon dialogs share (inside <Form {...form}>).

/** datetime-local text (local time, no zone) → ISO instant; empty → null. */
export function localDateTimeToIso(value: unknown): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : instant.toISOString();
}

/** ISO instant → datetime-local text in the browser's time zone (minutes); null → "". */
export function isoToLocalDateTime(iso: string | null): string {
  if (!iso) return "";
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return "";
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

type Names = "discountValue" | "minOrderAmount" | "maxDiscount" | "expiresAt" | "maxUses" | "oncePerCustomer";

/** Value, minimum order, maximum discount, expiry, usage limit and once per customer. */
export function CouponTermsFields<T extends FieldValues & Partial<Record<Names, unknown>>>({
  isPercentage,
}: {
  isPercentage: boolean;
}) {
  const { control } = useFormContext<T>();
  const name = (field: Names) => field as FieldPath<T>;
  return (
    <>
      <AmountField<T>
        name={name("discountValue")}
        label={isPercentage ? "Percentage (%)" : "Amount ($)"}
        placeholder={isPercentage ? "15" : "10.00"}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField<T> name={name("minOrderAmount")} label="Minimum Order Amount ($)" placeholder="Optional" />
        <AmountField<T> name={name("maxDiscount")} label="Maximum Discount ($)" placeholder="Optional" />
      </div>
      <FormField
        control={control}
        name={name("expiresAt")}
        render={({ field }) => (
          <FormItem>
            <FormLabel>Expiration Date</FormLabel>
            <FormControl>
              <Input type="datetime-local" {...field} value={field.value ?? ""} />
            </FormControl>
            <FormDescription>Optional. Leave empty for a coupon that never expires.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <WholeNumberField<T>
          name={name("maxUses")}
          label="Usage Limit"
          placeholder="Unlimited"
          description="Optional. Paid checkouts allowed in total."
        />
        <SwitchField<T>
          name={name("oncePerCustomer")}
          label="Once per customer"
          description="One use per customer e-mail address."
        />
      </div>
    </>
  );
}
