import { z } from "./zod";
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

/**
 * A quantity's shape: a number. Which quantities the shop sells is the owner's catalogue (#35): the
 * server checks the tier (priceStickerLine: "Quantity must be one of 50, 100, …" from the catalogue's tiers).
 */
export const quantitySchema = z.number({ error: "quantity is required" });

/**
 * A material's or finish's id as sent (#35): optional everywhere (the catalogue's default when absent);
 * whether the catalogue has it, active, is the server's check (400 { message } when not).
 */
export const catalogueChoiceIdSchema = (label: "materialId" | "finishId") =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} must not be empty`)
    .max(64, `${label} is not a known id`);

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
    quantity: quantitySchema,
    roundedCorners: z.boolean().default(false),
    materialId: catalogueChoiceIdSchema("materialId").optional(),
    finishId: catalogueChoiceIdSchema("finishId").optional(),
  })
  .transform((raw, ctx) => {
    const base = {
      sessionId: raw.sessionId,
      designId: raw.designId,
      quantity: raw.quantity,
      roundedCorners: raw.roundedCorners,
      materialId: raw.materialId,
      finishId: raw.finishId,
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

export type AddCartItemInput = {
  sessionId: string;
  designId: number;
  quantity: number;
  roundedCorners: boolean;
  /** The catalogue's default when absent or null (#35). */
  materialId?: string | null;
  finishId?: string | null;
} & ({ sizeId: number; custom: null } | { sizeId: null; custom: CustomSizeInput });

export const cartItemIdSchema = z.coerce.number().int().positive();
