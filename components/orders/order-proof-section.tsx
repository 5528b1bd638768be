import { formatStockName } from "@/lib/domain/format-stock-name";
import type { OrderPageItem } from "@/lib/order-page/get-order-page";
import {
  describeProofStateLine,
  PROOF_VERSION_LABELS,
  SHOP_APPROVAL_LABEL,
  type OrderPageProof,
} from "@/lib/proofs/order-page-proofs";
import { SAFE_AREA_NOTE } from "@/lib/stickers/compute-safe-outline";
import {
  formatStickerNumbers,
  summarizeSheetDesigns,
  type SheetStickerListItem,
} from "@/lib/sticker-sheets/summarize-sheet-stickers";
import { ProofAnswerControls } from "./proof-answer-controls";

// The proof of one sticker on the customer's order page: the newest version large, its state, the
// answer buttons while it waits for the customer, and every earlier version below ("every proof
// version stays visible"). Rendered on the server; only the answer controls run in the browser.

const NO_PROOF_NOTES: Record<OrderPageItem["proofState"], string> = {
  none: "We'll e-mail you a proof to approve before anything is printed.",
  sent: "We'll e-mail you a proof to approve before anything is printed.",
  changes_requested: "We're preparing a new proof with your changes.",
  approved: "Your design is approved for printing.",
};

type Props = {
  item: Pick<OrderPageItem, "orderId" | "number" | "status" | "proofState" | "proofs" | "canAnswerProof"> & {
    shape?: string;
    /** The stock the proof is printed on (#36), named under it; nothing when an older order has neither. */
    materialName?: string | null;
    finishName?: string | null;
    /** A sticker sheet (#39): its stickers (its proof is the whole sheet; a new design replaces one of its designs). */
    sheet?: { stickers: readonly SheetStickerListItem[] } | null;
  };
  /** OrderPageData.proofApiBase */
  apiBase: string;
  formatDate: (iso: string) => string;
  /** A replacement design goes from the browser straight to Vercel Blob (through {apiBase}/{proofId}/blob-token). */
  directToBlob?: boolean;
};

function ProofResponse({ proof, formatDate }: { proof: OrderPageProof; formatDate: (iso: string) => string }) {
  if (proof.approvedByShop)
    return (
      <p className="mt-1 text-slate-700">
        {SHOP_APPROVAL_LABEL}
        {proof.respondedAt ? ` (${formatDate(proof.respondedAt)})` : ""}
      </p>
    );
  if (!proof.customerComment && !proof.replacementDesignName) return null;
  return (
    <div className="mt-1 text-slate-700">
      {proof.customerComment ? (
        <p className="whitespace-pre-wrap break-words">
          Your comment{proof.respondedAt ? ` (${formatDate(proof.respondedAt)})` : ""}: {proof.customerComment}
        </p>
      ) : null}
      {proof.replacementDesignName ? (
        <p className="break-all">New design you uploaded: {proof.replacementDesignName}</p>
      ) : null}
    </div>
  );
}

export function OrderProofSection({ item, apiBase, formatDate, directToBlob = false }: Props) {
  const headingId = `proof-${item.orderId}`;
  const [current, ...earlier] = item.proofs;
  const stateId = `${headingId}-state`;
  const stock = formatStockName(item);
  // Orders printed, shipped or closed without a proof (before proofs existed, or never paid) show none.
  if (!current && item.status !== "pending" && item.status !== "paid") return null;
  return (
    <section aria-labelledby={headingId} className="mt-4 print:break-inside-avoid">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        Proof
      </h4>
      {/* Announced when the page refreshes after an answer. */}
      <p id={stateId} aria-live="polite" className="mt-1 text-sm text-slate-700">
        {describeProofStateLine(item.proofState, current)}
      </p>
      {!current ? (
        <p className="mt-1 text-sm text-slate-600">{NO_PROOF_NOTES[item.proofState]}</p>
      ) : (
        <figure className="mt-2">
          {/* eslint-disable-next-line @next/next/no-img-element -- served per order-page token, not an optimisable asset */}
          <img
            src={current.imageUrl}
            alt={`Proof ${current.version} of order ${item.number}: how your stickers will be cut and printed`}
            className="max-h-[28rem] w-full rounded border bg-slate-50 object-contain"
          />
          <figcaption className="mt-1 text-sm text-slate-600">
            Proof {current.version}, sent <time dateTime={current.createdAt}>{formatDate(current.createdAt)}</time>
            {stock ? (
              <span className="mt-1 block" data-testid="proof-stock">
                Printed on <span className="font-medium text-slate-900">{stock}</span>
              </span>
            ) : null}
            {current.cutPreview && item.sheet ? (
              <span className="mt-1 block" data-testid="proof-sheet-legend">
                Red dashed lines: each sticker&apos;s cut. Dark line: the sheet&apos;s edge.
              </span>
            ) : current.cutPreview && item.shape !== undefined && item.shape !== "die-cut" ? (
              <span className="mt-1 block" data-testid="proof-safe-line-legend">
                Red dashed line: the cut. Light dashed line: the safe area. {SAFE_AREA_NOTE}
              </span>
            ) : null}
          </figcaption>
          <ProofResponse proof={current} formatDate={formatDate} />
        </figure>
      )}
      {current && item.canAnswerProof ? (
        <ProofAnswerControls
          version={current.version}
          approveUrl={`${apiBase}/${current.id}/approve`}
          requestChangesUrl={`${apiBase}/${current.id}/request-changes`}
          blobUpload={
            directToBlob ? { tokenUrl: `${apiBase}/${current.id}/blob-token`, proofId: current.id } : undefined
          }
          sheetDesigns={
            item.sheet
              ? summarizeSheetDesigns(item.sheet.stickers).map((design) => ({
                  designId: design.designId,
                  designName: design.designName,
                  stickers: formatStickerNumbers(design.stickerNumbers),
                }))
              : undefined
          }
        />
      ) : null}
      {earlier.length > 0 ? (
        <>
          <h5 className="mt-4 text-sm font-semibold text-slate-900">Earlier proofs</h5>
          <ol className="mt-1 space-y-2 text-sm" aria-label={`Earlier proofs of order ${item.number}`}>
            {earlier.map((proof) => (
              <li key={proof.id}>
                <span className="font-medium text-slate-900">Proof {proof.version}</span>{" "}
                <span className="text-slate-600">
                  · {PROOF_VERSION_LABELS[proof.status]} · sent{" "}
                  <time dateTime={proof.createdAt}>{formatDate(proof.createdAt)}</time>
                </span>{" "}
                <a
                  href={proof.imageUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-blue-700 underline underline-offset-4 print:hidden"
                >
                  View proof {proof.version}
                </a>
                <ProofResponse proof={proof} formatDate={formatDate} />
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
