import "server-only";
import { createSignedDesignFileLink } from "@/lib/designs/links/sign-design-file-url";
import { isDesignFilename } from "@/lib/designs/storage/design-filename";
import type { ProofSource, ProofVersionStatus } from "@/lib/domain/proof-state";

/** One proof version as the operator sees it (order detail, and the answer of POST …/proofs). */
export type AdminProof = {
  id: number;
  version: number;
  source: ProofSource;
  status: ProofVersionStatus;
  createdAt: string;
  respondedAt: string | null;
  customerComment: string | null;
  /** The customer's design this proof shows. */
  designId: number;
  image: {
    designId: number;
    /** Short-lived signed /uploads link, or null when the file name is not a stored one. */
    url: string | null;
    mimeType: string;
    widthPx: number;
    heightPx: number;
  };
  /** A design the customer uploaded with their change request (it became the order's design). */
  replacementDesign: { id: number; originalName: string; url: string | null } | null;
  /** Waiting for the customer but in no e-mail yet: held for the checkout's next proof. */
  emailHeld: boolean;
};

/** What adminProofInclude reads of a Proof row. */
export type AdminProofRow = {
  id: number;
  version: number;
  source: string;
  status: string;
  createdAt: Date;
  respondedAt: Date | null;
  customerComment: string | null;
  designId: number;
  imageDesign: { id: number; filename: string; mimeType: string; width: number; height: number };
  replacementDesign: { id: number; filename: string; originalName: string } | null;
};

export const adminProofInclude = {
  imageDesign: { select: { id: true, filename: true, mimeType: true, width: true, height: true } },
  replacementDesign: { select: { id: true, filename: true, originalName: true } },
} as const;

async function signedUrl(filename: string): Promise<string | null> {
  return isDesignFilename(filename) ? (await createSignedDesignFileLink(filename)).url : null;
}

export async function toAdminProof(row: AdminProofRow, emailHeld = false): Promise<AdminProof> {
  return {
    id: row.id,
    version: row.version,
    source: row.source as ProofSource,
    status: row.status as ProofVersionStatus,
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt ? row.respondedAt.toISOString() : null,
    customerComment: row.customerComment,
    designId: row.designId,
    image: {
      designId: row.imageDesign.id,
      url: await signedUrl(row.imageDesign.filename),
      mimeType: row.imageDesign.mimeType,
      widthPx: row.imageDesign.width,
      heightPx: row.imageDesign.height,
    },
    replacementDesign: row.replacementDesign
      ? {
          id: row.replacementDesign.id,
          originalName: row.replacementDesign.originalName,
          url: await signedUrl(row.replacementDesign.filename),
        }
      : null,
    emailHeld,
  };
}
