// Browser-side proof upload on a shop that stores files in Vercel Blob: the operator's image goes
// straight to Blob (into the order's folder, with a token only a signed-in admin gets), then
// POST …/proofs names it and the shop checks the stored bytes as it checks a posted file.
import type { AdminApi, ProofBasis } from "@/lib/client/admin-api";
import type { AdminProof } from "@/lib/client/admin-types";
import { sendFileToBlob } from "@/lib/client/send-file-to-blob";
import { computeProofImageUploadFolder } from "@/lib/designs/proof-upload-folders";

export const PROOF_IMAGE_UPLOAD_FAILED =
  "The proof image could not be uploaded. Please check your connection and try again.";

export async function uploadProofViaBlob(
  api: AdminApi,
  adminToken: string,
  orderId: number,
  file: File,
  basis: ProofBasis,
): Promise<AdminProof> {
  const base = `/api/admin/orders/${encodeURIComponent(String(orderId))}/proofs`;
  const { pathname } = await sendFileToBlob(file, {
    folder: computeProofImageUploadFolder(orderId),
    handleUploadUrl: `${base}/blob-token`,
    headers: { Authorization: `Bearer ${adminToken}` },
    failure: PROOF_IMAGE_UPLOAD_FAILED,
  });
  return api.request<AdminProof>("POST", base, {
    source: "upload",
    blobPathname: pathname,
    originalName: file.name,
    ...basis,
  });
}
