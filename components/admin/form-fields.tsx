"use client";

import type { ReactElement, ReactNode } from "react";
import { useFormContext, type ControllerRenderProps, type FieldPath, type FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { upperCaseInPlace } from "./upper-case-input";

// The admin forms' recurring fields, for use inside <Form {...form}>.

/** Coupons and affiliates' customer discounts: a percentage or a fixed amount. */
export const DISCOUNT_TYPE_OPTIONS = [
  ["percentage", "Percentage"],
  ["fixed", "Fixed Amount"],
] as const;

type FieldProps<T extends FieldValues> = { name: FieldPath<T>; label: ReactNode };

/** Label, control, optional hint and error of one field of the surrounding form. */
function LabelledField<T extends FieldValues>({
  name,
  label,
  description,
  showMessage = true,
  control: renderControl,
}: FieldProps<T> & {
  description?: ReactNode;
  showMessage?: boolean;
  control: (field: ControllerRenderProps<T, FieldPath<T>>) => ReactElement<Record<string, unknown>>;
}) {
  const { control } = useFormContext<T>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>{renderControl(field)}</FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          {showMessage ? <FormMessage /> : null}
        </FormItem>
      )}
    />
  );
}

/** A decimal amount or rate (dollars, percent or a fraction); an optional one left empty stays "". */
export function AmountField<T extends FieldValues>({
  placeholder,
  description,
  required,
  ...props
}: FieldProps<T> & { placeholder?: string; description?: ReactNode; required?: boolean }) {
  return (
    <LabelledField<T>
      {...props}
      description={description}
      control={(field) => (
        <Input
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          required={required}
          placeholder={placeholder}
          {...field}
          value={field.value ?? ""}
        />
      )}
    />
  );
}

/** A whole number (a count such as a usage limit); an optional one left empty stays "". */
export function WholeNumberField<T extends FieldValues>({
  placeholder,
  description,
  ...props
}: FieldProps<T> & { placeholder?: string; description?: ReactNode }) {
  return (
    <LabelledField<T>
      {...props}
      description={description}
      control={(field) => (
        <Input
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          placeholder={placeholder}
          {...field}
          value={field.value ?? ""}
        />
      )}
    />
  );
}

/**
 * A setting held as a number (a resolution, a width in points), within `min`–`max` by `step`: the form
 * holds the input's number (NaN while it is empty, which the form's schema refuses).
 */
export function MeasureField<T extends FieldValues>({
  min,
  max,
  step,
  description,
  ...props
}: FieldProps<T> & { min: number; max: number; step: number; description?: ReactNode }) {
  return (
    <LabelledField<T>
      {...props}
      description={description}
      control={(field) => (
        <Input
          type="number"
          inputMode={Number.isInteger(step) ? "numeric" : "decimal"}
          min={min}
          max={max}
          step={step}
          className="max-w-40"
          {...field}
          value={Number.isNaN(field.value) ? "" : field.value}
          onChange={(event) => field.onChange(event.target.valueAsNumber)}
        />
      )}
    />
  );
}

/** An on/off choice shown as a switch beside its label. */
export function SwitchField<T extends FieldValues>({
  name,
  label,
  description,
}: FieldProps<T> & { description?: ReactNode }) {
  const { control } = useFormContext<T>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <div className="flex items-center gap-3">
            <FormControl>
              <Switch
                checked={field.value === true}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            </FormControl>
            <FormLabel>{label}</FormLabel>
          </div>
          {description ? <FormDescription>{description}</FormDescription> : null}
        </FormItem>
      )}
    />
  );
}

/** A native select of a few fixed choices ([value, text] pairs, in the order shown). */
export function ChoiceField<T extends FieldValues>({
  options,
  ...props
}: FieldProps<T> & { options: ReadonlyArray<readonly [string, string]> }) {
  return (
    <LabelledField<T>
      {...props}
      showMessage={false}
      control={(field) => (
        <NativeSelect {...field}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect>
      )}
    />
  );
}

/** A coupon or affiliate code, upper-cased as it is typed. */
export function CodeField<T extends FieldValues>({
  placeholder,
  required,
  ...props
}: FieldProps<T> & { placeholder: string; required?: boolean }) {
  return (
    <LabelledField<T>
      {...props}
      control={(field) => (
        <Input
          placeholder={placeholder}
          autoComplete="off"
          required={required}
          {...field}
          onChange={(event) => {
            upperCaseInPlace(event);
            field.onChange(event);
          }}
        />
      )}
    />
  );
}
