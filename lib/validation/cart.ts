import { z } from "./zod";
import { QUANTITY_TIERS } from "@/lib/pricing/price-table";

/** 'session_' + timestamp + '_' + random (crypto.randomUUID), made in the browser. */
export const cartSessionIdSchema = z
  .string({ error: "A cart session id is required" })
  // Longer than any valid id (at most 89 characters): refused before the pattern runs.
  .max(100, { error: "Invalid cart session id", abort: true })
  .regex(/^session_\d{10,16}_[A-Za-z0-9-]{8,64}$/, "Invalid cart session id");

const positiveId = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`);

/** What the browser may send to add a line. Prices are not accepted: the server computes them. */
export const addCartItemSchema = z.object({
  sessionId: cartSessionIdSchema,
  designId: positiveId("designId"),
  sizeId: positiveId("sizeId"),
  quantity: z
    .number({ error: "quantity is required" })
    .refine((value) => (QUANTITY_TIERS as readonly number[]).includes(value), {
      message: `Quantity must be one of ${QUANTITY_TIERS.join(", ")}`,
    }),
  roundedCorners: z.boolean().default(false),
});

export type AddCartItemInput = z.infer<typeof addCartItemSchema>;

export const cartItemIdSchema = z.coerce.number().int().positive();
