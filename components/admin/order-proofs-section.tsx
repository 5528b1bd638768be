"use client";

import { useEffect, useId, useState, type ComponentProps } from "react";
import { CheckCheck, Loader2, Mail, Send, Upload } from "lucide-react";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { Badge } from "@/components/ui/badge";
import { toast } from "@/components/ui/use-toast";
import { formatSheetDesignsKey } from "@/lib/domain/sheet-designs-key";
import { approveProofForCustomer, emailHeldProof, sendCutPreviewProof, uploadProof } from "@/lib/client/admin-api";
import { RequestError } from "@/lib/client/request-json";
import { formatStockName } from "@/lib/domain/format-stock-name";
import { adminProofApprovalSchema } from "@/lib/validation/proof-response";
import type { AdminProof, OrderDetail } from "@/lib/client/admin-types";
import {
  explainPrintingWait,
  PROOF_STATE_LABELS,
  type ProofState,
  type ProofVersionStatus,
} from "@/lib/domain/proof-state";
import { ConfirmActionButton } from "./confirm-action-button";
import { ConfirmDialog } from "./confirm-dialog";
import { DetailCard } from "./order-detail-sections";
import { useAdminSession } from "./admin-session";
import { formatFileSize, formatShopDateTime } from "./format";

type BadgeVariant = ComponentProps<typeof Badge>["variant"];

const STATE_VARIANTS: Record<ProofState, BadgeVariant> = {
  none: "secondary",
  sent: "info",
  approved: "success",
  changes_requested: "warning",
};

const VERSION_LABELS: Record<ProofVersionStatus, { label: string; variant: BadgeVariant }> = {
  sent: { label: "Waiting for the customer", variant: "info" },
  approved: { label: "Approved", variant: "success" },
  changes_requested: { label: "Changes requested", variant: "warning" },
  superseded: { label: "Superseded", variant: "secondary" },
};

const SOURCE_LABELS: Record<AdminProof["source"], string> = {
  upload: "Uploaded proof",
  cut_preview: "Cut preview",
  reorder: "Carried over from an earlier order",
};

function ProofVersion({ proof, timeZone }: { proof: AdminProof; timeZone: string }) {
  const status = VERSION_LABELS[proof.status];
  return (
    <li className="flex gap-4 border-t border-slate-200 pt-3 first:border-t-0 first:pt-0">
      {proof.image.url ? (
        <a href={proof.image.url} target="_blank" rel="noreferrer" className="shrink-0">
          {/* eslint-disable-next-line @next/next/no-img-element -- a short-lived signed /uploads link */}
          <img
            src={proof.image.url}
            alt={`Proof ${proof.version}`}
            className="h-24 w-24 rounded border border-slate-200 bg-slate-50 object-contain"
          />
        </a>
      ) : (
        <div className="flex h-24 w-24 shrink-0 items-center justify-center rounded border text-xs text-slate-500">
          No file
        </div>
      )}
      <div className="min-w-0 space-y-1 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">Proof {proof.version}</span>
          <Badge variant={status.variant}>{status.label}</Badge>
        </p>
        <p className="text-slate-600">
          {SOURCE_LABELS[proof.source]} · {proof.image.widthPx} × {proof.image.heightPx} px · sent{" "}
          <time dateTime={proof.createdAt}>{formatShopDateTime(proof.createdAt, timeZone)}</time>
          {proof.respondedAt && (
            <>
              {" "}
              · answered <time dateTime={proof.respondedAt}>{formatShopDateTime(proof.respondedAt, timeZone)}</time>
            </>
          )}
        </p>
        {proof.emailHeld && (
          <p className="font-medium text-amber-800">
            Not e-mailed yet: held to go with this checkout&apos;s next proof.
          </p>
        )}
        {proof.customerComment && (
          <blockquote className="whitespace-pre-wrap break-words border-l-4 border-amber-400 pl-3 text-slate-900">
            {proof.customerComment}
          </blockquote>
        )}
        {proof.replacementDesign && (
          <p>
            Replacement design:{" "}
            {proof.replacementDesign.url ? (
              <a
                href={proof.replacementDesign.url}
                target="_blank"
                rel="noreferrer"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {proof.replacementDesign.originalName}
              </a>
            ) : (
              `${proof.replacementDesign.originalName} (file missing)`
            )}
          </p>
        )}
      </div>
    </li>
  );
}

export type OrderProofsSectionProps = {
  detail: OrderDetail;
  /** Called after a proof was sent (the detail is loaded again: state, history, e-mails). */
  onSent: () => void;
  /** The image goes from the browser straight to Vercel Blob (a function takes at most 4.5 MB of body). */
  directToBlob?: boolean;
};

/**
 * The proofs of one order: its proof state, why printing waits, the two ways to send the next version
 * (an uploaded PNG/JPG, or the shop's cut preview) while the order is paid, and every version sent.
 */
export function OrderProofsSection({ detail, onSent, directToBlob = false }: OrderProofsSectionProps) {
  const { api, token: adminToken } = useAdminSession();
  const inputId = useId();
  const noteId = useId();
  const [note, setNote] = useState("");
  // Hold the e-mail: the proof goes out with the checkout's next proof sent, one e-mail for all.
  const [holdEmail, setHoldEmail] = useState(false);
  const [uploading, setUploading] = useState(false);
  // The picked file and its object URL, shown in the confirmation before anything is sent.
  const [chosen, setChosen] = useState<{ file: File; previewUrl: string } | null>(null);
  const { order } = detail;
  const canSend = order.status === "paid";
  // #36: the stock this proof is for, so it is made (and read) for clear, holographic or matte.
  const stock = formatStockName(order);
  const latestVersion = detail.proofs[0]?.version ?? 0;
  // A proof sent with "Hold the e-mail" whose checkout got no next proof: the operator can e-mail it now.
  const heldProof = detail.proofs.find((proof) => proof.emailHeld && proof.status === "sent") ?? null;
  const nextVersion = latestVersion + 1;
  const email = order.customerEmail?.trim();
  // Only while another order of the checkout still needs a proof is there a next proof to wait for.
  const canHold = !!email && detail.checkoutOrders.some((sibling) => sibling.awaitsProof);
  const held = canHold && holdEmail;
  const basis = {
    designId: order.designId,
    afterVersion: latestVersion,
    // A sheet's proof is of all its designs: a change request may have replaced any of them meanwhile.
    ...(detail.sheetStickers
      ? { sheetDesigns: formatSheetDesignsKey(detail.sheetStickers.map((sticker) => sticker.designId)) }
      : {}),
    ...(held ? { holdEmail: true } : {}),
  };
  const recipient = held
    ? `This proof is held: it is e-mailed to ${email} with the next proof you send for this checkout, in one e-mail.`
    : canHold
      ? `Send this proof to ${email}? Proofs held for the checkout's other orders go in the same e-mail.`
      : `Send this proof to ${email}?`;
  // A cancelled, refunded or expired order is not going to print: no "Printing starts only after…" line.
  const printingWait = explainPrintingWait({ status: order.status, proofState: detail.proofState })
    ? detail.printingBlockedReason
    : null;

  function announce(proof: AdminProof) {
    toast(
      held
        ? { title: "Proof held", description: `Proof ${proof.version} goes out with the checkout's next proof.` }
        : { title: "Proof sent", description: `Proof ${proof.version} was e-mailed to the customer.` },
    );
    onSent();
  }

  // Each preview's object URL is released once it is no longer shown (another pick, Cancel, Send, unmount).
  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.previewUrl);
  }, [chosen]);

  const choose = (file: File) => setChosen({ file, previewUrl: URL.createObjectURL(file) });
  const dismiss = () => setChosen(null);

  /** Only the operator's Send uploads the picked file (and e-mails the customer); the dialog shows a refusal. */
  async function sendChosen() {
    if (!chosen) return;
    setUploading(true);
    try {
      announce(
        directToBlob
          ? await (
              await import("@/lib/client/send-proof-image-via-blob")
            ).uploadProofViaBlob(api, adminToken, order.id, chosen.file, basis)
          : await uploadProof(api, order.id, chosen.file, basis),
      );
    } finally {
      setUploading(false);
    }
  }

  return (
    <DetailCard title="Proofs" id="order-proofs">
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          <Badge variant={STATE_VARIANTS[detail.proofState]}>{PROOF_STATE_LABELS[detail.proofState]}</Badge>
          {printingWait && <p className="text-sm text-slate-700">{printingWait}</p>}
        </div>
        {stock && (
          <p className="text-sm text-slate-700" data-testid="proof-stock">
            Proof for <span className="font-medium text-slate-900">{stock}</span>
          </p>
        )}

        {canSend ? (
          <div className="flex flex-wrap items-center gap-2 print:hidden">
            <label
              htmlFor={inputId}
              aria-disabled={uploading || undefined}
              className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 text-sm font-medium focus-within:ring-2 focus-within:ring-primary hover:bg-slate-50"
            >
              {uploading ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <Upload className="h-4 w-4" aria-hidden="true" />
              )}
              Upload proof
              <input
                id={inputId}
                type="file"
                accept="image/png,image/jpeg,.png,.jpg,.jpeg"
                className="sr-only"
                disabled={uploading}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  // Emptied, so picking the same file again (after Cancel) asks again.
                  event.target.value = "";
                  if (file) choose(file);
                }}
              />
            </label>
            <ConfirmDialog
              open={chosen !== null}
              onOpenChange={(open) => {
                if (!open) dismiss();
              }}
              title={`Send proof ${nextVersion}?`}
              description={email ? recipient : "The customer has no e-mail address, so the proof cannot be e-mailed."}
              confirmLabel={
                <>
                  <Send aria-hidden="true" />
                  Send
                </>
              }
              fallbackError="The proof could not be sent."
              onConfirm={sendChosen}
            >
              {chosen && (
                <figure className="space-y-2">
                  {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL of the picked file */}
                  <img
                    src={chosen.previewUrl}
                    alt={`Proof ${nextVersion} as chosen: ${chosen.file.name}`}
                    className="mx-auto max-h-80 w-auto max-w-full rounded border border-slate-200 bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#fff_0%_50%)] bg-[length:16px_16px] object-contain"
                  />
                  <figcaption className="break-all text-center text-sm text-slate-600">
                    {chosen.file.name} · {formatFileSize(chosen.file.size)}
                  </figcaption>
                </figure>
              )}
            </ConfirmDialog>
            <ConfirmActionButton
              trigger={
                <>
                  <Send aria-hidden="true" />
                  Send cut preview
                </>
              }
              disabled={uploading}
              title={`Send the cut preview as proof ${nextVersion}?`}
              description={
                !email
                  ? "The customer has no e-mail address, so the proof cannot be e-mailed."
                  : held
                    ? `The shop's cut preview of the design at the ordered shape and size is held: it is e-mailed to ${email} with the next proof you send for this checkout, in one e-mail.`
                    : `The shop's cut preview of the design at the ordered shape and size is e-mailed to ${email}${canHold ? ", with any proofs held for the checkout's other orders," : ""} who approves it or asks for changes.`
              }
              cancelLabel="Cancel"
              confirmLabel={held ? "Hold proof" : "Send proof"}
              fallbackError="The cut preview could not be sent."
              onConfirm={async () => announce(await sendCutPreviewProof(api, order.id, basis))}
            />
            {detail.proofState !== "approved" && (
              <ConfirmActionButton
                trigger={
                  <>
                    <CheckCheck aria-hidden="true" />
                    Approve for the customer
                  </>
                }
                disabled={uploading}
                title="Approve for the customer?"
                description={
                  detail.proofState === "sent"
                    ? `Proof ${latestVersion} is marked approved with your note, and printing can start. Use this when the customer approved it another way (by phone or e-mail).`
                    : "The order is approved without a proof, and printing can start. Use this when the customer approved the design another way (by phone or e-mail)."
                }
                cancelLabel="Cancel"
                confirmLabel="Approve"
                fallbackError="The approval could not be saved."
                onConfirm={async () => {
                  const parsed = adminProofApprovalSchema.safeParse({ note });
                  // Checked here as the server checks it, and said in the dialog the same way.
                  if (!parsed.success) throw new RequestError(400, parsed.error.issues[0]?.message ?? "");
                  await approveProofForCustomer(api, order.id, parsed.data.note);
                  toast({ title: "Approved", description: "The order can go to printing." });
                  setNote("");
                  onSent();
                }}
              >
                <div className="space-y-2">
                  <Label htmlFor={noteId}>How did the customer approve?</Label>
                  <Textarea
                    id={noteId}
                    value={note}
                    onChange={(event) => setNote(event.target.value)}
                    rows={3}
                    placeholder="e.g. Approved by phone on Nov 22"
                  />
                </div>
              </ConfirmActionButton>
            )}
          </div>
        ) : (
          <p className="text-sm text-slate-600">Proofs are sent while the order is paid and not printing yet.</p>
        )}
        {canSend && canHold && (
          <label className="flex items-center gap-2 text-sm text-slate-700 print:hidden">
            <Checkbox checked={holdEmail} onCheckedChange={(checked) => setHoldEmail(checked === true)} />
            Hold the e-mail: send this proof with the checkout&apos;s next proof, in one e-mail
          </label>
        )}

        {canSend && heldProof && (
          <div className="print:hidden">
            <ConfirmActionButton
              trigger={
                <>
                  <Mail aria-hidden="true" />
                  E-mail held proof now
                </>
              }
              disabled={uploading}
              title={`E-mail proof ${heldProof.version} now?`}
              description={`Proof ${heldProof.version} is e-mailed to ${email ?? "the customer"} now, with any proofs held for the checkout's other orders, in one e-mail.`}
              cancelLabel="Cancel"
              confirmLabel="E-mail now"
              fallbackError="The proof could not be e-mailed."
              onConfirm={async () => {
                const { orders } = await emailHeldProof(api, order.id);
                toast({
                  title: "Proof e-mailed",
                  description:
                    orders > 1
                      ? `One e-mail with the proofs of ${orders} orders of this checkout.`
                      : `Proof ${heldProof.version} was e-mailed to the customer.`,
                });
                onSent();
              }}
            />
          </div>
        )}

        {detail.proofs.length > 0 ? (
          <ol aria-label="Proof versions" className="space-y-3">
            {detail.proofs.map((proof) => (
              <ProofVersion key={proof.id} proof={proof} timeZone={detail.shopTimeZone} />
            ))}
          </ol>
        ) : (
          <p className="text-sm text-slate-600">No proof has been sent yet.</p>
        )}
      </div>
    </DetailCard>
  );
}
