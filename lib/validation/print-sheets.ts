import { STICKER_SHAPES } from "@/lib/domain/sticker-shapes";
import { CATALOGUE_SLUG_PATTERN } from "./catalogue";
import { z } from "./zod";

// Inputs of the print queue (GET /api/admin/print-sheets/ready-orders, POST /api/admin/print-sheets).
// Browser-safe: the page checks the media fields with the same limits before it sends them.

/** What a print-and-cut printer takes: rolls and sheets from 2" to 64" wide (the widest common wide-format). */
export const MEDIA_MIN_INCHES = 2;
export const MEDIA_MAX_WIDTH_INCHES = 64;
/** A roll panel's longest length (20 feet): past it a cutter loses registration over the length. */
export const MEDIA_MAX_LENGTH_INCHES = 240;
export const MAX_GAP_INCHES = 1;
/** Orders on one sheet: a bound on one request's and one job run's work (copies: the layout's MAX_SHEET_COPIES). */
export const MAX_SHEET_ORDERS = 200;

/** The sheet sizes the page offers beside a custom one. */
export const SHEET_PRESETS = [
  { label: '12" × 18"', widthInches: 12, heightInches: 18 },
  { label: '13" × 19"', widthInches: 13, heightInches: 19 },
] as const;

const inches = (name: string, min: number, max: number) =>
  z
    .number({ error: `${name} must be a number of inches` })
    .refine(Number.isFinite, `${name} must be a number of inches`)
    .min(min, `${name} must be at least ${min}"`)
    .max(max, `${name} must be at most ${max}"`);

export const printMediaSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("roll"),
      widthInches: inches("Roll width", MEDIA_MIN_INCHES, MEDIA_MAX_WIDTH_INCHES),
      maxLengthInches: inches("Maximum length", MEDIA_MIN_INCHES, MEDIA_MAX_LENGTH_INCHES),
    }),
    z.object({
      kind: z.literal("sheet"),
      widthInches: inches("Sheet width", MEDIA_MIN_INCHES, MEDIA_MAX_WIDTH_INCHES),
      heightInches: inches("Sheet height", MEDIA_MIN_INCHES, MEDIA_MAX_WIDTH_INCHES),
    }),
  ],
  { error: 'media.kind must be "roll" or "sheet"' },
);
export type PrintMediaInput = z.infer<typeof printMediaSchema>;

const orderIdSchema = z.number({ error: "orderIds must be order ids" }).int().positive().max(2_147_483_647);

/** POST /api/admin/print-sheets: the media, the gap between cut outlines, and the orders (each once). */
export const createPrintSheetSchema = z.object({
  media: printMediaSchema,
  gapInches: inches("Gap", 0, MAX_GAP_INCHES),
  orderIds: z
    .array(orderIdSchema, { error: "orderIds must be a list of order ids" })
    .min(1, "Choose at least one order")
    .max(MAX_SHEET_ORDERS, `A sheet takes at most ${MAX_SHEET_ORDERS} orders`)
    .refine((ids) => new Set(ids).size === ids.length, "Each order may be chosen once"),
});
export type CreatePrintSheetInput = z.infer<typeof createPrintSheetSchema>;

/** A size filter: "3x3", "2.5x4" (width × height in inches, as the list's sizes are named). */
export const SIZE_FILTER_PATTERN = /^(\d{1,2}(?:\.\d{1,2})?)x(\d{1,2}(?:\.\d{1,2})?)$/;

/** The size filter's value for a width and height. */
export function formatSizeFilter(widthInches: number, heightInches: number): string {
  return `${Number(widthInches.toFixed(2))}x${Number(heightInches.toFixed(2))}`;
}

export const READY_ORDERS_PAGE_SIZE = 50;

/** A material's or finish's id as a filter: the catalogue's slug ("clear-vinyl"). */
const stockIdFilter = (name: "material" | "finish") =>
  z
    .string()
    .max(40, `${name} must be a ${name} id of at most 40 characters`)
    .regex(
      CATALOGUE_SLUG_PATTERN,
      `${name} must be a ${name} id, like ${name === "material" ? "clear-vinyl" : "matte"}`,
    )
    .optional();

/** GET /api/admin/print-sheets/ready-orders?shape=&size=&material=&finish=&cursor=&limit= */
export const readyOrdersQuerySchema = z.object({
  shape: z.enum(STICKER_SHAPES, { error: `shape must be one of ${STICKER_SHAPES.join(", ")}` }).optional(),
  size: z
    .string()
    .regex(SIZE_FILTER_PATTERN, 'size must be width x height in inches, e.g. "3x3"')
    .transform((value) => {
      const [, width, height] = SIZE_FILTER_PATTERN.exec(value) as RegExpExecArray;
      return { widthInches: Number(width), heightInches: Number(height) };
    })
    .optional(),
  material: stockIdFilter("material"),
  finish: stockIdFilter("finish"),
  cursor: z
    .string()
    .regex(/^[0-9]{1,15}\.[0-9]{1,10}$/, "cursor is not one this list gave out")
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(READY_ORDERS_PAGE_SIZE),
});
export type ReadyOrdersQuery = z.infer<typeof readyOrdersQuerySchema>;

/** A print sheet's id in a path. */
export const printSheetIdParamSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, "Print sheet id must be a positive whole number")
  .transform(Number)
  .pipe(z.number().max(2_147_483_647, "Print sheet id is too large"));
