import {
  changeFinishSchema,
  changeMaterialSchema,
  changeSheetSizeSchema,
  changeSizeSchema,
  createFinishSchema,
  createMaterialSchema,
  createSheetSizeSchema,
  createSizeSchema,
  sheetInchesSchema,
  shippingRulesSchema,
} from "./catalogue";
import { customInchesTextSchema } from "./sticker-size";
import { readInchesText } from "@/lib/domain/sticker-shapes";
import type { FinishLook, MaterialLook } from "@/lib/domain/stock-looks";
import { z } from "./zod";

// The owner's catalogue forms at /admin/catalogue (#35). Each form's text (a percent, inches, dollars,
// one city a line) is read into the request body and then checked by the very schema the API parses
// that body with (lib/validation/catalogue.ts), so the dialog and the server refuse the same things with
// the same words. Field names are the body's, so a refusal lands under its field. Browser-safe.

export { MAX_CATALOGUE_DESCRIPTION_LENGTH, MAX_CATALOGUE_NAME_LENGTH } from "./catalogue";

/** Checks the body read from the form with the API's own schema; its refusals keep their field paths. */
function checkedBy<S extends z.ZodType>(schema: S) {
  return (body: unknown, ctx: z.RefinementCtx): z.output<S> => {
    const result = schema.safeParse(body);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  };
}

/** The factor as the owner types it, in percent ("115", "112.5"), as basis points (11500, 11250). */
const percentAsBpsSchema = z
  .string()
  .trim()
  .min(1, "Price factor is required")
  .refine((text) => /^\d+(?:\.\d{1,2})?$/.test(text), "Price factor must be a number of percent, like 115")
  .transform((text) => Math.round(Number(text) * 100));

const stockTextFields = {
  name: z.string(),
  description: z.string(),
  priceFactorBps: percentAsBpsSchema,
  swatch: z.string(),
  look: z.string(),
  active: z.boolean(),
};

/** What a material or finish dialog holds: the factor as the percent typed, the rest as shown. */
export type StockFormValues = {
  id: string;
  name: string;
  description: string;
  priceFactorBps: string;
  swatch: string;
  /** A material's look for a material, a finish's for a finish (#36). */
  look: string;
  active: boolean;
  whiteLayer: boolean;
};
export type StockFormOutput = {
  id?: string;
  name: string;
  description?: string;
  priceFactorBps: number;
  swatch?: string;
  look?: MaterialLook | FinishLook;
  active?: boolean;
  whiteLayer?: boolean;
};

/** Add material (POST /api/admin/catalogue/materials). */
export const materialFormSchema = z
  .object({ id: z.string().trim(), ...stockTextFields, whiteLayer: z.boolean() })
  .transform(checkedBy(createMaterialSchema));
/** Edit material (PATCH /api/admin/catalogue/materials/{id}): everything but the id, which never changes. */
export const materialEditFormSchema = z
  .object({ ...stockTextFields, whiteLayer: z.boolean() })
  .transform(checkedBy(changeMaterialSchema));
/** Add finish (POST /api/admin/catalogue/finishes). */
export const finishFormSchema = z
  .object({ id: z.string().trim(), ...stockTextFields })
  .transform(checkedBy(createFinishSchema));
/** Edit finish (PATCH /api/admin/catalogue/finishes/{id}). */
export const finishEditFormSchema = z.object(stockTextFields).transform(checkedBy(changeFinishSchema));

/** A total as typed in the Add size dialog: dollar text with two decimals ("60" → "60.00"). */
const totalTextSchema = z
  .string()
  .trim()
  .transform((text) => text.replace(/^\$/, ""))
  .refine((text) => text !== "", "Enter the total")
  .refine((text) => /^\d+(?:\.\d{1,2})?$/.test(text), "A total is dollars and cents, like 60.00")
  .transform((text) => Number(text).toFixed(2));

/**
 * Add a standard size (POST /api/admin/catalogue/sizes): a name, a square (a rectangle when width ≠
 * height) or a circle (its diameter: height = width), inches as the shop cuts them (1–12" in 0.25"
 * steps), and its total for each quantity tier, in the grid's order (the server checks them with the grid).
 */
export const sizeFormSchema = z
  .object({
    name: z.string(),
    shape: z.enum(["square", "circle"]),
    width: customInchesTextSchema("Width"),
    height: z.string(),
    totals: z.array(totalTextSchema),
  })
  .transform((size, ctx) => {
    if (size.shape === "circle") return { ...size, height: size.width };
    const height = customInchesTextSchema("Height").safeParse(size.height);
    if (!height.success) {
      for (const issue of height.error.issues)
        ctx.addIssue({ code: "custom", message: issue.message, path: ["height"] });
      return z.NEVER;
    }
    return { ...size, height: height.data };
  })
  .transform(checkedBy(createSizeSchema));
export type SizeFormValues = z.input<typeof sizeFormSchema>;
export type SizeFormOutput = z.output<typeof sizeFormSchema>;

/** Rename a size (PATCH /api/admin/catalogue/sizes/{id} { name }). */
export const sizeRenameFormSchema = z.object({ name: z.string() }).transform(checkedBy(changeSizeSchema));
export type SizeRenameFormValues = { name: string };
export type SizeRenameFormOutput = z.output<typeof sizeRenameFormSchema>;

/** One side of a sheet as typed ("8.5", "8,5"): the API's rule (1–24" in 0.25" steps), named by the field's label. */
const sheetInchesTextSchema = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .transform(readInchesText)
    .pipe(z.number({ error: `${label} must be a number of inches, like 8.5` }).pipe(sheetInchesSchema(label)));

const sheetSizeTextFields = {
  name: z.string(),
  widthInches: sheetInchesTextSchema("Width"),
  heightInches: sheetInchesTextSchema("Height"),
};

/**
 * Add a sheet size (#39, POST /api/admin/catalogue/sheet-sizes): a name, its inches (1–24" in 0.25" steps)
 * and its total for each sheet tier, in the sheets' grid order (the server checks them with that grid).
 */
export const sheetSizeFormSchema = z
  .object({ ...sheetSizeTextFields, totals: z.array(totalTextSchema) })
  .transform(checkedBy(createSheetSizeSchema));
export type SheetSizeFormValues = z.input<typeof sheetSizeFormSchema>;
export type SheetSizeFormOutput = z.output<typeof sheetSizeFormSchema>;

/** Edit a sheet size (PATCH /api/admin/catalogue/sheet-sizes/{id}): its name and inches. */
export const sheetSizeEditFormSchema = z.object(sheetSizeTextFields).transform(checkedBy(changeSheetSizeSchema));
export type SheetSizeEditFormValues = z.input<typeof sheetSizeEditFormSchema>;
export type SheetSizeEditFormOutput = z.output<typeof sheetSizeEditFormSchema>;

/** A new tier as typed in a grid ("1000", "1,000"): a positive whole number of `unit` (stickers, sheets). */
function tierQuantityTextSchema(unit: string, example: string) {
  return z
    .string()
    .trim()
    .min(1, "Enter a quantity")
    .transform((text) => text.replace(/,/g, ""))
    .refine((text) => /^\d+$/.test(text), `A quantity is a whole number of ${unit}, like ${example}`)
    .transform(Number)
    .pipe(
      z.number().int().min(1, "A quantity must be at least 1").max(1_000_000, "A quantity must be at most 1,000,000"),
    );
}

/** A new quantity tier as typed in the price grid ("1000", "1,000"): a positive whole number. */
export const tierQuantitySchema = tierQuantityTextSchema("stickers", "1000");
/** A new sheet tier as typed in the sheets' grid (#39): a positive whole number of sheets. */
export const sheetTierQuantitySchema = tierQuantityTextSchema("sheets", "200");

/** Dollars as typed ("5", "$5.5"): dollar text with two decimals ("5.00"); anything else as typed. */
function readDollarText(text: string): string {
  const trimmed = text.trim().replace(/^\$/, "");
  return /^\d+(?:\.\d{1,2})?$/.test(trimmed) ? Number(trimmed).toFixed(2) : trimmed;
}

/** The shipping rules (PUT /api/admin/catalogue/shipping): the cities typed one a line (or with commas). */
export const shippingFormSchema = z
  .object({
    methods: z.array(
      z.object({
        id: z.enum(["standard", "priority"]),
        name: z.string(),
        amount: z.string().transform(readDollarText),
        businessDays: z.string(),
      }),
    ),
    freeShippingCities: z.string().transform((text) => text.split(/[\n,]/).filter((city) => city.trim() !== "")),
    freeShippingMinQuantity: z
      .string()
      .trim()
      .regex(/^\d+$/, "The threshold must be a whole number of stickers")
      .transform(Number),
  })
  .transform(checkedBy(shippingRulesSchema));
export type ShippingFormValues = z.input<typeof shippingFormSchema>;
export type ShippingFormOutput = z.output<typeof shippingFormSchema>;
