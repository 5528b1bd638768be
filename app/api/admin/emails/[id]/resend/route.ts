import { NextResponse } from "next/server";
import { z } from "zod";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { notFound } from "@/lib/api/errors";
import { resendEmail } from "@/lib/email/queue-email";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

const emailIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

// POST /api/admin/emails/{id}/resend (admin): sends a failed or lost e-mail again and answers the row
// { id, subject, toAddress, status, state, attempts, error, sentAt, createdAt }; 404 unknown id,
// 409 { message } when the e-mail is sent, queued or being sent.
export const POST = withAdmin(async (_request: Request, { params }: Context) => {
  const parsed = emailIdSchema.safeParse((await params).id);
  if (!parsed.success) throw notFound("E-mail not found");
  return NextResponse.json(await resendEmail(parsed.data), { headers: { "Cache-Control": "no-store" } });
});
