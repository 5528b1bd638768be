"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ErrorText } from "@/components/ui/error-text";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { requestJson, RequestError } from "@/lib/client/request-json";
import type { FindOrderValues } from "@/lib/validation/find-order";

/** The shared findOrderSchema, loaded when the form is first validated (on submit): zod stays off /orders' load. */
const findOrderResolver = lazyZodResolver<FindOrderValues>(
  async () => (await import("@/lib/validation/find-order")).findOrderSchema,
);

/** "Find my order": the order number and e-mail; the server e-mails the order page's link when they match. */
export function FindOrderForm() {
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<FindOrderValues>({
    resolver: findOrderResolver,
    defaultValues: { orderNumber: "", email: "" },
  });
  const { handleSubmit, control, formState } = form;

  const submit = handleSubmit(async (values) => {
    setError(null);
    setAnswer(null);
    try {
      const { message } = await requestJson<{ message: string }>("POST", "/api/orders/find", values);
      setAnswer(message);
    } catch (caught) {
      setError(caught instanceof RequestError ? caught.message : "Something went wrong. Please try again.");
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField
          control={control}
          name="orderNumber"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Order number</FormLabel>
              <FormControl>
                <Input {...field} autoComplete="off" inputMode="text" placeholder="#42-112226" />
              </FormControl>
              <FormDescription>As shown in your confirmation e-mail, e.g. #42-112226.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input {...field} type="email" autoComplete="email" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? <Loader2 aria-hidden="true" className="mr-2 h-4 w-4 animate-spin" /> : null}
          Send me the link
        </Button>
        <div aria-live="polite">
          {answer ? <p className="text-sm text-green-800">{answer}</p> : null}
          <ErrorText message={error} />
        </div>
      </form>
    </Form>
  );
}
