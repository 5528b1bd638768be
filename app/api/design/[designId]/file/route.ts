import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { getDesignFileLink } from "@/lib/designs/links/design-file-link";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ designId: string }> };

const NO_STORE = { "Cache-Control": "no-store" };

// GET /api/design/{designId}/file: a short-lived signed /uploads link to the design's primary file,
// or 404 { message, originalName } when the design or its file is gone.
export const GET = withAdmin(async (request: Request, { params }: Context) => {
  const result = await getDesignFileLink(getDesignStorage(), (await params).designId);
  if (!result.ok) return NextResponse.json(result.error.body, { status: result.error.status, headers: NO_STORE });
  return NextResponse.json(result.link, { headers: NO_STORE });
});
