import { z } from "zod";

// The admin gate's form, checked by the browser and by POST /api/admin/session.
export const adminLoginSchema = z.object({
  password: z.string().min(1, "Password is required").max(512),
  // "Keep me signed in on this device": unticked (absent) keeps the spec's per-page unlock.
  keepSignedIn: z.boolean().optional().default(false),
});

export type AdminLoginInput = z.input<typeof adminLoginSchema>;
