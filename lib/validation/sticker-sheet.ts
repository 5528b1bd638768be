import {
  MAX_SHEET_DESIGNS,
  MAX_SHEET_STICKERS,
  SHEET_STICKER_MAX_INCHES,
  SHEET_STICKER_STEP_INCHES,
} from "@/lib/domain/sticker-sheet-rules";
import { z } from "./zod";
import { cartSessionIdSchema, catalogueChoiceIdSchema, quantitySchema } from "./cart";
import { stickerShapeSchema } from "./sticker-size";

const positiveId = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`);

/** A sticker's side on a sheet: a number of inches in 1/8" steps, up to SHEET_STICKER_MAX_INCHES. */
const sheetInchesSchema = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .positive(`${label} must be more than 0"`)
    .max(SHEET_STICKER_MAX_INCHES, `${label} must be at most ${SHEET_STICKER_MAX_INCHES}"`)
    .refine((inches) => Number.isInteger(inches / SHEET_STICKER_STEP_INCHES), `${label} must be in steps of 1/8"`);

/** Where a sticker lies: inches from the sheet's top-left, finite and near the sheet (the rules say the rest). */
const sheetOffsetSchema = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .min(-100, `${label} is off the sheet`)
    .max(100, `${label} is off the sheet`);

/** One sticker of a sheet as the editor sends it: its design, shape and size, where it lies and its turn. */
export const sheetStickerInputSchema = z
  .object({
    designId: positiveId("designId"),
    shape: stickerShapeSchema,
    widthInches: sheetInchesSchema("widthInches").optional(),
    heightInches: sheetInchesSchema("heightInches").optional(),
    sizeInches: sheetInchesSchema("sizeInches").optional(),
    xInches: sheetOffsetSchema("xInches"),
    yInches: sheetOffsetSchema("yInches"),
    rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)], {
      error: "rotation must be 0, 90, 180 or 270",
    }),
  })
  .transform((raw, ctx) => {
    const place = { designId: raw.designId, xInches: raw.xInches, yInches: raw.yInches, rotation: raw.rotation };
    if (raw.shape === "die-cut") {
      if (raw.sizeInches === undefined || raw.widthInches !== undefined || raw.heightInches !== undefined) {
        ctx.addIssue({ code: "custom", message: "A die-cut sticker takes sizeInches (its longest side)" });
        return z.NEVER;
      }
      return { ...place, size: { shape: "die-cut" as const, sizeInches: raw.sizeInches } };
    }
    const heightInches = raw.heightInches ?? (raw.shape === "circle" ? raw.widthInches : undefined);
    if (raw.sizeInches !== undefined || raw.widthInches === undefined || heightInches === undefined) {
      ctx.addIssue({ code: "custom", message: `A ${raw.shape} sticker takes widthInches and heightInches` });
      return z.NEVER;
    }
    if (raw.shape === "circle" && heightInches !== raw.widthInches) {
      ctx.addIssue({ code: "custom", message: "A circle's widthInches and heightInches must be equal (its diameter)" });
      return z.NEVER;
    }
    return { ...place, size: { shape: raw.shape, widthInches: raw.widthInches, heightInches } };
  });

export type SheetStickerInput = z.infer<typeof sheetStickerInputSchema>;

/** A sticker's design, shape and size: stickers alike share one cut line. */
export function describeSheetStickerKind(sticker: Pick<SheetStickerInput, "designId" | "size">): string {
  return JSON.stringify([sticker.designId, sticker.size]);
}

/**
 * What the sheet editor sends to add a sticker sheet (#39): the catalogue's sheet size, its stickers and how
 * many sheets. Prices and cut lines are not accepted: the server computes them and checks the layout.
 */
export const addSheetCartItemSchema = z
  .object({
    product: z.literal("sheet"),
    sessionId: cartSessionIdSchema,
    sheetSizeId: positiveId("sheetSizeId"),
    items: z
      .array(sheetStickerInputSchema, { error: "items must be a list of stickers" })
      .min(1, "Add at least one sticker to the sheet")
      .max(MAX_SHEET_STICKERS, `A sheet holds at most ${MAX_SHEET_STICKERS} stickers`),
    quantity: quantitySchema,
    roundedCorners: z.boolean().default(false),
    materialId: catalogueChoiceIdSchema("materialId").optional(),
    finishId: catalogueChoiceIdSchema("finishId").optional(),
  })
  .superRefine((sheet, ctx) => {
    const kinds = new Set(sheet.items.map(describeSheetStickerKind));
    if (kinds.size > MAX_SHEET_DESIGNS)
      ctx.addIssue({
        code: "custom",
        message: `A sheet holds at most ${MAX_SHEET_DESIGNS} different stickers (a design at one shape and size)`,
        path: ["items"],
      });
  });

export type AddSheetCartItemInput = z.infer<typeof addSheetCartItemSchema>;

/** Which product a cart add is: a sticker sheet says so; anything else is a single sticker (the spec's). */
export const cartProductSchema = z.looseObject({
  product: z.enum(["sticker", "sheet"], { error: 'product must be "sticker" or "sheet"' }).default("sticker"),
});
