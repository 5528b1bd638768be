"use client";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { CheckoutFormValues } from "@/lib/validation/checkout";
import type { CustomerForm } from "./use-customer-form";

type FieldSpec = {
  name: keyof CheckoutFormValues;
  label: string;
  autoComplete?: string;
  type?: string;
  optional?: boolean;
  wide?: boolean;
  multiline?: boolean;
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

type FieldProps = { spec: FieldSpec; form: CustomerForm; disabled: boolean; className?: string };

/**
 * One labelled field with its error message wired to it (aria-describedby, aria-invalid), the way the
 * shared <FormField> parts do for react-hook-form forms.
 */
function CustomerField({ spec, form, disabled, className }: FieldProps) {
  const id = `checkout-${spec.name}`;
  const error = form.errors[spec.name];
  const control = {
    id,
    name: spec.name,
    value: form.values[spec.name] ?? "",
    disabled,
    "aria-describedby": error ? `${id}-message` : undefined,
    "aria-invalid": error ? true : undefined,
  };
  return (
    <div className={className ? `space-y-1.5 ${className}` : "space-y-1.5"}>
      <Label htmlFor={id}>
        {spec.label}
        {spec.optional ? OPTIONAL : null}
      </Label>
      {spec.multiline ? (
        <Textarea {...control} onChange={(event) => form.setValue(spec.name, event.target.value)} />
      ) : (
        <Input
          {...control}
          type={spec.type ?? "text"}
          autoComplete={spec.autoComplete}
          onChange={(event) => form.setValue(spec.name, event.target.value)}
        />
      )}
      {error && (
        <p id={`${id}-message`} className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const NOTES: FieldSpec = { name: "additionalNotes", label: "Additional Notes", optional: true, multiline: true };

/** The customer and shipping fields of the checkout form. */
export function CustomerFields({ form, disabled }: { form: CustomerForm; disabled: boolean }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map((spec) => (
        <CustomerField
          key={spec.name}
          spec={spec}
          form={form}
          disabled={disabled}
          className={spec.wide ? "sm:col-span-2" : undefined}
        />
      ))}
      <CustomerField spec={NOTES} form={form} disabled={disabled} className="sm:col-span-2" />
    </div>
  );
}
