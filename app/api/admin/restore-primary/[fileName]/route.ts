import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { findDesignByFilename } from "@/lib/designs/health/find-design";
import { FILE_HEALTH_MESSAGES } from "@/lib/designs/health/messages";
import { restorePrimary } from "@/lib/designs/health/repair-design-file";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ fileName: string }> };

// POST /api/admin/restore-primary/{fileName}: repairs the primary from a backup that matches the checksum (409 otherwise).
export const POST = withAdmin(async (request: Request, { params }: Context) => {
  const design = await findDesignByFilename((await params).fileName);
  const fileInfo = await restorePrimary(getDesignStorage(), design);
  return NextResponse.json(
    { message: FILE_HEALTH_MESSAGES.primaryRestored, fileInfo },
    { headers: { "Cache-Control": "no-store" } },
  );
});
