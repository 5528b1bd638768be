import { NextResponse } from "next/server";
import { withErrorHandling } from "@/lib/api/errors";
import { readDesignSessionId } from "@/lib/designs/design-session-id";
import { listSessionDesigns } from "@/lib/designs/list-session-designs";

export const dynamic = "force-dynamic";

export const GET = withErrorHandling(async (request: Request) => {
  const designs = await listSessionDesigns(readDesignSessionId(request));
  // Per-session data: no shared cache may keep it.
  return NextResponse.json(designs, { headers: { "Cache-Control": "private, no-store" } });
});
