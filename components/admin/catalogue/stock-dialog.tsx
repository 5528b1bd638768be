"use client";

import { useEffect, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { createStock, updateStock, type CatalogueStockKind } from "@/lib/client/catalogue-api";
import type { CatalogueFinish, CatalogueMaterial } from "@/lib/domain/catalogue";
import {
  finishEditFormSchema,
  finishFormSchema,
  materialEditFormSchema,
  materialFormSchema,
  MAX_CATALOGUE_DESCRIPTION_LENGTH,
  MAX_CATALOGUE_NAME_LENGTH,
  type StockFormOutput,
  type StockFormValues,
} from "@/lib/validation/catalogue-forms";
import { useAdminApi } from "../admin-session";
import { toastError } from "../admin-toasts";
import { SwitchField } from "../form-fields";
import { percentTextOfBps } from "./catalogue-format";

export type StockEntry = CatalogueMaterial | CatalogueFinish;

type Props = {
  kind: CatalogueStockKind;
  /** The entry edited, or null to add one. */
  entry: StockEntry | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
};

const NOUN: Record<CatalogueStockKind, string> = { materials: "material", finishes: "finish" };

const EMPTY: StockFormValues = {
  id: "",
  name: "",
  description: "",
  priceFactorBps: "100",
  swatch: "#ffffff",
  active: true,
  whiteLayer: false,
};

function valuesOf(entry: StockEntry | null): StockFormValues {
  if (!entry) return EMPTY;
  return {
    id: entry.id,
    name: entry.name,
    description: entry.description,
    priceFactorBps: percentTextOfBps(entry.priceFactorBps),
    swatch: entry.swatch,
    active: entry.active,
    whiteLayer: "whiteLayer" in entry ? entry.whiteLayer : false,
  };
}

function schemaOf(kind: CatalogueStockKind, editing: boolean) {
  if (kind === "materials") return editing ? materialEditFormSchema : materialFormSchema;
  return editing ? finishEditFormSchema : finishFormSchema;
}

/** "Add material" / "Edit Clear vinyl" (and the same for finishes): the shop's dialog, checked by the shared schema. */
export function StockDialog({ kind, entry, open, onOpenChange, onSaved }: Props) {
  const api = useAdminApi();
  const editing = entry !== null;
  const noun = NOUN[kind];
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<StockFormValues, unknown, StockFormOutput>({
    resolver: zodResolver(schemaOf(kind, editing)) as unknown as Resolver<StockFormValues, unknown, StockFormOutput>,
    defaultValues: valuesOf(entry),
  });
  const { handleSubmit, control, reset } = form;

  useEffect(() => {
    if (open) reset(valuesOf(entry));
  }, [open, entry, reset]);

  const submit = handleSubmit(async (values) => {
    setSubmitting(true);
    try {
      if (entry) {
        await updateStock(api, kind, entry.id, values);
        toast({ title: "Saved", description: `${values.name} has been updated.` });
      } else {
        await createStock(api, kind, values);
        toast({ title: "Added", description: `${values.name} has been added.` });
      }
      onSaved();
      onOpenChange(false);
    } catch (error) {
      toastError(error, `Failed to save the ${noun}`);
    } finally {
      setSubmitting(false);
    }
  });

  const title = entry ? `Edit ${entry.name}` : `Add ${noun}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {kind === "materials"
              ? "A stock the stickers are printed on. Its price factor multiplies every price."
              : "A laminate over the print. Its price factor multiplies every price."}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} className="space-y-4" noValidate aria-label={title}>
            {!entry && (
              <FormField
                control={control}
                name="id"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>ID</FormLabel>
                    <FormControl>
                      <Input
                        autoComplete="off"
                        spellCheck={false}
                        placeholder={kind === "materials" ? "clear-vinyl" : "matte"}
                        {...field}
                      />
                    </FormControl>
                    <FormDescription>
                      Lowercase letters, digits and hyphens. Orders and reports keep it; it can never be changed.
                    </FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
            )}
            <FormField
              control={control}
              name="name"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Name</FormLabel>
                  <FormControl>
                    <Input autoComplete="off" maxLength={MAX_CATALOGUE_NAME_LENGTH} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={control}
              name="description"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Description</FormLabel>
                  <FormControl>
                    <Input autoComplete="off" maxLength={MAX_CATALOGUE_DESCRIPTION_LENGTH} {...field} />
                  </FormControl>
                  <FormDescription>Optional. Shown to shoppers beside the name.</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                control={control}
                name="priceFactorBps"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Price factor (%)</FormLabel>
                    <FormControl>
                      <Input type="text" inputMode="decimal" autoComplete="off" {...field} />
                    </FormControl>
                    <FormDescription>100 keeps the price; 115 adds 15%.</FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={control}
                name="swatch"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Swatch colour</FormLabel>
                    <FormControl>
                      <Input type="color" className="h-10 w-20 p-1" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            {kind === "materials" && (
              <SwitchField<StockFormValues>
                name="whiteLayer"
                label="White layer"
                description="Prints a white ink layer under the artwork, as clear stock needs."
              />
            )}
            {!entry?.isDefault && (
              <SwitchField<StockFormValues>
                name="active"
                label="Active"
                description="Inactive ones are hidden from the shop; orders keep them."
              />
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={submitting}>
                {submitting && <Loader2 className="animate-spin" aria-hidden="true" />}
                {entry ? "Save" : `Add ${noun}`}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
