import { NextResponse } from "next/server";
import { hasAdminToken } from "@/lib/admin-auth/admin-token";
import { notFound, withErrorHandling } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limits";
import { readDesignSessionId } from "@/lib/designs/design-session-id";
import { getDesignCutLine } from "@/lib/stickers/get-design-cut-line";
import { cutLineQuerySchema } from "@/lib/validation/sticker-quote";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

// GET /api/designs/{id}/cut-line?shape=die-cut&sizeInches=3 (the design's session in X-Session-Id, or
// an admin token): { shape, widthInches, heightInches, offsetInches, path, separateParts, followsImageEdge, artwork }.
export const GET = withErrorHandling(async (request: Request, { params }: Context) => {
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound("Design not found");
  const query = cutLineQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const sessionId = readDesignSessionId(request);
  const admin = await hasAdminToken(request);
  if (!admin) await enforceRateLimit("cutLine", request, sessionId);
  const cutLine = await getDesignCutLine(id, query.sizeInches, { sessionId, admin });
  return NextResponse.json(cutLine, { headers: { "Cache-Control": "private, no-store" } });
});
