"use client";

import { useEffect } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { createSize, updateSize } from "@/lib/client/catalogue-api";
import type { AdminCatalogueSize } from "@/lib/client/admin-types";
import {
  MAX_CATALOGUE_NAME_LENGTH,
  sizeFormSchema,
  sizeRenameFormSchema,
  type SizeFormOutput,
  type SizeFormValues,
  type SizeRenameFormOutput,
  type SizeRenameFormValues,
} from "@/lib/validation/catalogue-forms";
import { useAdminApi } from "../admin-session";
import { ChoiceField } from "../form-fields";
import { DialogSaveFooter, TierTotalsFieldset } from "./catalogue-dialog-parts";
import { useDialogSave } from "./use-dialog-save";

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void; onSaved: () => void };

function emptySize(tiers: number): SizeFormValues {
  return {
    name: "",
    shape: "square",
    width: "",
    height: "",
    totals: Array.from({ length: tiers }, () => ""),
  };
}
const SHAPE_OPTIONS = [
  ["square", "Square or rectangle"],
  ["circle", "Circle"],
] as const;

const sizeResolver = zodResolver(sizeFormSchema) as unknown as Resolver<SizeFormValues, unknown, SizeFormOutput>;

/** "Add size": a name, a square (a rectangle when width ≠ height) or a circle, its inches, its total per tier. */
export function AddSizeDialog({ open, onOpenChange, onSaved, quantities }: DialogProps & { quantities: number[] }) {
  const api = useAdminApi();
  const { submitting, save } = useDialogSave({ onSaved, onOpenChange });
  const form = useForm<SizeFormValues, unknown, SizeFormOutput>({
    resolver: sizeResolver,
    defaultValues: emptySize(quantities.length),
  });
  const { handleSubmit, control, reset } = form;
  const shape = useWatch({ control, name: "shape" });

  useEffect(() => {
    if (open) reset(emptySize(quantities.length));
  }, [open, reset, quantities.length]);

  const submit = handleSubmit(async (values) => {
    await save(
      () => createSize(api, values),
      { title: "Size added", description: `${values.name} is now a standard size.` },
      "Failed to add the size",
    );
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add size</DialogTitle>
          <DialogDescription>
            A standard size shoppers pick from the list. Its prices are set in the grid.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} className="space-y-4" noValidate aria-label="Add size">
            <FormField
              control={control}
              name="name"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Name</FormLabel>
                  <FormControl>
                    <Input autoComplete="off" maxLength={MAX_CATALOGUE_NAME_LENGTH} placeholder='5"' {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <ChoiceField<SizeFormValues> name="shape" label="Shape" options={SHAPE_OPTIONS} />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                control={control}
                name="width"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{shape === "circle" ? "Diameter (inches)" : "Width (inches)"}</FormLabel>
                    <FormControl>
                      <Input type="text" inputMode="decimal" autoComplete="off" placeholder="5" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              {shape !== "circle" && (
                <FormField
                  control={control}
                  name="height"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Height (inches)</FormLabel>
                      <FormControl>
                        <Input type="text" inputMode="decimal" autoComplete="off" placeholder="5" {...field} />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              )}
            </div>
            <p className="text-xs text-slate-600">From 1&quot; to 12&quot; in steps of 0.25&quot;.</p>
            <TierTotalsFieldset quantities={quantities} legend="Total price per quantity ($)" unit="stickers" />
            <DialogSaveFooter onCancel={() => onOpenChange(false)} submitting={submitting} label="Add size" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

const renameResolver = zodResolver(sizeRenameFormSchema) as unknown as Resolver<
  SizeRenameFormValues,
  unknown,
  SizeRenameFormOutput
>;

/** "Rename 3"": the name shoppers see; orders, prices and reports follow the size's id, not its name. */
export function RenameSizeDialog({
  size,
  onOpenChange,
  onSaved,
}: Omit<DialogProps, "open"> & { size: AdminCatalogueSize | null }) {
  const api = useAdminApi();
  const { submitting, save } = useDialogSave({ onSaved, onOpenChange });
  const form = useForm<SizeRenameFormValues, unknown, SizeRenameFormOutput>({
    resolver: renameResolver,
    defaultValues: { name: size?.name ?? "" },
  });
  const { handleSubmit, control, reset } = form;

  useEffect(() => {
    if (size) reset({ name: size.name });
  }, [size, reset]);

  const submit = handleSubmit(async (values) => {
    if (!size) return;
    await save(
      () => updateSize(api, size.id, values),
      { title: "Size renamed", description: `${size.name} is now ${values.name ?? size.name}.` },
      "Failed to rename the size",
    );
  });

  return (
    <Dialog open={size !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename {size?.name}</DialogTitle>
          <DialogDescription>
            The size keeps its prices and its orders; only the name shoppers see changes.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} className="space-y-4" noValidate aria-label="Rename size">
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
            <DialogSaveFooter onCancel={() => onOpenChange(false)} submitting={submitting} label="Rename" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
