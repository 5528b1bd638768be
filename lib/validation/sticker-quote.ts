import { z } from "./zod";
import { CUSTOM_SIZE_MAX_INCHES, isCustomSizeInches } from "@/lib/domain/sticker-shapes";
import { catalogueChoiceIdSchema, quantitySchema } from "./cart";
import { CUSTOM_SIZE_MESSAGE, customInchesSchema, stickerShapeSchema } from "./sticker-size";

const inchesParam = (label: string) => z.coerce.number({ error: `${label} must be a number` });

/**
 * GET /api/price-quote: shape, widthInches × heightInches (a die-cut's bounding box, as its cut line
 * gives it: each side to the hundredth of an inch, the longest one a custom size), quantity, corners, and
 * optionally the material and finish (#35). The quantity's tier is the server's check, against the catalogue.
 */
export const priceQuoteQuerySchema = z
  .object({
    shape: stickerShapeSchema,
    widthInches: inchesParam("widthInches"),
    heightInches: inchesParam("heightInches"),
    quantity: z.coerce.number({ error: "quantity must be a number" }).pipe(quantitySchema),
    roundedCorners: z
      .enum(["true", "false"], { error: "roundedCorners must be true or false" })
      .default("false")
      .transform((value) => value === "true"),
    materialId: catalogueChoiceIdSchema("materialId").optional(),
    finishId: catalogueChoiceIdSchema("finishId").optional(),
  })
  .superRefine((query, ctx) => {
    const { shape, widthInches, heightInches } = query;
    if (shape === "die-cut") {
      const inHundredths = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
      const inRange = (value: number) => value > 0 && value <= CUSTOM_SIZE_MAX_INCHES && inHundredths(value);
      if (!inRange(widthInches) || !inRange(heightInches) || !isCustomSizeInches(Math.max(widthInches, heightInches)))
        ctx.addIssue({
          code: "custom",
          path: ["widthInches"],
          message: `A die-cut's longest side must be a custom size (${CUSTOM_SIZE_MESSAGE}) and its other side at most that, to the hundredth of an inch.`,
        });
      return;
    }
    for (const [label, value] of [
      ["widthInches", widthInches],
      ["heightInches", heightInches],
    ] as const) {
      const parsed = customInchesSchema(label).safeParse(value);
      if (!parsed.success)
        ctx.addIssue({
          code: "custom",
          path: [label],
          message: parsed.error.issues[0]?.message ?? CUSTOM_SIZE_MESSAGE,
        });
    }
    if (shape === "circle" && widthInches !== heightInches)
      ctx.addIssue({
        code: "custom",
        path: ["heightInches"],
        message: "A circle's widthInches and heightInches must be equal (its diameter)",
      });
  });

export const cutLineQuerySchema = z.object({
  shape: z.literal("die-cut", { error: "shape must be die-cut" }),
  sizeInches: z.coerce.number({ error: "sizeInches must be a number" }).pipe(customInchesSchema("sizeInches")),
});
