"use client";

import { useCallback, useRef, useState } from "react";
import type { CheckoutFormValues } from "@/lib/validation/checkout";

export type CustomerField = keyof CheckoutFormValues;
export type CustomerErrors = Partial<Record<CustomerField, string>>;

/**
 * Checks the values against the shared checkoutFormSchema, loaded with the first submit: zod is about
 * 90 kB of compressed JavaScript that the checkout page need not carry on load. The first message of
 * each field is kept, as react-hook-form's zodResolver did.
 */
async function validateCustomerValues(values: CheckoutFormValues): Promise<CustomerErrors> {
  const { checkoutFormSchema } = await import("@/lib/validation/checkout");
  const result = checkoutFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: CustomerErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CustomerField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The checkout's customer and shipping fields: controlled values, validated on submit and, after the
 * first submit, again with every change (so a fixed field's message goes away as it is typed). A few
 * lines of state instead of react-hook-form, which cost the checkout about 14 kB of compressed JavaScript.
 */
export function useCustomerForm(initialValues: CheckoutFormValues) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<CustomerErrors>({});
  // The latest values for callbacks that run between renders (submit, the code input's e-mail).
  const latest = useRef(initialValues);
  const submitted = useRef(false);
  // Only the newest validation may set the messages: an older one can finish later.
  const validationRun = useRef(0);

  const runValidation = useCallback(async (next: CheckoutFormValues) => {
    const run = ++validationRun.current;
    const found = await validateCustomerValues(next);
    if (run === validationRun.current) setErrors(found);
    return found;
  }, []);

  const setValue = useCallback(
    (field: CustomerField, value: string) => {
      const next = { ...latest.current, [field]: value };
      latest.current = next;
      setValues(next);
      if (submitted.current) void runValidation(next);
    },
    [runValidation],
  );

  const getValues = useCallback(() => latest.current, []);

  /** Validates everything (the submit): answers the messages found, none when the form is valid. */
  const validate = useCallback(async () => {
    submitted.current = true;
    return runValidation(latest.current);
  }, [runValidation]);

  return { values, errors, setValue, getValues, validate };
}

export type CustomerForm = ReturnType<typeof useCustomerForm>;
