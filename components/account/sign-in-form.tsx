"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ErrorText } from "@/components/ui/error-text";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { requestJson, RequestError } from "@/lib/client/request-json";
import type { SignInValues } from "@/lib/validation/sign-in";

/** The shared signInSchema, loaded on first validation: zod stays off the page's load. */
const signInResolver = lazyZodResolver<SignInValues>(
  async () => (await import("@/lib/validation/sign-in")).signInSchema,
);

/** "Sign in": an e-mail address; the server e-mails a one-time link to it. */
export function SignInForm() {
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SignInValues>({ resolver: signInResolver, defaultValues: { email: "" } });
  const { handleSubmit, control, formState } = form;

  const submit = handleSubmit(async (values) => {
    setError(null);
    setAnswer(null);
    try {
      const { message } = await requestJson<{ message: string }>("POST", "/api/account/sign-in", values);
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
          E-mail me a sign-in link
        </Button>
        <div aria-live="polite">
          {answer ? <p className="text-sm text-green-800">{answer}</p> : null}
          <ErrorText message={error} />
        </div>
      </form>
    </Form>
  );
}
