import { NextResponse } from "next/server";
import { z } from "zod";
import { badRequest, parseJsonBody, withErrorHandling } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limits";
import { parseDesignSessionId } from "@/lib/designs/design-session-id";
import { UPLOAD_MESSAGES } from "@/lib/designs/read-design-upload";
import { registerBlobUpload } from "@/lib/designs/register-blob-upload";

export const dynamic = "force-dynamic";
export const runtime = "nodejs"; // sharp needs Node

const bodySchema = z.object({
  sessionId: z.string().max(200).optional(),
  url: z.string().max(2048),
  originalName: z.string().max(1000).default("design"),
});

// The browser reports a design it uploaded straight to Vercel Blob; the shop checks the stored bytes.
export const POST = withErrorHandling(async (request: Request) => {
  const body = await parseJsonBody(request, bodySchema);
  const sessionId = parseDesignSessionId(body.sessionId) ?? parseDesignSessionId(request.headers.get("x-session-id"));
  if (!sessionId) throw badRequest(UPLOAD_MESSAGES.noSession);
  // The posted upload's limits, in a count of their own (the client token counted as an upload already).
  // Before Blob is asked anything.
  await enforceRateLimit("uploadReport", request, sessionId);
  return NextResponse.json(await registerBlobUpload({ ...body, sessionId }), { status: 201 });
});
