import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { buildFileHealthReport } from "@/lib/file-health/file-health-report";
import { getDesignStorage } from "@/lib/design-storage/get-design-storage";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// GET /api/admin/file-health: the health of every design's primary file (polled every 30 s).
export const GET = withAdmin(async () => {
  return NextResponse.json(await buildFileHealthReport(getDesignStorage()), {
    headers: { "Cache-Control": "no-store" },
  });
});
