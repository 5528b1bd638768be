import { NextResponse } from "next/server";
import { withErrorHandling } from "@/lib/api/errors";
import { listStickerSizes } from "@/lib/sticker-sizes/list-sticker-sizes";

export const dynamic = "force-dynamic";

export const GET = withErrorHandling(async () => {
  return NextResponse.json(await listStickerSizes());
});
