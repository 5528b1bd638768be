import { NextResponse } from "next/server";
import { withErrorHandling } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limits";
import { readDesignUpload } from "@/lib/designs/read-design-upload";
import { uploadDesign } from "@/lib/designs/upload-design";

export const dynamic = "force-dynamic";
export const runtime = "nodejs"; // sharp and the file system need Node

export const POST = withErrorHandling(async (request: Request) => {
  const upload = await readDesignUpload(request);
  await enforceRateLimit("upload", request, upload.sessionId);
  return NextResponse.json(await uploadDesign(upload), { status: 201 });
});
