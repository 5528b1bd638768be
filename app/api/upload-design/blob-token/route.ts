import { NextResponse } from "next/server";
import { parseJsonBody, withErrorHandling } from "@/lib/api/errors";
import { blobTokenRequestSchema, issueBlobUploadToken } from "@/lib/designs/issue-blob-upload-token";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// @vercel/blob/client's upload() asks here for a client token before it sends the file to Blob.
export const POST = withErrorHandling(async (request: Request) => {
  const body = await parseJsonBody(request, blobTokenRequestSchema);
  return NextResponse.json(await issueBlobUploadToken(request, body));
});
