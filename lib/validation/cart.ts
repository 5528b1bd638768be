import { z } from "./zod";
import { QUANTITY_TIERS } from "@/lib/pricing/price-table";
import { customInchesSchema, readCustomSize, stickerShapeSchema, type CustomSizeInput } from "./sticker-size";

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

export const quantityTierSchema = z
  .number({ error: "quantity is required" })
  .refine((value) => (QUANTITY_TIERS as readonly number[]).includes(value), {
    message: `Quantity must be one of ${QUANTITY_TIERS.join(", ")}`,
  });

/**
 * What the browser may send to add a line: a standard size (the spec's sizeId) or a custom one
 * (shape with widthInches × heightInches, or a die-cut's sizeInches). Prices are not accepted: the
 * server computes them.
 */
export const addCartItemSchema = z
  .object({
    sessionId: cartSessionIdSchema,
    designId: positiveId("designId"),
    sizeId: positiveId("sizeId").optional(),
    shape: stickerShapeSchema.optional(),
    widthInches: customInchesSchema("widthInches").optional(),
    heightInches: customInchesSchema("heightInches").optional(),
    sizeInches: customInchesSchema("sizeInches").optional(),
    quantity: quantityTierSchema,
    roundedCorners: z.boolean().default(false),
  })
  .transform((raw, ctx) => {
    const base = {
      sessionId: raw.sessionId,
      designId: raw.designId,
      quantity: raw.quantity,
      roundedCorners: raw.roundedCorners,
    };
    if (raw.shape === undefined) {
      if (raw.widthInches !== undefined || raw.heightInches !== undefined || raw.sizeInches !== undefined) {
        ctx.addIssue({ code: "custom", message: "A custom size needs its shape", path: ["shape"] });
        return z.NEVER;
      }
      if (raw.sizeId === undefined) {
        ctx.addIssue({ code: "custom", message: "sizeId is required (or a custom shape and size)", path: ["sizeId"] });
        return z.NEVER;
      }
      return { ...base, sizeId: raw.sizeId, custom: null };
    }
    if (raw.sizeId !== undefined) {
      ctx.addIssue({
        code: "custom",
        message: "Send either sizeId or a custom shape and size, not both",
        path: ["sizeId"],
      });
      return z.NEVER;
    }
    const custom = readCustomSize({ ...raw, shape: raw.shape }, ctx);
    return custom ? { ...base, sizeId: null, custom } : z.NEVER;
  });

export type AddCartItemInput = { sessionId: string; designId: number; quantity: number; roundedCorners: boolean } & (
  { sizeId: number; custom: null } | { sizeId: null; custom: CustomSizeInput }
);

export const cartItemIdSchema = z.coerce.number().int().positive();
