"use client";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { SAVED_ADDRESS_FIELDS, type SavedAddress } from "@/lib/accounts/saved-address";
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

/**
 * A signed-in customer's saved addresses (#38): choosing one fills the recipient and address fields. A plain
 * <select>: no JavaScript beyond its change handler.
 */
function SavedAddressPicker({
  addresses,
  form,
  disabled,
}: {
  addresses: readonly SavedAddress[];
  form: CustomerForm;
  disabled: boolean;
}) {
  const values = form.values;
  const chosen = addresses.findIndex((address) =>
    SAVED_ADDRESS_FIELDS.every((field) => (values[field] ?? "") === address[field]),
  );
  return (
    <div className="space-y-1.5 sm:col-span-2">
      <Label htmlFor="checkout-saved-address">Saved address</Label>
      <select
        id="checkout-saved-address"
        value={chosen === -1 ? "" : String(chosen)}
        disabled={disabled}
        onChange={(event) => {
          const address = addresses[Number(event.target.value)];
          if (!address) return;
          for (const field of SAVED_ADDRESS_FIELDS) form.setValue(field, address[field]);
        }}
        className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm"
      >
        <option value="" disabled>
          A new address
        </option>
        {addresses.map((address, index) => (
          <option key={index} value={String(index)}>
            {address.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The customer and shipping fields of the checkout form; a signed-in customer's saved addresses above them. */
export function CustomerFields({
  form,
  disabled,
  savedAddresses = [],
}: {
  form: CustomerForm;
  disabled: boolean;
  savedAddresses?: readonly SavedAddress[];
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {savedAddresses.length > 0 ? (
        <SavedAddressPicker addresses={savedAddresses} form={form} disabled={disabled} />
      ) : null}
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
