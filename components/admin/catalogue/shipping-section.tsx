"use client";

import { useEffect, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Save } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import type { EditableShipping } from "@/lib/client/admin-types";
import { saveShipping } from "@/lib/client/catalogue-api";
import { shippingFormSchema, type ShippingFormOutput, type ShippingFormValues } from "@/lib/validation/catalogue-forms";
import { useAdminApi } from "../admin-session";
import { toastError } from "../admin-toasts";

/** `revision`: the rules' revision as loaded (a save is refused with 409 when someone saved them since). */
type Props = { shipping: EditableShipping; revision: string; onSaved: () => void };

const resolver = zodResolver(shippingFormSchema) as unknown as Resolver<
  ShippingFormValues,
  unknown,
  ShippingFormOutput
>;

function valuesOf(shipping: EditableShipping): ShippingFormValues {
  return {
    methods: shipping.methods.map((method) => ({ ...method })),
    freeShippingCities: shipping.freeShippingCities.join("\n"),
    freeShippingMinQuantity: String(shipping.freeShippingMinQuantity),
  };
}

/** Shipping: each method's name, amount and business days, and when standard shipping is free. */
export function ShippingSection({ shipping, revision, onSaved }: Props) {
  const api = useAdminApi();
  const [saving, setSaving] = useState(false);
  const form = useForm<ShippingFormValues, unknown, ShippingFormOutput>({
    resolver,
    defaultValues: valuesOf(shipping),
  });
  const { control, handleSubmit, reset, formState } = form;

  useEffect(() => {
    reset(valuesOf(shipping));
  }, [shipping, reset]);

  const submit = handleSubmit(async (values) => {
    setSaving(true);
    try {
      await saveShipping(api, values, revision);
      toast({ title: "Shipping saved", description: "The new shipping rules apply from the next checkout." });
      onSaved();
    } catch (error) {
      toastError(error, "Failed to save the shipping rules", "Not saved");
    } finally {
      setSaving(false);
    }
  });

  return (
    <Card aria-labelledby="catalogue-shipping-title" role="region">
      <CardHeader>
        <CardTitle id="catalogue-shipping-title">Shipping</CardTitle>
        <CardDescription>The methods offered at checkout, and when standard shipping is free.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={submit} noValidate className="space-y-6" aria-label="Shipping rules">
            {shipping.methods.map((method, index) => (
              <fieldset key={method.id} className="space-y-3 rounded-md border p-4">
                <legend className="px-1 text-sm font-semibold text-slate-900">
                  {method.id === "standard" ? "Standard method" : "Priority method"}
                </legend>
                <div className="grid gap-4 sm:grid-cols-3">
                  <FormField
                    control={control}
                    name={`methods.${index}.name`}
                    render={({ field }) => (
                      <FormItem>
                        <FormLabel>Name</FormLabel>
                        <FormControl>
                          <Input autoComplete="off" {...field} />
                        </FormControl>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                  <FormField
                    control={control}
                    name={`methods.${index}.amount`}
                    render={({ field }) => (
                      <FormItem>
                        <FormLabel>Amount ($)</FormLabel>
                        <FormControl>
                          <Input type="text" inputMode="decimal" autoComplete="off" {...field} />
                        </FormControl>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                  <FormField
                    control={control}
                    name={`methods.${index}.businessDays`}
                    render={({ field }) => (
                      <FormItem>
                        <FormLabel>Business days</FormLabel>
                        <FormControl>
                          <Input type="text" autoComplete="off" placeholder="3-5" {...field} />
                        </FormControl>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                </div>
              </fieldset>
            ))}
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                control={control}
                name="freeShippingCities"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Free-shipping cities</FormLabel>
                    <FormControl>
                      <Textarea rows={4} {...field} />
                    </FormControl>
                    <FormDescription>
                      One city a line. Standard shipping is free to these Nevada cities.
                    </FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={control}
                name="freeShippingMinQuantity"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Free shipping from (stickers)</FormLabel>
                    <FormControl>
                      <Input type="text" inputMode="numeric" autoComplete="off" className="w-32" {...field} />
                    </FormControl>
                    <FormDescription>Standard shipping is free from this many stickers in the order.</FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <Button type="submit" disabled={saving || !formState.isDirty}>
              {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
              Save shipping
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
