import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { readProofRequest } from "@/lib/proofs/read-proof-request";
import { sendProof } from "@/lib/proofs/send-proof";
import { orderIdParamSchema } from "@/lib/validation/admin-orders";

export const dynamic = "force-dynamic";
export const runtime = "nodejs"; // sharp and the file system need Node

type Context = { params: Promise<{ id: string }> };

// POST /api/admin/orders/{id}/proofs (admin): multipart with a "file" (an uploaded proof image, PNG or
// JPG checked by its bytes) or JSON { "source": "cut_preview" } (the shop renders the design at the
// ordered shape and size), or, with Vercel Blob on, JSON { "source": "upload", "blobPathname", … }
// naming an image the browser uploaded to Blob (through …/proofs/blob-token), checked and then deleted. Stores the next proof version and e-mails the customer. 201 with the proof;
// 400 for a bad body or image, 404 for an unknown order, 409 for an order that is not paid (or printing).
export const POST = withAdmin(async (request: Request, { params }: Context) => {
  const orderId = orderIdParamSchema.parse((await params).id);
  const input = await readProofRequest(request, orderId);
  return NextResponse.json(await sendProof(orderId, input), {
    status: 201,
    headers: { "Cache-Control": "no-store" },
  });
});
