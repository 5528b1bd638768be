import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { buildFileHealthReport } from "@/lib/designs/health/file-health-report";
import { getDesignStorageSetup } from "@/lib/designs/storage/get-design-storage";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// GET /api/admin/file-health: the health of every design's primary file (polled every 30 s), and
// whether the backups share the primaries' storage.
export const GET = withAdmin(async () => {
  const { storage, backupSharesStorage } = getDesignStorageSetup();
  return NextResponse.json(await buildFileHealthReport(storage, { backupSharesStorage }), {
    headers: { "Cache-Control": "no-store" },
  });
});
