"use client";

import * as React from "react";
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from "react-hook-form";
import { cn } from "@/lib/utils";
import { Label } from "./label";

// shadcn-style form parts over react-hook-form: a field's label, control, description and error message
// are wired together (ids, aria-describedby, aria-invalid) here, in one place.
//
//   <Form {...form}>
//     <FormField control={form.control} name="email" render={({ field }) => (
//       <FormItem>
//         <FormLabel>Email</FormLabel>
//         <FormControl><Input type="email" {...field} /></FormControl>
//         <FormDescription>Optional hint</FormDescription>
//         <FormMessage />
//       </FormItem>
//     )} />
//   </Form>

export const Form = FormProvider;

const FormFieldContext = React.createContext<{ name: string } | null>(null);

type FormItemContextValue = { id: string; hasDescription: boolean; setHasDescription: (present: boolean) => void };
const FormItemContext = React.createContext<FormItemContextValue | null>(null);

/** A react-hook-form Controller whose FormItem parts know the field's name (and so its error). */
export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: ControllerProps<TFieldValues, TName, TTransformedValues>) {
  const value = React.useMemo(() => ({ name: props.name }), [props.name]);
  return (
    <FormFieldContext.Provider value={value}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

/** The ids and the error of the field around the caller. */
function useFormField() {
  const field = React.useContext(FormFieldContext);
  const item = React.useContext(FormItemContext);
  if (!field || !item) throw new Error("useFormField must be used inside <FormField> and <FormItem>");
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: field.name });
  const { error } = getFieldState(field.name, formState);
  return {
    name: field.name,
    error,
    hasDescription: item.hasDescription,
    formItemId: `${item.id}-control`,
    formDescriptionId: `${item.id}-description`,
    formMessageId: `${item.id}-message`,
  };
}

export function FormItem({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  const id = React.useId();
  const [hasDescription, setHasDescription] = React.useState(false);
  const value = React.useMemo(() => ({ id, hasDescription, setHasDescription }), [id, hasDescription]);
  return (
    <FormItemContext.Provider value={value}>
      <div className={cn("space-y-1.5", className)} {...props} />
    </FormItemContext.Provider>
  );
}

export function FormLabel(props: React.ComponentProps<typeof Label>) {
  const { formItemId } = useFormField();
  return <Label htmlFor={formItemId} {...props} />;
}

/**
 * Gives its only child (the input, select or switch) the field's id, its description and error
 * message as aria-describedby, and aria-invalid while the field has an error.
 */
export function FormControl({ children }: { children: React.ReactElement<Record<string, unknown>> }) {
  const { error, hasDescription, formItemId, formDescriptionId, formMessageId } = useFormField();
  const describedBy = [error?.message ? formMessageId : null, hasDescription ? formDescriptionId : null].filter(
    Boolean,
  );
  return React.cloneElement(children, {
    id: formItemId,
    "aria-describedby": describedBy.length > 0 ? describedBy.join(" ") : undefined,
    "aria-invalid": error ? true : undefined,
  });
}

export function FormDescription({ className, ...props }: React.HTMLAttributes<HTMLParagraphElement>) {
  const { formDescriptionId } = useFormField();
  const setHasDescription = React.useContext(FormItemContext)?.setHasDescription;
  React.useEffect(() => {
    setHasDescription?.(true);
    return () => setHasDescription?.(false);
  }, [setHasDescription]);
  return <p id={formDescriptionId} className={cn("text-xs text-slate-600", className)} {...props} />;
}

/** The field's error message; nothing while the field is valid. */
export function FormMessage({ className, ...props }: React.HTMLAttributes<HTMLParagraphElement>) {
  const { error, formMessageId } = useFormField();
  if (!error?.message) return null;
  return (
    <p id={formMessageId} className={cn("text-xs text-red-700", className)} {...props}>
      {error.message}
    </p>
  );
}
