import { z } from "./zod";

// The Create Coupon dialog and POST /api/coupons check the same schema. Browser-safe (no server
// imports). The output keeps the request's field names with normalised values (numbers in percent
// or dollars, null for absent optional values, expiresAt as an ISO string), so it can be sent as is;
// the server converts to basis points and cents when it stores the coupon.

/** Largest dollar amount an operator can enter (keeps every amount far inside a 32-bit cent column). */
export const MAX_ADMIN_DOLLARS = 100_000;

const DECIMAL_TEXT = /^-?\d+(?:\.\d+)?$/;
/** Longest decimal text read (far beyond any accepted amount); checked before DECIMAL_TEXT runs. */
const MAX_DECIMAL_TEXT_LENGTH = 32;

/** True when `value` has at most `digits` decimals (binary float noise such as 0.1 + 0.2 tolerated). */
export function hasAtMostDecimals(value: number, digits: number): boolean {
  const scaled = value * 10 ** digits;
  return Math.abs(scaled - Math.round(scaled)) <= Math.max(1e-6, Math.abs(scaled) * Number.EPSILON * 8);
}

function toNumber(value: number | string, label: string, ctx: z.RefinementCtx): number {
  if (typeof value === "number") return value;
  const text = value.trim();
  if (text === "") {
    ctx.addIssue({ code: "custom", message: `${label} is required` });
    return z.NEVER;
  }
  if (text.length > MAX_DECIMAL_TEXT_LENGTH) {
    ctx.addIssue({ code: "custom", message: `${label} is too long` });
    return z.NEVER;
  }
  if (!DECIMAL_TEXT.test(text)) {
    ctx.addIssue({ code: "custom", message: `${label} must be a number` });
    return z.NEVER;
  }
  return Number(text);
}

/** A required number, given as a number or a decimal string ("10", "10.50"). */
export function decimalInput(label: string) {
  return z
    .union([z.number(), z.string()], { error: `${label} must be a number` })
    .transform((value, ctx) => toNumber(value, label, ctx));
}

/** An optional number: null, undefined and "" all mean "not set" and become null. */
export function optionalDecimalInput(label: string) {
  return z
    .union([z.number(), z.string(), z.null()], { error: `${label} must be a number` })
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) return null;
      return toNumber(value, label, ctx);
    });
}

/** Dollars and cents: not negative, at most 2 decimals, at most MAX_ADMIN_DOLLARS. */
export function dollarAmountSchema(label: string) {
  return z
    .number()
    .min(0, `${label} must not be negative`)
    .max(MAX_ADMIN_DOLLARS, `${label} must be at most $${MAX_ADMIN_DOLLARS.toLocaleString("en-US")}`)
    .refine((value) => hasAtMostDecimals(value, 2), `${label} must have at most 2 decimals`);
}

/** An upper-cased code of 1–32 letters, digits, - and _ (coupon and affiliate codes). */
export function codeSchema(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .toUpperCase()
    .min(1, `${label} is required`)
    .max(32, { error: `${label} must be at most 32 characters`, abort: true })
    .regex(/^[A-Z0-9_-]+$/, `${label} may only contain letters, digits, - and _`);
}

export const ISO_DATE_TIME = z.iso.datetime({ offset: true });
/** Longer than any ISO date-time with offset and fractions; checked before ISO_DATE_TIME's pattern. */
const MAX_DATE_TIME_LENGTH = 64;

const expiresAtSchema = z
  .union([z.string(), z.null()], { error: "Expiration date must be an ISO date-time" })
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value.trim() === "") return null;
    if (value.trim().length > MAX_DATE_TIME_LENGTH || !ISO_DATE_TIME.safeParse(value.trim()).success) {
      ctx.addIssue({
        code: "custom",
        message: "Expiration date must be an ISO date-time such as 2026-12-31T23:59:00Z",
      });
      return z.NEVER;
    }
    const instant = new Date(value.trim());
    if (instant.getTime() <= Date.now()) {
      ctx.addIssue({ code: "custom", message: "Expiration date must be in the future" });
      return z.NEVER;
    }
    return instant.toISOString();
  });

export const COUPON_DISCOUNT_TYPES = ["percentage", "fixed"] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];

/** Largest usage limit an operator can set. */
export const MAX_COUPON_USES = 1_000_000;

/** Optional total uses: null (unlimited), or a whole number from 1. */
const maxUsesSchema = optionalDecimalInput("Usage limit").pipe(
  z
    .number()
    .int("Usage limit must be a whole number")
    .min(1, "Usage limit must be at least 1")
    .max(MAX_COUPON_USES, `Usage limit must be at most ${MAX_COUPON_USES.toLocaleString("en-US")}`)
    .nullable(),
);

const oncePerCustomerSchema = z.boolean({ error: "Once per customer must be true or false" });

const discountValueSchema = decimalInput("Discount value").pipe(
  z
    .number()
    .gt(0, "Discount value must be greater than 0")
    .max(MAX_ADMIN_DOLLARS, `Discount value must be at most ${MAX_ADMIN_DOLLARS}`),
);

/** What is wrong with a discount value for its type (beyond being a positive number), or null. */
export function discountValueIssue(discountType: CouponDiscountType, discountValue: number): string | null {
  if (discountType === "percentage") {
    if (discountValue > 100) return "A percentage discount cannot be more than 100%";
    if (!hasAtMostDecimals(discountValue, 2)) return "A percentage discount must have at most 2 decimals";
  } else if (!hasAtMostDecimals(discountValue, 2)) {
    return "A fixed discount must have at most 2 decimals (cents)";
  }
  return null;
}

export const couponFormSchema = z
  .object({
    code: codeSchema("Coupon code"),
    discountType: z.enum(COUPON_DISCOUNT_TYPES, { error: "Discount type must be percentage or fixed" }),
    discountValue: discountValueSchema,
    minOrderAmount: optionalDecimalInput("Minimum order amount").pipe(
      dollarAmountSchema("Minimum order amount").nullable(),
    ),
    maxDiscount: optionalDecimalInput("Maximum discount").pipe(dollarAmountSchema("Maximum discount").nullable()),
    expiresAt: expiresAtSchema,
    maxUses: maxUsesSchema,
    oncePerCustomer: oncePerCustomerSchema.optional().default(false),
  })
  .superRefine((coupon, ctx) => {
    if (typeof coupon.discountValue !== "number") return;
    const issue = discountValueIssue(coupon.discountType, coupon.discountValue);
    if (issue) ctx.addIssue({ code: "custom", path: ["discountValue"], message: issue });
  });

/** What the dialog holds (strings from inputs or numbers). */
export type CouponFormValues = z.input<typeof couponFormSchema>;
/** The normalised request body: percent or dollars as numbers, null for absent optional values. */
export type CouponFormOutput = z.output<typeof couponFormSchema>;

/**
 * PATCH /api/coupons/{id} and the Edit Coupon dialog: any of the editable fields (absent = unchanged,
 * null or "" = cleared). The code and the discount type stay as created. With `discountType` (the
 * dialog knows it) the value is checked for the type too; the server checks it against the stored type.
 */
export function couponUpdateSchemaFor(discountType?: CouponDiscountType) {
  return z
    .object({
      code: z.undefined({ error: "The code of a coupon cannot be changed" }).optional(),
      discountType: z.undefined({ error: "The discount type of a coupon cannot be changed" }).optional(),
      discountValue: discountValueSchema.optional(),
      minOrderAmount: optionalDecimalInput("Minimum order amount")
        .pipe(dollarAmountSchema("Minimum order amount").nullable())
        .optional(),
      maxDiscount: optionalDecimalInput("Maximum discount")
        .pipe(dollarAmountSchema("Maximum discount").nullable())
        .optional(),
      expiresAt: expiresAtSchema.optional(),
      maxUses: maxUsesSchema.optional(),
      oncePerCustomer: oncePerCustomerSchema.optional(),
      isActive: z.boolean({ error: "Active must be true or false" }).optional(),
    })
    .superRefine((update, ctx) => {
      if (discountType && typeof update.discountValue === "number") {
        const issue = discountValueIssue(discountType, update.discountValue);
        if (issue) ctx.addIssue({ code: "custom", path: ["discountValue"], message: issue });
      }
    })
    .transform((update, ctx) => {
      // code and discountType can only be undefined here: they are never changed.
      const { code, discountType: type, ...changes } = update;
      void code;
      void type;
      const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      if (Object.keys(given).length === 0) {
        ctx.addIssue({ code: "custom", message: "Send at least one field to change" });
        return z.NEVER;
      }
      return given as Partial<typeof changes>;
    });
}

export const couponUpdateSchema = couponUpdateSchemaFor();

/** The fields a coupon edit changes (absent: unchanged; null: cleared). */
export type CouponUpdate = z.output<typeof couponUpdateSchema>;
export type CouponUpdateValues = z.input<typeof couponUpdateSchema>;
