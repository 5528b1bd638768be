import { hasAtMostDecimals } from "./coupon";
import { customInchesTextSchema } from "./sticker-size";
import { z } from "./zod";

// The owner's catalogue forms at /admin/catalogue (#35): what each dialog checks before it is sent. The
// output is the request body of the admin catalogue API as it is (priceFactorBps in basis points, inches
// as numbers), so the server can parse the same body with the same schema. Browser-safe: no server imports.

/** A material's or finish's id: lowercase letters, digits and hyphens (no leading, trailing or double hyphen). */
export const CATALOGUE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_CATALOGUE_ID_LENGTH = 40;
export const MAX_CATALOGUE_NAME_LENGTH = 60;
export const MAX_CATALOGUE_DESCRIPTION_LENGTH = 200;
/** A price factor from 1 % to 1,000 % (10,000 basis points = 100 %). */
export const MIN_PRICE_FACTOR_PERCENT = 1;
export const MAX_PRICE_FACTOR_PERCENT = 1000;

const nameSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(MAX_CATALOGUE_NAME_LENGTH, `${label} must be at most ${MAX_CATALOGUE_NAME_LENGTH} characters`);

const idSchema = z
  .string({ error: "ID is required" })
  .trim()
  .min(1, "ID is required")
  .max(MAX_CATALOGUE_ID_LENGTH, { error: `ID must be at most ${MAX_CATALOGUE_ID_LENGTH} characters`, abort: true })
  .regex(CATALOGUE_ID_PATTERN, "ID may only contain lowercase letters, digits and single hyphens, like clear-vinyl");

/** The factor as the owner types it, in percent ("115", "112.5"), stored as basis points (11500, 11250). */
const priceFactorSchema = z
  .string({ error: "Price factor is required" })
  .trim()
  .min(1, "Price factor is required")
  .refine((text) => /^\d+(?:\.\d+)?$/.test(text), "Price factor must be a number of percent, like 115")
  .transform(Number)
  .pipe(
    z
      .number()
      .min(
        MIN_PRICE_FACTOR_PERCENT,
        `Price factor must be from ${MIN_PRICE_FACTOR_PERCENT}% to ${MAX_PRICE_FACTOR_PERCENT.toLocaleString("en-US")}%`,
      )
      .max(
        MAX_PRICE_FACTOR_PERCENT,
        `Price factor must be from ${MIN_PRICE_FACTOR_PERCENT}% to ${MAX_PRICE_FACTOR_PERCENT.toLocaleString("en-US")}%`,
      )
      .refine((percent) => hasAtMostDecimals(percent, 2), "Price factor must have at most 2 decimals"),
  )
  .transform((percent) => Math.round(percent * 100));

const swatchSchema = z
  .string({ error: "Swatch must be a colour" })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, "Swatch must be a colour like #ffffff")
  .transform((colour) => colour.toLowerCase());

const stockFields = {
  name: nameSchema("Name"),
  description: z
    .string()
    .trim()
    .max(
      MAX_CATALOGUE_DESCRIPTION_LENGTH,
      `Description must be at most ${MAX_CATALOGUE_DESCRIPTION_LENGTH} characters`,
    ),
  priceFactorBps: priceFactorSchema,
  swatch: swatchSchema,
  active: z.boolean(),
};

/** Add material (POST /api/admin/catalogue/materials). */
export const materialFormSchema = z.object({ id: idSchema, ...stockFields, whiteLayer: z.boolean() });
/** Edit material (PATCH /api/admin/catalogue/materials/{id}): everything but the id, which never changes. */
export const materialEditFormSchema = materialFormSchema.omit({ id: true });
/** Add finish (POST /api/admin/catalogue/finishes). */
export const finishFormSchema = z.object({ id: idSchema, ...stockFields });
/** Edit finish (PATCH /api/admin/catalogue/finishes/{id}). */
export const finishEditFormSchema = finishFormSchema.omit({ id: true });

/** What a material or finish dialog holds: the factor as the percent typed, the rest as shown. */
export type StockFormValues = {
  id: string;
  name: string;
  description: string;
  priceFactorBps: string;
  swatch: string;
  active: boolean;
  whiteLayer: boolean;
};
export type StockFormOutput = {
  id?: string;
  name: string;
  description: string;
  priceFactorBps: number;
  swatch: string;
  active: boolean;
  whiteLayer?: boolean;
};

export const STANDARD_SIZE_SHAPES = ["square", "circle"] as const;

/** A tier's total in the Add size dialog: sent as dollar text ("60" → "60.00"); the server checks it with the grid. */
const totalTextSchema = z
  .string()
  .trim()
  .transform((text) => text.replace(/^\$/, ""))
  .refine((text) => text !== "", "Enter the total")
  .refine((text) => /^\d+(?:\.\d{1,2})?$/.test(text), "A total is dollars and cents, like 60.00")
  .transform((text) => Number(text).toFixed(2));

/**
 * Add a standard size (POST /api/admin/catalogue/sizes): a name, a square (a rectangle when width ≠
 * height) or a circle (its diameter: height = width), inches as the custom sizes take them (1–12" in
 * 0.25" steps), and its total for each quantity tier, in the grid's order.
 */
export const sizeFormSchema = z
  .object({
    name: nameSchema("Name"),
    shape: z.enum(STANDARD_SIZE_SHAPES, { error: "Shape must be square or circle" }),
    widthInches: customInchesTextSchema("Width"),
    heightInches: z.string(),
    totals: z.array(totalTextSchema),
  })
  .transform((size, ctx) => {
    const body = { name: size.name, shape: size.shape, width: size.widthInches, totals: size.totals };
    if (size.shape === "circle") return { ...body, height: size.widthInches };
    const height = customInchesTextSchema("Height").safeParse(size.heightInches);
    if (!height.success) {
      for (const issue of height.error.issues)
        ctx.addIssue({ code: "custom", message: issue.message, path: ["heightInches"] });
      return z.NEVER;
    }
    return { ...body, height: height.data };
  });
export type SizeFormValues = z.input<typeof sizeFormSchema>;
export type SizeFormOutput = z.output<typeof sizeFormSchema>;

/** Rename a size (PATCH /api/admin/catalogue/sizes/{id} { name }). */
export const sizeRenameFormSchema = z.object({ name: nameSchema("Name") });
export type SizeRenameFormValues = z.input<typeof sizeRenameFormSchema>;

/** A new quantity tier as typed in the price grid: a positive whole number. */
export const tierQuantitySchema = z
  .string()
  .trim()
  .min(1, "Enter a quantity")
  .transform((text) => text.replace(/,/g, ""))
  .refine((text) => /^\d+$/.test(text), "A quantity is a whole number of stickers, like 1000")
  .transform(Number)
  .pipe(
    z.number().int().min(1, "A quantity must be at least 1").max(1_000_000, "A quantity must be at most 1,000,000"),
  );

/** Dollars and cents as typed ("5", "5.5", "$5.00"), sent as dollar text with two decimals ("5.00"). */
const dollarTextSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .transform((text) => text.replace(/^\$/, ""))
    .refine((text) => text !== "", `${label} is required`)
    .refine((text) => /^\d+(?:\.\d{1,2})?$/.test(text), `${label} must be an amount in dollars, like 5.00`)
    .transform((text) => Number(text))
    .refine((amount) => amount <= 10_000, `${label} must be at most $10,000`)
    .transform((amount) => amount.toFixed(2));

/** The shipping rules (PUT /api/admin/catalogue/shipping): each method's name, amount and days; free shipping. */
export const shippingFormSchema = z.object({
  methods: z.array(
    z.object({
      id: z.enum(["standard", "priority"]),
      name: nameSchema("Name"),
      amount: dollarTextSchema("Amount"),
      businessDays: z
        .string()
        .trim()
        .regex(/^\d{1,2}(?:-\d{1,2})?$/, "Business days must be a number or a range, like 3-5"),
    }),
  ),
  /** One city a line (or separated by commas); lower-cased, empty lines dropped. */
  freeShippingCities: z
    .string()
    .transform((text) =>
      text
        .split(/[\n,]/)
        .map((city) => city.trim().toLowerCase())
        .filter((city) => city !== ""),
    )
    .refine((cities) => cities.every((city) => city.length <= 60), "A city name must be at most 60 characters"),
  freeShippingMinQuantity: z
    .string()
    .trim()
    .regex(/^\d+$/, "The threshold must be a whole number of stickers")
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, "The threshold must be at least 1 sticker")
        .max(1_000_000, "The threshold must be at most 1,000,000"),
    ),
});
export type ShippingFormValues = z.input<typeof shippingFormSchema>;
export type ShippingFormOutput = z.output<typeof shippingFormSchema>;
