import { z } from "./zod";
import {
  codeSchema,
  decimalInput,
  dollarAmountSchema,
  hasAtMostDecimals,
  MAX_ADMIN_DOLLARS,
  optionalDecimalInput,
} from "./coupon";

// The Add Affiliate form and POST /api/affiliates check the same schema. Browser-safe (no server
// imports). Percentages are fractions (0.15 = 15%, at most 4 decimals = whole basis points), flat and
// fixed amounts are dollars (at most 2 decimals); the output keeps the request's field names with
// normalised values, and the server stores basis points and cents.

export const COMMISSION_TYPES = ["percentage", "flat"] as const;
export const CUSTOMER_DISCOUNT_TYPES = ["percentage", "fixed"] as const;

export const affiliateFormSchema = z
  .object({
    code: codeSchema("Affiliate code"),
    name: z
      .string({ error: "Name is required" })
      .trim()
      .min(1, "Name is required")
      .max(120, "Name must be at most 120 characters"),
    email: z
      .string({ error: "Email is required" })
      .trim()
      .min(1, "Email is required")
      .max(254, "Email must be at most 254 characters")
      .pipe(z.email("Please enter a valid email address")),
    commissionType: z.enum(COMMISSION_TYPES, { error: "Commission type must be percentage or flat" }),
    commissionRate: decimalInput("Commission rate").pipe(
      z
        .number()
        .gt(0, "Commission rate must be greater than 0")
        .max(MAX_ADMIN_DOLLARS, `Commission rate must be at most ${MAX_ADMIN_DOLLARS}`),
    ),
    customerDiscountType: z
      .enum(CUSTOMER_DISCOUNT_TYPES, { error: "Customer discount type must be percentage or fixed" })
      .default("percentage"),
    customerDiscountRate: optionalDecimalInput("Customer discount").pipe(
      z
        .number()
        .min(0, "Customer discount must not be negative")
        .max(MAX_ADMIN_DOLLARS, `Customer discount must be at most ${MAX_ADMIN_DOLLARS}`)
        .nullable(),
    ),
    maxCustomerDiscount: optionalDecimalInput("Max customer discount").pipe(
      dollarAmountSchema("Max customer discount").nullable(),
    ),
    isActive: z.boolean({ error: "isActive must be true or false" }).default(true),
  })
  .superRefine((affiliate, ctx) => {
    const rate = affiliate.commissionRate;
    if (typeof rate === "number") {
      if (affiliate.commissionType === "percentage") {
        if (rate > 1) {
          ctx.addIssue({
            code: "custom",
            path: ["commissionRate"],
            message: "A percentage commission is a fraction from 0 to 1 (0.15 = 15%)",
          });
        } else if (!hasAtMostDecimals(rate, 4)) {
          ctx.addIssue({
            code: "custom",
            path: ["commissionRate"],
            message: "A percentage commission must have at most 4 decimals",
          });
        }
      } else if (!hasAtMostDecimals(rate, 2)) {
        ctx.addIssue({
          code: "custom",
          path: ["commissionRate"],
          message: "A flat commission must have at most 2 decimals (cents)",
        });
      }
    }
    const discount = affiliate.customerDiscountRate;
    if (typeof discount === "number") {
      if (affiliate.customerDiscountType === "percentage") {
        if (discount > 1) {
          ctx.addIssue({
            code: "custom",
            path: ["customerDiscountRate"],
            message: "A percentage customer discount is a fraction from 0 to 1 (0.05 = 5%)",
          });
        } else if (!hasAtMostDecimals(discount, 4)) {
          ctx.addIssue({
            code: "custom",
            path: ["customerDiscountRate"],
            message: "A percentage customer discount must have at most 4 decimals",
          });
        }
      } else if (!hasAtMostDecimals(discount, 2)) {
        ctx.addIssue({
          code: "custom",
          path: ["customerDiscountRate"],
          message: "A fixed customer discount must have at most 2 decimals (cents)",
        });
      }
    }
  });

/** What the form holds (strings from inputs or numbers). */
export type AffiliateFormValues = z.input<typeof affiliateFormSchema>;
/** The normalised request body: fractions and dollars as numbers, null for absent optional values. */
export type AffiliateFormOutput = z.output<typeof affiliateFormSchema>;

/** PATCH /api/affiliates/{id}: only the Active toggle; other keys are dropped. */
export const affiliateActiveSchema = z.object({ isActive: z.boolean({ error: "isActive must be true or false" }) });
