import { MAX_PRINT_MAX_DPI, MIN_PRINT_MAX_DPI } from "@/lib/domain/print-resolution";
import {
  MAX_WHITE_PLATE_CHOKE_POINTS,
  MAX_WHITE_PLATE_NAME_LENGTH,
  MIN_WHITE_PLATE_CHOKE_POINTS,
  WHITE_PLATE_NAME_PATTERN,
} from "@/lib/domain/white-plate";
import { isSameSpotName, KISS_CUT_SPOT_NAME } from "@/lib/domain/spot-names";
import { MAX_THRU_CUT_NAME_LENGTH, THRU_CUT_NAME_PATTERN } from "@/lib/domain/thru-cut";
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

/** The White plate and the sheet outline on one plate would print white ink along the cut (or cut the white). */
export const SPOT_NAMES_CLASH_MESSAGE =
  "The sheet outline's spot colour must differ from the White plate's (a RIP would put both on one plate)";

/** Each field on its own; the form's schema adds the check across two of them. */
const shopSettingsFields = z.object({
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
      abort: true,
    })
    // White ink along every kiss-cut line, or a cutter cutting the white: the RIP would merge the two plates.
    .refine((name) => !isSameSpotName(name, KISS_CUT_SPOT_NAME), {
      error: `White plate name cannot be ${KISS_CUT_SPOT_NAME}: that is the stickers' kiss-cut`,
    }),
  whitePlateChokePoints: z
    .number({ error: "White plate choke must be a number of points" })
    .min(MIN_WHITE_PLATE_CHOKE_POINTS, {
      error: `White plate choke must be from ${MIN_WHITE_PLATE_CHOKE_POINTS} to ${MAX_WHITE_PLATE_CHOKE_POINTS} points`,
    })
    .max(MAX_WHITE_PLATE_CHOKE_POINTS, {
      error: `White plate choke must be from ${MIN_WHITE_PLATE_CHOKE_POINTS} to ${MAX_WHITE_PLATE_CHOKE_POINTS} points`,
    }),
  thruCutName: z
    .string({ error: "Sheet outline name must be text" })
    .trim()
    .min(1, { error: "Sheet outline name is required", abort: true })
    .max(MAX_THRU_CUT_NAME_LENGTH, {
      error: `Sheet outline name must be at most ${MAX_THRU_CUT_NAME_LENGTH} characters`,
      abort: true,
    })
    .regex(THRU_CUT_NAME_PATTERN, {
      error: "Sheet outline name may hold only letters, digits, _ and - (no spaces)",
      abort: true,
    })
    .refine((name) => !isSameSpotName(name, KISS_CUT_SPOT_NAME), {
      error: `Sheet outline name cannot be ${KISS_CUT_SPOT_NAME}: that is the stickers' kiss-cut`,
    }),
});

/** Whether the settings would put the White plate and the sheet outline in one spot colour. */
export function spotNamesClash(settings: { whitePlateName: string; thruCutName: string }): boolean {
  return isSameSpotName(settings.whitePlateName, settings.thruCutName);
}

/** The whole form: every field, and the sheet outline's spot colour apart from the White plate's. */
export const shopSettingsSchema = shopSettingsFields.superRefine((settings, ctx) => {
  if (spotNamesClash(settings))
    ctx.addIssue({ code: "custom", message: SPOT_NAMES_CLASH_MESSAGE, path: ["thruCutName"] });
});

/** What the form holds (the e-mail as typed, "" for none). */
export type ShopSettingsFormValues = z.input<typeof shopSettingsSchema>;
export type ShopSettingsInput = z.output<typeof shopSettingsSchema>;

/**
 * PATCH /api/admin/settings: any of the fields; the others keep their values. Unknown keys are dropped. The
 * check across fields is the server's, on the settings as they would stand (changeAdminShopSettings).
 */
export const shopSettingsUpdateSchema = shopSettingsFields.partial();
