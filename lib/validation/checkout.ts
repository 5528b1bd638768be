import { z } from "./zod";
import { cartSessionIdSchema } from "./cart";
import { EMAIL_PATTERN } from "./checkout-fields";

export { EMAIL_PATTERN, REQUIRED_CHECKOUT_FIELDS } from "./checkout-fields";

// `abort`: a value over the length limit stops there, so no pattern after it ever runs on long input.
const maxLength = (max: number) => ({ error: `At most ${max} characters`, abort: true });

const requiredText = (max: number) => z.string().trim().min(1, "Required").max(max, maxLength(max));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, maxLength(max))
    .optional()
    .transform((value) => (value ? value : undefined));

/** Customer and shipping details, checked the same way in the browser and on the server. */
export const checkoutFormSchema = z.object({
  customerName: requiredText(200),
  customerEmail: requiredText(254).regex(EMAIL_PATTERN, "Please enter a valid email address"),
  customerPhone: requiredText(40),
  companyName: optionalText(200),
  shippingAddress: requiredText(300),
  shippingCity: requiredText(120),
  shippingState: requiredText(120),
  shippingZip: requiredText(20),
  shippingCountry: requiredText(120).default("United States"),
  additionalNotes: optionalText(2000),
});

export type CheckoutFormValues = z.input<typeof checkoutFormSchema>;

export const shippingMethodSchema = z.enum(["standard", "priority"], {
  error: "Shipping method must be standard or priority",
});

const discountCodeSchema = z
  .string()
  .trim()
  .max(64, { error: "Codes are at most 64 characters", abort: true })
  .regex(/^[A-Za-z0-9_-]*$/, "Codes contain only letters, digits, - and _")
  .transform((value) => (value ? value.toUpperCase() : null))
  .nullish();

/** POST /api/create-payment-intent: what the amount depends on; any amount sent is ignored. */
export const paymentQuoteSchema = z.object({
  sessionId: cartSessionIdSchema,
  shippingMethod: shippingMethodSchema.default("standard"),
  shippingCity: z.string().trim().max(120).optional(),
  shippingState: z.string().trim().max(120).optional(),
  code: discountCodeSchema,
  // The shopper took a referral link's discount off (the checkout's "Remove"): the link still attributes.
  removeReferralDiscount: z.boolean().default(false),
});

export type PaymentQuoteInput = z.output<typeof paymentQuoteSchema>;

/** POST /api/orders: places the orders of the session's cart for the prepared payment. */
export const placeOrdersSchema = checkoutFormSchema.extend({
  sessionId: cartSessionIdSchema,
  paymentId: z.uuid("Invalid payment id"),
  shippingMethod: shippingMethodSchema.default("standard"),
  code: discountCodeSchema,
  removeReferralDiscount: z.boolean().default(false),
});

export type PlaceOrdersInput = z.output<typeof placeOrdersSchema>;

export const validateCodeSchema = z.object({
  code: z.string().trim().min(1, "Please enter a coupon or referral code to apply.").max(64),
  sessionId: cartSessionIdSchema.optional(),
  // Optional: once-per-customer coupons are checked against it when the checkout already knows it.
  customerEmail: optionalText(254).pipe(
    z.string().regex(EMAIL_PATTERN, "Please enter a valid email address").optional(),
  ),
});

/** POST /api/test-payments/confirm: the built-in test mode's card form (no real card is accepted). */
export const testCardPaymentSchema = z.object({
  clientSecret: z.string().min(10).max(200),
  cardNumber: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(8),
});
