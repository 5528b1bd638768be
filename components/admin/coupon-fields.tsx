"use client";

import { useFormContext, type FieldPath, type FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { findInstantOfWallClock } from "@/lib/orders/find-instant-of-wall-clock";
import { toZonedWallClock } from "@/lib/domain/zoned-date-format";
import { AmountField, SwitchField, WholeNumberField } from "./form-fields";
import { useShopTimeZone } from "./shop-time-zone";

// The coupon terms the Create Coupon and Edit Coupon dialogs share (inside <Form {...form}>).

// The expiry is typed and shown on the shop's clock (SHOP_TIME_ZONE), like every time in the admin, not
// the browser's: an operator travelling or working elsewhere still sets "Dec 31, 11:59 PM" shop time.

/** datetime-local text (the shop's wall clock, no zone) → ISO instant; empty → null; unreadable text as is. */
export function localDateTimeToIso(value: unknown, timeZone: string): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return value; // the schema explains what is wrong
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  try {
    return new Date(findInstantOfWallClock(wall, timeZone)).toISOString();
  } catch {
    return value;
  }
}

/** ISO instant → datetime-local text on the shop's clock (minutes); null → "". */
export function isoToLocalDateTime(iso: string | null, timeZone: string): string {
  if (!iso) return "";
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return "";
  try {
    return toZonedWallClock(instant.getTime(), timeZone).toISOString().slice(0, 16);
  } catch {
    return "";
  }
}

type Names = "discountValue" | "minOrderAmount" | "maxDiscount" | "expiresAt" | "maxUses" | "oncePerCustomer";

/** Value, minimum order, maximum discount, expiry, usage limit and once per customer. */
export function CouponTermsFields<T extends FieldValues & Partial<Record<Names, unknown>>>({
  isPercentage,
}: {
  isPercentage: boolean;
}) {
  const { control } = useFormContext<T>();
  const timeZone = useShopTimeZone();
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
            <FormDescription>
              Optional. Leave empty for a coupon that never expires. Shop time ({timeZone}).
            </FormDescription>
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
