"use client";

import type { UseFormRegister, FieldErrors } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { CheckoutFormValues } from "@/lib/validation/checkout";

type Props = {
  register: UseFormRegister<CheckoutFormValues>;
  errors: FieldErrors<CheckoutFormValues>;
  disabled: boolean;
};

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

export function CustomerFields({ register, errors, disabled }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map((field) => {
        const error = errors[field.name]?.message;
        const id = `checkout-${field.name}`;
        return (
          <div key={field.name} className={field.wide ? "space-y-1.5 sm:col-span-2" : "space-y-1.5"}>
            <Label htmlFor={id}>
              {field.label}
              {field.optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
            </Label>
            <Input
              id={id}
              type={field.type ?? "text"}
              autoComplete={field.autoComplete}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              {...register(field.name)}
            />
            {error && (
              <p id={`${id}-error`} className="text-xs text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor="checkout-additionalNotes">
          Additional Notes<span className="font-normal text-slate-600"> (optional)</span>
        </Label>
        <Textarea id="checkout-additionalNotes" disabled={disabled} {...register("additionalNotes")} />
      </div>
    </div>
  );
}
