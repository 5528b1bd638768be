import { withErrorHandling } from "@/lib/api/errors";
import { serveDesignFile } from "@/lib/designs/links/serve-design-file";
import { getDesignStorage } from "@/lib/designs/storage/get-design-storage";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ fileName: string }> };

// GET /uploads/{fileName}?exp=…&sig=…[&area=backup]: a stored design, only through a signed link
// (made by /api/design/{id}/file and /api/admin/file-info). Designs are never public.
export const GET = withErrorHandling(async (request: Request, { params }: Context) =>
  serveDesignFile(getDesignStorage, (await params).fileName, new URL(request.url).searchParams),
);
