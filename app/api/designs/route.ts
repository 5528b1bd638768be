import { NextResponse } from "next/server";
import { withErrorHandling } from "@/lib/api/errors";
import { readDesignSessionId } from "@/lib/designs/design-session-id";
import { listSessionDesigns } from "@/lib/designs/list-session-designs";
import { createDesignThumbnailUrl } from "@/lib/designs/links/sign-design-thumbnail-url";

export const dynamic = "force-dynamic";

export const GET = withErrorHandling(async (request: Request) => {
  const designs = await listSessionDesigns(readDesignSessionId(request));
  // The sheet editor (#39) shows earlier uploads as pictures: ?thumbnails=1 adds each one's signed link.
  const withThumbnails = new URL(request.url).searchParams.get("thumbnails") === "1";
  const body = withThumbnails
    ? await Promise.all(
        designs.map(async (design) => ({ ...design, thumbnailUrl: await createDesignThumbnailUrl(design.filename) })),
      )
    : designs;
  // Per-session data: no shared cache may keep it.
  return NextResponse.json(body, { headers: { "Cache-Control": "private, no-store" } });
});
