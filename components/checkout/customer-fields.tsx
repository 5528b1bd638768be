"use client";

import { useFormContext } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { CheckoutFormValues } from "@/lib/validation/checkout";

type FieldSpec = {
  name: keyof CheckoutFormValues;
  label: string;
  autoComplete: string;
  type?: string;
  optional?: boolean;
  wide?: boolean;
};

const FIELDS: FieldSpec[] = [
  { name: "customerName", label: "Full Name", autoComplete: "name", wide: true },
  { name: "customerEmail", label: "Email", autoComplete: "email", type: "email" },
  { name: "customerPhone", label: "Phone", autoComplete: "tel", type: "tel" },
  { name: "companyName", label: "Company", autoComplete: "organization", optional: true, wide: true },
  { name: "shippingAddress", label: "Street Address", autoComplete: "street-address", wide: true },
  { name: "shippingCity", label: "City", autoComplete: "address-level2" },
  { name: "shippingState", label: "State", autoComplete: "address-level1" },
  { name: "shippingZip", label: "ZIP Code", autoComplete: "postal-code" },
  { name: "shippingCountry", label: "Country", autoComplete: "country-name" },
];

const OPTIONAL = <span className="font-normal text-slate-600"> (optional)</span>;

/** The customer and shipping fields of the checkout form (inside its <Form>). */
export function CustomerFields({ disabled }: { disabled: boolean }) {
  const { control } = useFormContext<CheckoutFormValues>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map((spec) => (
        <FormField
          key={spec.name}
          control={control}
          name={spec.name}
          render={({ field }) => (
            <FormItem className={spec.wide ? "sm:col-span-2" : undefined}>
              <FormLabel>
                {spec.label}
                {spec.optional ? OPTIONAL : null}
              </FormLabel>
              <FormControl>
                <Input
                  type={spec.type ?? "text"}
                  autoComplete={spec.autoComplete}
                  {...field}
                  value={field.value ?? ""}
                  disabled={disabled}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      ))}
      <FormField
        control={control}
        name="additionalNotes"
        render={({ field }) => (
          <FormItem className="sm:col-span-2">
            <FormLabel>Additional Notes{OPTIONAL}</FormLabel>
            <FormControl>
              <Textarea {...field} value={field.value ?? ""} disabled={disabled} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}
