import { MAX_PRINT_MAX_DPI, MIN_PRINT_MAX_DPI } from "@/lib/domain/print-resolution";
import {
  MAX_WHITE_PLATE_CHOKE_POINTS,
  MAX_WHITE_PLATE_NAME_LENGTH,
  MIN_WHITE_PLATE_CHOKE_POINTS,
  WHITE_PLATE_NAME_PATTERN,
} from "@/lib/domain/white-plate";
import { z } from "./zod";

// The shop settings form (/admin/settings) and PATCH /api/admin/settings check the same schema.
// Browser-safe: no server imports.

export const MAX_NOTIFICATION_EMAIL_LENGTH = 254;

const emailSchema = z.email();

/** Trimmed; empty (or null) means "use the EMAIL_FROM address" and is stored as null. */
const notificationEmailSchema = z
  .union([z.null(), z.string({ error: "notificationEmail must be text" })], {
    error: "notificationEmail must be text",
  })
  .transform((value) => (value ?? "").trim())
  .pipe(
    z
      .string()
      .max(MAX_NOTIFICATION_EMAIL_LENGTH, {
        error: `Notification e-mail must be at most ${MAX_NOTIFICATION_EMAIL_LENGTH} characters`,
        abort: true,
      })
      .refine((value) => value === "" || emailSchema.safeParse(value).success, {
        error: "Please enter a valid e-mail address",
      }),
  )
  .transform((value) => (value === "" ? null : value));

export const shopSettingsSchema = z.object({
  autoApproveProofs: z.boolean({ error: "autoApproveProofs must be true or false" }),
  notificationEmail: notificationEmailSchema,
  printMaxDpi: z
    .number({ error: "Print resolution must be a number of DPI" })
    .int({ error: "Print resolution must be a whole number of DPI" })
    .min(MIN_PRINT_MAX_DPI, { error: `Print resolution must be from ${MIN_PRINT_MAX_DPI} to ${MAX_PRINT_MAX_DPI} DPI` })
    .max(MAX_PRINT_MAX_DPI, {
      error: `Print resolution must be from ${MIN_PRINT_MAX_DPI} to ${MAX_PRINT_MAX_DPI} DPI`,
    }),
  whitePlateName: z
    .string({ error: "White plate name must be text" })
    .trim()
    .min(1, { error: "White plate name is required", abort: true })
    .max(MAX_WHITE_PLATE_NAME_LENGTH, {
      error: `White plate name must be at most ${MAX_WHITE_PLATE_NAME_LENGTH} characters`,
      abort: true,
    })
    .regex(WHITE_PLATE_NAME_PATTERN, {
      error: "White plate name may hold only letters, digits, _ and - (no spaces)",
    }),
  whitePlateChokePoints: z
    .number({ error: "White plate choke must be a number of points" })
    .min(MIN_WHITE_PLATE_CHOKE_POINTS, {
      error: `White plate choke must be from ${MIN_WHITE_PLATE_CHOKE_POINTS} to ${MAX_WHITE_PLATE_CHOKE_POINTS} points`,
    })
    .max(MAX_WHITE_PLATE_CHOKE_POINTS, {
      error: `White plate choke must be from ${MIN_WHITE_PLATE_CHOKE_POINTS} to ${MAX_WHITE_PLATE_CHOKE_POINTS} points`,
    }),
});

/** What the form holds (the e-mail as typed, "" for none). */
export type ShopSettingsFormValues = z.input<typeof shopSettingsSchema>;
export type ShopSettingsInput = z.output<typeof shopSettingsSchema>;

/** PATCH /api/admin/settings: any of the fields; the others keep their values. Unknown keys are dropped. */
export const shopSettingsUpdateSchema = shopSettingsSchema.partial();
