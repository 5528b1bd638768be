import { z } from "./zod";
import { SHIPPING_METHOD_IDS } from "@/lib/domain/shipping-methods";
import { MAX_SHEET_INCHES, MIN_SHEET_INCHES, SHEET_INCHES_STEP } from "@/lib/domain/sticker-sheet-rules";
import { formatInches } from "@/lib/domain/sticker-shapes";
import { FINISH_LOOKS, MATERIAL_LOOKS } from "@/lib/domain/stock-looks";
import { customInchesSchema } from "./sticker-size";

// The owner's catalogue (#35): the bodies of /api/admin/catalogue/*, checked by the admin page and the
// server alike. Browser-safe: no server imports. Amounts travel as decimal strings ("12.50"), as the
// shop's other APIs send them; the price grid's cells are checked by lib/catalogue/validate-price-grid.ts,
// which names each cell by its size.

export const CATALOGUE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_CATALOGUE_NAME_LENGTH = 60;
export const MAX_CATALOGUE_DESCRIPTION_LENGTH = 500;
/** Price factors from 10 % to 1000 %, in basis points. */
export const MIN_PRICE_FACTOR_BPS = 1_000;
export const MAX_PRICE_FACTOR_BPS = 100_000;

const slugSchema = z
  .string({ error: "id is required" })
  .max(40, { error: "id must be at most 40 characters", abort: true })
  .regex(CATALOGUE_SLUG_PATTERN, "id must be a slug: lowercase letters, digits and single hyphens, like clear-vinyl");

/** A material's or finish's id in a route's path (PATCH …/materials/{id}), checked like the id it was created with. */
export const catalogueEntryIdParamSchema = slugSchema;

const nameSchema = z
  .string({ error: "name is required" })
  .trim()
  .min(1, "name is required")
  .max(MAX_CATALOGUE_NAME_LENGTH, `name must be at most ${MAX_CATALOGUE_NAME_LENGTH} characters`);

const descriptionSchema = z
  .string({ error: "description must be text" })
  .trim()
  .max(MAX_CATALOGUE_DESCRIPTION_LENGTH, `description must be at most ${MAX_CATALOGUE_DESCRIPTION_LENGTH} characters`);

const priceFactorSchema = z
  .number({ error: "priceFactorBps is required (basis points: 10000 = 100%)" })
  .int("priceFactorBps must be a whole number of basis points (10000 = 100%)")
  .min(MIN_PRICE_FACTOR_BPS, "The price factor must be from 10% to 1000%")
  .max(MAX_PRICE_FACTOR_BPS, "The price factor must be from 10% to 1000%");

const swatchSchema = z
  .string({ error: "swatch must be a colour like #ffffff" })
  .regex(/^#[0-9a-fA-F]{6}$/, "swatch must be a colour like #ffffff")
  .transform((colour) => colour.toLowerCase());

const sortOrderSchema = z
  .number({ error: "sortOrder must be a whole number" })
  .int("sortOrder must be a whole number")
  .min(0, "sortOrder must be 0 or more")
  .max(1_000_000, "sortOrder must be at most 1000000");

const activeSchema = z.boolean({ error: "active must be true or false" });
const whiteLayerSchema = z.boolean({ error: "whiteLayer must be true or false" });
/** How the shop previews the stock (#36). */
const materialLookSchema = z.enum(MATERIAL_LOOKS, { error: `look must be one of ${MATERIAL_LOOKS.join(", ")}` });
const finishLookSchema = z.enum(FINISH_LOOKS, { error: `look must be one of ${FINISH_LOOKS.join(", ")}` });

const finishFields = {
  name: nameSchema,
  description: descriptionSchema.optional(),
  priceFactorBps: priceFactorSchema,
  swatch: swatchSchema.optional(),
  look: finishLookSchema.optional(),
  active: activeSchema.optional(),
  sortOrder: sortOrderSchema.optional(),
};

/** A field a PATCH refuses: an entry's id never changes. */
const unchangeableId = z.undefined({ error: "id cannot be changed" }).optional();
const makeDefault = z.literal(true, {
  error: "isDefault can only be true: make another one the default instead",
});

function requireSomething<T extends Record<string, unknown>>(value: T, ctx: z.RefinementCtx) {
  if (Object.values(value).every((field) => field === undefined))
    ctx.addIssue({ code: "custom", message: "Send at least one field to change" });
}

/** POST /api/admin/catalogue/finishes. */
export const createFinishSchema = z.object({ id: slugSchema, ...finishFields });
/** POST /api/admin/catalogue/materials. */
export const createMaterialSchema = createFinishSchema.extend({
  whiteLayer: whiteLayerSchema.optional(),
  look: materialLookSchema.optional(),
});

const finishPatchFields = {
  id: unchangeableId,
  name: nameSchema.optional(),
  description: descriptionSchema.optional(),
  priceFactorBps: priceFactorSchema.optional(),
  swatch: swatchSchema.optional(),
  look: finishLookSchema.optional(),
  active: activeSchema.optional(),
  sortOrder: sortOrderSchema.optional(),
  isDefault: makeDefault.optional(),
};

/** PATCH /api/admin/catalogue/finishes/{id}: any field but id; isDefault: true makes it the default. */
export const changeFinishSchema = z.object(finishPatchFields).superRefine(requireSomething);
/** PATCH /api/admin/catalogue/materials/{id}. */
export const changeMaterialSchema = z
  .object({ ...finishPatchFields, whiteLayer: whiteLayerSchema.optional(), look: materialLookSchema.optional() })
  .superRefine(requireSomething);

export type CreateMaterialInput = z.output<typeof createMaterialSchema>;
export type CreateFinishInput = z.output<typeof createFinishSchema>;
export type ChangeMaterialInput = z.output<typeof changeMaterialSchema>;
export type ChangeFinishInput = z.output<typeof changeFinishSchema>;

const amountTextSchema = (label: string) =>
  z.string({ error: `${label} must be an amount of dollars like 12.50` }).trim();

const standardShapeSchema = z.enum(["square", "circle"], { error: "shape must be square or circle" });

/** POST /api/admin/catalogue/sizes: a standard size and its total per quantity tier (the grid's order). */
export const createSizeSchema = z
  .object({
    name: nameSchema,
    shape: standardShapeSchema,
    width: customInchesSchema("width"),
    height: customInchesSchema("height"),
    active: activeSchema.optional(),
    sortOrder: sortOrderSchema.optional(),
    totals: z.array(z.union([amountTextSchema("Each total"), z.null()]), {
      error: 'totals is required: the total of each quantity tier, like ["12.50", …]',
    }),
  })
  .superRefine((size, ctx) => {
    if (size.shape === "circle" && size.width !== size.height)
      ctx.addIssue({
        code: "custom",
        message: "A circle's width and height must be equal (its diameter)",
        path: ["height"],
      });
  });

/**
 * PATCH /api/admin/catalogue/sizes/{id}: rename, retire (active: false) or reorder. A size's shape and
 * inches stay as sold (orders, reorders and carts refer to it): add a new size and retire this one instead.
 */
export const changeSizeSchema = z
  .object({
    id: unchangeableId,
    name: nameSchema.optional(),
    active: activeSchema.optional(),
    sortOrder: sortOrderSchema.optional(),
    shape: z.undefined({ error: "A size's shape cannot be changed: add a new size and retire this one" }).optional(),
    width: z.undefined({ error: "A size's inches cannot be changed: add a new size and retire this one" }).optional(),
    height: z.undefined({ error: "A size's inches cannot be changed: add a new size and retire this one" }).optional(),
  })
  .superRefine(requireSomething);

export type CreateSizeInput = z.output<typeof createSizeSchema>;
export type ChangeSizeInput = z.output<typeof changeSizeSchema>;

/** One side of a sticker sheet (#39), in inches: 1–24" in 0.25" steps. */
export const sheetInchesSchema = (label: string) =>
  z
    .number({ error: `${label} is required (inches)` })
    .min(MIN_SHEET_INCHES, `${label} must be at least ${formatInches(MIN_SHEET_INCHES)}.`)
    .max(MAX_SHEET_INCHES, `${label} must be at most ${formatInches(MAX_SHEET_INCHES)}.`)
    .refine(
      (inches) => Number.isInteger(inches / SHEET_INCHES_STEP),
      `${label} must be in steps of ${formatInches(SHEET_INCHES_STEP)}.`,
    );

/** POST /api/admin/catalogue/sheet-sizes (#39): a sheet size and its total per sheet tier (the sheet grid's order). */
export const createSheetSizeSchema = z.object({
  name: nameSchema,
  widthInches: sheetInchesSchema("widthInches"),
  heightInches: sheetInchesSchema("heightInches"),
  active: activeSchema.optional(),
  sortOrder: sortOrderSchema.optional(),
  totals: z.array(z.union([amountTextSchema("Each total"), z.null()]), {
    error: 'totals is required: the total of each sheet tier, like ["22.00", …]',
  }),
});

/**
 * PATCH /api/admin/catalogue/sheet-sizes/{id} (#39): rename, resize, retire (active: false), restore or
 * reorder. Its inches change only while no cart or order has the sheet (the server says so with 409).
 */
export const changeSheetSizeSchema = z
  .object({
    id: unchangeableId,
    name: nameSchema.optional(),
    widthInches: sheetInchesSchema("widthInches").optional(),
    heightInches: sheetInchesSchema("heightInches").optional(),
    active: activeSchema.optional(),
    sortOrder: sortOrderSchema.optional(),
  })
  .superRefine(requireSomething);

export type CreateSheetSizeInput = z.output<typeof createSheetSizeSchema>;
export type ChangeSheetSizeInput = z.output<typeof changeSheetSizeSchema>;

/** PUT /api/admin/catalogue/prices: the whole grid; every cell is checked with the sizes it names. */
export const priceGridSchema = z.object({
  quantities: z.array(z.number({ error: "Each quantity tier must be a number" }), {
    error: "quantities is required: the quantity tiers, like [50, 100, …]",
  }),
  tables: z.array(
    z.object({
      sizeId: z.number({ error: "sizeId is required" }).int("sizeId must be a whole number"),
      totals: z.array(z.union([amountTextSchema("Each total"), z.null()]), {
        error: 'totals is required: the total of each quantity tier, like ["12.50", …]',
      }),
    }),
    { error: "tables is required: one per size, like [{ sizeId, totals }]" },
  ),
  roundedCornersFee: amountTextSchema("roundedCornersFee"),
});

/**
 * The fingerprint of the part the editor loaded (GET /api/admin/catalogue's pricesRevision or
 * shippingRevision): a save of a part changed since is refused with 409, so nobody overwrites another's
 * prices without seeing them.
 */
const revisionSchema = (field: string) =>
  z
    .string({ error: `revision is required: the ${field} of GET /api/admin/catalogue that this was edited from` })
    .regex(/^[0-9a-f]{16}$/, `revision must be the ${field} of GET /api/admin/catalogue`);

/** PUT /api/admin/catalogue/prices' body: the grid and the revision it was edited from. */
export const priceGridSaveSchema = priceGridSchema.extend({ revision: revisionSchema("pricesRevision") });

export type PriceGridBody = z.output<typeof priceGridSaveSchema>;

/** PUT /api/admin/catalogue/sheet-prices (#39): the sheets' tiers and every sheet size's totals, saved whole. */
export const sheetGridSchema = z.object({
  quantities: z.array(z.number({ error: "Each sheet tier must be a number" }), {
    error: "quantities is required: the sheet tiers, like [10, 25, …]",
  }),
  tables: z.array(
    z.object({
      sheetSizeId: z.number({ error: "sheetSizeId is required" }).int("sheetSizeId must be a whole number"),
      totals: z.array(z.union([amountTextSchema("Each total"), z.null()]), {
        error: 'totals is required: the total of each sheet tier, like ["22.00", …]',
      }),
    }),
    { error: "tables is required: one per sheet size, like [{ sheetSizeId, totals }]" },
  ),
});

/** PUT /api/admin/catalogue/sheet-prices' body: the sheet grid and the revision it was edited from. */
export const sheetGridSaveSchema = sheetGridSchema.extend({ revision: revisionSchema("sheetPricesRevision") });

export type SheetGridBody = z.output<typeof sheetGridSaveSchema>;

const cityNameSchema = z
  .string({ error: "Each city must be text" })
  .transform((city) => city.trim().replace(/\s+/g, " ").toLowerCase())
  .pipe(z.string().min(1, "A city name cannot be empty").max(80, "A city name must be at most 80 characters"));

/** PUT /api/admin/catalogue/shipping: both methods, the free-shipping cities and quantity threshold. */
export const shippingRulesSchema = z
  .object({
    methods: z.array(
      z.object({
        id: z.enum(SHIPPING_METHOD_IDS, { error: `Each method's id must be one of ${SHIPPING_METHOD_IDS.join(", ")}` }),
        name: nameSchema,
        amount: amountTextSchema("amount").regex(/^\d{1,4}(\.\d{1,2})?$/, {
          error: "amount must be an amount of dollars like 5.00 (at most 9999.99)",
        }),
        businessDays: z
          .string({ error: 'businessDays is required, like "3-5"' })
          .trim()
          .regex(/^\d{1,2}(-\d{1,2})?$/, 'businessDays must be a number of days or a range, like "3-5"'),
      }),
      { error: "methods is required" },
    ),
    freeShippingCities: z
      .array(cityNameSchema, { error: "freeShippingCities must be a list of city names" })
      .max(50, "At most 50 free-shipping cities")
      .transform((cities) => [...new Set(cities)]),
    freeShippingMinQuantity: z
      .number({ error: "freeShippingMinQuantity must be a number of stickers" })
      .int("freeShippingMinQuantity must be a whole number of stickers")
      .min(1, "freeShippingMinQuantity must be at least 1")
      .max(10_000_000, "freeShippingMinQuantity must be at most 10000000"),
  })
  .superRefine((rules, ctx) => {
    const ids = rules.methods.map((method) => method.id);
    for (const id of SHIPPING_METHOD_IDS)
      if (ids.filter((sent) => sent === id).length !== 1)
        ctx.addIssue({ code: "custom", message: `Send each shipping method once: ${id}`, path: ["methods"] });
    for (const [index, method] of rules.methods.entries()) {
      const [from, to] = method.businessDays.split("-").map(Number);
      if (to !== undefined && to < from!)
        ctx.addIssue({
          code: "custom",
          message: `${method.name}: the business days must go from fewer to more, like "3-5"`,
          path: ["methods", index, "businessDays"],
        });
    }
  });

/** PUT /api/admin/catalogue/shipping's body: the rules and the revision they were edited from. */
export const shippingRulesSaveSchema = shippingRulesSchema.and(
  z.object({ revision: revisionSchema("shippingRevision") }),
);

export type ShippingRulesBody = z.output<typeof shippingRulesSaveSchema>;

/** A size id in a path (/api/admin/catalogue/sizes/{id}). */
export const sizeIdParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, "The size id must be a positive whole number")
  .transform(Number);

/** A sheet size id in a path (/api/admin/catalogue/sheet-sizes/{id}). */
export const sheetSizeIdParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, "The sheet size id must be a positive whole number")
  .transform(Number);
