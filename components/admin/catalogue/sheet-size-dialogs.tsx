"use client";

import { useEffect } from "react";
import { useForm, useFormContext, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { createSheetSize, updateSheetSize } from "@/lib/client/catalogue-api";
import type { AdminCatalogueSheetSize } from "@/lib/client/admin-types";
import {
  MAX_CATALOGUE_NAME_LENGTH,
  sheetSizeEditFormSchema,
  sheetSizeFormSchema,
  type SheetSizeEditFormOutput,
  type SheetSizeEditFormValues,
  type SheetSizeFormOutput,
  type SheetSizeFormValues,
} from "@/lib/validation/catalogue-forms";
import { useAdminApi } from "../admin-session";
import { DialogSaveFooter, TierTotalsFieldset } from "./catalogue-dialog-parts";
import { useDialogSave } from "./use-dialog-save";

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void; onSaved: () => void };

/** The rule the inches are checked with, shown under them. */
const INCHES_HINT = 'From 1" to 24" in steps of 0.25".';

/** What both dialogs hold of a sheet besides its totals: its name and inches as typed. */
type SheetSizeText = { name: string; widthInches: string; heightInches: string };

/** A sheet's name and inches: the fields both dialogs share, in the surrounding form. */
function SheetSizeFields() {
  const { control } = useFormContext<SheetSizeText>();
  const field = (name: keyof SheetSizeText, label: string, placeholder: string, inputMode?: "decimal") => (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type="text"
              inputMode={inputMode}
              autoComplete="off"
              maxLength={inputMode ? undefined : MAX_CATALOGUE_NAME_LENGTH}
              placeholder={placeholder}
              {...field}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
  return (
    <>
      {field("name", "Name", '5.5" × 8.5"')}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("widthInches", "Width (inches)", "5.5", "decimal")}
        {field("heightInches", "Height (inches)", "8.5", "decimal")}
      </div>
      <p className="text-xs text-slate-600">{INCHES_HINT}</p>
    </>
  );
}

function emptySheetSize(tiers: number): SheetSizeFormValues {
  return { name: "", widthInches: "", heightInches: "", totals: Array.from({ length: tiers }, () => "") };
}

const sheetSizeResolver = zodResolver(sheetSizeFormSchema) as unknown as Resolver<
  SheetSizeFormValues,
  unknown,
  SheetSizeFormOutput
>;

/** "Add sheet size" (#39): a name, its inches and its total per sheet tier. */
export function AddSheetSizeDialog({
  open,
  onOpenChange,
  onSaved,
  quantities,
}: DialogProps & { quantities: number[] }) {
  const api = useAdminApi();
  const { submitting, save } = useDialogSave({ onSaved, onOpenChange });
  const form = useForm<SheetSizeFormValues, unknown, SheetSizeFormOutput>({
    resolver: sheetSizeResolver,
    defaultValues: emptySheetSize(quantities.length),
  });
  const { handleSubmit, reset } = form;

  useEffect(() => {
    if (open) reset(emptySheetSize(quantities.length));
  }, [open, reset, quantities.length]);

  const submit = handleSubmit(async (values) => {
    await save(
      () => createSheetSize(api, values),
      { title: "Sheet size added", description: `${values.name} sheets are now on sale.` },
      "Failed to add the sheet size",
    );
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add sheet size</DialogTitle>
          <DialogDescription>
            A sheet shoppers lay their stickers out on. Its prices are set in the sheets&apos; grid.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} className="space-y-4" noValidate aria-label="Add sheet size">
            <SheetSizeFields />
            <TierTotalsFieldset quantities={quantities} legend="Total price per sheet tier ($)" unit="sheets" />
            <DialogSaveFooter onCancel={() => onOpenChange(false)} submitting={submitting} label="Add sheet size" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

const editResolver = zodResolver(sheetSizeEditFormSchema) as unknown as Resolver<
  SheetSizeEditFormValues,
  unknown,
  SheetSizeEditFormOutput
>;

function valuesOf(sheet: AdminCatalogueSheetSize | null): SheetSizeEditFormValues {
  return {
    name: sheet?.name ?? "",
    widthInches: sheet ? String(sheet.widthInches) : "",
    heightInches: sheet ? String(sheet.heightInches) : "",
  };
}

/** "Edit 5.5" × 8.5"" (#39): its name and inches; its prices and orders stay with it. */
export function EditSheetSizeDialog({
  sheet,
  onOpenChange,
  onSaved,
}: Omit<DialogProps, "open"> & { sheet: AdminCatalogueSheetSize | null }) {
  const api = useAdminApi();
  const { submitting, save } = useDialogSave({ onSaved, onOpenChange });
  const form = useForm<SheetSizeEditFormValues, unknown, SheetSizeEditFormOutput>({
    resolver: editResolver,
    defaultValues: valuesOf(sheet),
  });
  const { handleSubmit, reset } = form;

  useEffect(() => {
    if (sheet) reset(valuesOf(sheet));
  }, [sheet, reset]);

  const submit = handleSubmit(async (values) => {
    if (!sheet) return;
    await save(
      () => updateSheetSize(api, sheet.id, values),
      { title: "Sheet size saved", description: `${values.name ?? sheet.name} is saved.` },
      "Failed to save the sheet size",
    );
  });

  return (
    <Dialog open={sheet !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit {sheet?.name}</DialogTitle>
          <DialogDescription>
            The sheet keeps its prices and its orders. Its inches can change only while no cart or order has it; after
            that, add a new sheet size and retire this one.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} className="space-y-4" noValidate aria-label="Edit sheet size">
            <SheetSizeFields />
            <DialogSaveFooter onCancel={() => onOpenChange(false)} submitting={submitting} label="Save" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
