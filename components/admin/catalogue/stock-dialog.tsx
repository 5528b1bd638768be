"use client";

import { useEffect } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { StockSwatch } from "@/components/stickers/stock-swatch";
import { createStock, updateStock, type CatalogueStockKind } from "@/lib/client/catalogue-api";
import type { CatalogueFinish, CatalogueMaterial } from "@/lib/domain/catalogue";
import {
  DEFAULT_FINISH_LOOK,
  DEFAULT_MATERIAL_LOOK,
  FINISH_LOOK_LABELS,
  MATERIAL_LOOK_LABELS,
  type FinishLook,
  type MaterialLook,
} from "@/lib/domain/stock-looks";
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
import { SwitchField } from "../form-fields";
import { percentTextOfBps } from "./catalogue-format";
import { DialogSaveFooter } from "./catalogue-dialog-parts";
import { useDialogSave } from "./use-dialog-save";

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

/** The looks the owner chooses from (#36), in the order offered, with the words the form shows. */
const LOOK_OPTIONS: Record<CatalogueStockKind, ReadonlyArray<readonly [MaterialLook | FinishLook, string]>> = {
  materials: Object.entries(MATERIAL_LOOK_LABELS) as [MaterialLook, string][],
  finishes: Object.entries(FINISH_LOOK_LABELS) as [FinishLook, string][],
};

function emptyValues(kind: CatalogueStockKind): StockFormValues {
  return {
    id: "",
    name: "",
    description: "",
    priceFactorBps: "100",
    swatch: "#ffffff",
    look: kind === "materials" ? DEFAULT_MATERIAL_LOOK : DEFAULT_FINISH_LOOK,
    active: true,
    whiteLayer: false,
  };
}

function valuesOf(kind: CatalogueStockKind, entry: StockEntry | null): StockFormValues {
  if (!entry) return emptyValues(kind);
  return {
    id: entry.id,
    name: entry.name,
    description: entry.description,
    priceFactorBps: percentTextOfBps(entry.priceFactorBps),
    swatch: entry.swatch,
    look: entry.look,
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
  const { submitting, save } = useDialogSave({ onSaved, onOpenChange });
  const form = useForm<StockFormValues, unknown, StockFormOutput>({
    resolver: zodResolver(schemaOf(kind, editing)) as unknown as Resolver<StockFormValues, unknown, StockFormOutput>,
    defaultValues: valuesOf(kind, entry),
  });
  const { handleSubmit, control, reset } = form;
  const [swatch, look] = useWatch({ control, name: ["swatch", "look"] });

  useEffect(() => {
    if (open) reset(valuesOf(kind, entry));
  }, [open, kind, entry, reset]);

  const submit = handleSubmit((values) =>
    entry
      ? save(
          () => updateStock(api, kind, entry.id, values),
          { title: "Saved", description: `${values.name} has been updated.` },
          `Failed to save the ${noun}`,
        )
      : save(
          () => createStock(api, kind, values),
          { title: "Added", description: `${values.name} has been added.` },
          `Failed to save the ${noun}`,
        ),
  );

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
            <FormField
              control={control}
              name="look"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Shown as</FormLabel>
                  <div className="flex items-center gap-3">
                    <FormControl>
                      <NativeSelect {...field}>
                        {LOOK_OPTIONS[kind].map(([value, text]) => (
                          <option key={value} value={value}>
                            {text}
                          </option>
                        ))}
                      </NativeSelect>
                    </FormControl>
                    <StockSwatch
                      swatch={/^#[0-9a-fA-F]{6}$/.test(swatch) ? swatch : "#ffffff"}
                      look={look as MaterialLook | FinishLook}
                      className="h-10 w-10"
                    />
                  </div>
                  <FormDescription>
                    {kind === "materials"
                      ? "How the design tool's preview and swatch draw it: clear shows the surface through, holographic a rainbow sheen."
                      : "How the design tool's preview draws it: gloss with a shiny highlight, matte without."}
                  </FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
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
            <DialogSaveFooter
              onCancel={() => onOpenChange(false)}
              submitting={submitting}
              label={entry ? "Save" : `Add ${noun}`}
            />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
