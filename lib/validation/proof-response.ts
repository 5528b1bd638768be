import { z } from "./zod";
import { DESIGN_FILE_MESSAGES } from "./design-file-messages";
import { DESIGN_MIME_TYPES, MAX_DESIGN_FILE_BYTES } from "./upload";

// A customer's answer to a proof on the order page ("Request changes"), the same in the browser and
// on the server. The server reads the replacement design from the multipart body and checks it by its
// bytes (lib/designs/inspect-design-image.ts); the browser's check below only spares a useless upload.

export const MAX_PROOF_COMMENT_LENGTH = 1000;

export { PROOF_COMMENT_FIELD, PROOF_REPLACED_DESIGN_FIELD, PROOF_REPLACEMENT_FILE_FIELD } from "./proof-fields";

const comment = z
  .string({ error: "Please tell us what to change" })
  .trim()
  .min(1, "Please tell us what to change")
  .max(MAX_PROOF_COMMENT_LENGTH, `At most ${MAX_PROOF_COMMENT_LENGTH} characters`);

/**
 * On a sticker sheet (#39), which of its designs the replacement file replaces: a design's id (a number,
 * or its digits in a multipart field). Optional: a single sticker has one design, a sheet of one design too.
 */
export const replaceDesignIdSchema = z.coerce
  .number({ error: "replaceDesignId must be a design's id" })
  .int("replaceDesignId must be a design's id")
  .positive("replaceDesignId must be a design's id")
  .max(2_147_483_647, "replaceDesignId must be a design's id");

/** The comment of a change request and the design a new file replaces (the server's schema; the file is read separately). */
export const proofChangeRequestSchema = z.object({ comment, replaceDesignId: replaceDesignIdSchema.optional() });

export type ProofChangeRequest = z.output<typeof proofChangeRequestSchema>;

/** What a browser's File offers: enough to check the type and size before uploading. */
type PickedFile = { name: string; size: number; type: string };

function isPickedFile(value: unknown): value is PickedFile {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as PickedFile).size === "number" &&
    typeof (value as PickedFile).name === "string"
  );
}

const PICKED_FILE_PATTERN = /\.(png|jpe?g)$/i;

/** Said under the choice of a sheet's design to replace when none is chosen. */
export const CHOOSE_REPLACED_DESIGN = "Please choose which design the new one replaces";

const pickedFileSchema = z
  .custom<PickedFile | null>((value) => value === null || value === undefined || isPickedFile(value))
  .optional()
  .superRefine((file, context) => {
    if (!file) return;
    const typeOk = (DESIGN_MIME_TYPES as readonly string[]).includes(file.type) || PICKED_FILE_PATTERN.test(file.name);
    if (!typeOk) context.addIssue({ code: "custom", message: "Please choose a PNG or JPG image" });
    else if (file.size === 0) context.addIssue({ code: "custom", message: "The file is empty" });
    else if (file.size > MAX_DESIGN_FILE_BYTES)
      context.addIssue({ code: "custom", message: DESIGN_FILE_MESSAGES.tooLarge });
  });

/**
 * The "Request changes" form: the comment, and optionally a replacement design (PNG or JPG, ≤ 10 MB). On a
 * sticker sheet of several designs (#39, `sheetDesignIds`), a new design must say which one it replaces
 * (the select's value, "" for none chosen).
 */
export function makeProofChangeRequestFormSchema(sheetDesignIds: readonly number[] = []) {
  return proofChangeRequestSchema
    .extend({ file: pickedFileSchema, replaceDesignId: z.string().optional() })
    .superRefine((values, context) => {
      if (!values.file || sheetDesignIds.length < 2) return;
      if (!sheetDesignIds.includes(Number(values.replaceDesignId)))
        context.addIssue({ code: "custom", path: ["replaceDesignId"], message: CHOOSE_REPLACED_DESIGN });
    });
}

export const proofChangeRequestFormSchema = makeProofChangeRequestFormSchema();

export type ProofChangeRequestFormValues = z.input<typeof proofChangeRequestFormSchema>;

export const MAX_PROOF_APPROVAL_NOTE_LENGTH = 500;

/**
 * POST /api/admin/orders/{id}/proof-approval: the operator approves on the customer's behalf (they
 * approved by phone or e-mail, or the order has no order page); the note says how, for the history.
 */
export const adminProofApprovalSchema = z
  .object({
    note: z
      .string({ error: "Please say how the customer approved" })
      .trim()
      .min(1, "Please say how the customer approved")
      .max(MAX_PROOF_APPROVAL_NOTE_LENGTH, `At most ${MAX_PROOF_APPROVAL_NOTE_LENGTH} characters`),
  })
  .strict();
