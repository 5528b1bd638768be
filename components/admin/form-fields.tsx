"use client";

import type { ReactNode } from "react";
import { useFormContext, type FieldPath, type FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { upperCaseInPlace } from "./upper-case-input";

// The admin forms' two recurring fields, for use inside <Form {...form}>.

/** Coupons and affiliates' customer discounts: a percentage or a fixed amount. */
export const DISCOUNT_TYPE_OPTIONS = [
  ["percentage", "Percentage"],
  ["fixed", "Fixed Amount"],
] as const;

type AmountFieldProps<T extends FieldValues> = {
  name: FieldPath<T>;
  label: ReactNode;
  placeholder?: string;
  description?: ReactNode;
  required?: boolean;
};

/** A decimal amount or rate (dollars, percent or a fraction); an optional one left empty stays "". */
export function AmountField<T extends FieldValues>({
  name,
  label,
  placeholder,
  description,
  required,
}: AmountFieldProps<T>) {
  const { control } = useFormContext<T>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
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
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

type ChoiceFieldProps<T extends FieldValues> = {
  name: FieldPath<T>;
  label: ReactNode;
  /** [value, text] pairs, in the order shown. */
  options: ReadonlyArray<readonly [string, string]>;
};

/** A native select of a few fixed choices. */
export function ChoiceField<T extends FieldValues>({ name, label, options }: ChoiceFieldProps<T>) {
  const { control } = useFormContext<T>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <NativeSelect {...field}>
              {options.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
        </FormItem>
      )}
    />
  );
}

type CodeFieldProps<T extends FieldValues> = {
  name: FieldPath<T>;
  label: ReactNode;
  placeholder: string;
  required?: boolean;
};

/** A coupon or affiliate code, upper-cased as it is typed. */
export function CodeField<T extends FieldValues>({ name, label, placeholder, required }: CodeFieldProps<T>) {
  const { control } = useFormContext<T>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
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
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
