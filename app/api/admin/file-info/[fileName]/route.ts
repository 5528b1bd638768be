import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { getFileInfo } from "@/lib/designs/health/file-info";
import { findDesignByFilename } from "@/lib/designs/health/find-design";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ fileName: string }> };

// GET /api/admin/file-info/{fileName}: primary, backup and metadata of one design file.
export const GET = withAdmin(async (request: Request, { params }: Context) => {
  const design = await findDesignByFilename((await params).fileName);
  return NextResponse.json(await getFileInfo(getDesignStorage(), design), { headers: { "Cache-Control": "no-store" } });
});
