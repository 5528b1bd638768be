"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import dynamic from "next/dynamic";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ErrorText } from "@/components/ui/error-text";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { sendProofApproval } from "@/lib/client/send-proof-answer";
import { describeFailure, isOutOfDate } from "./proof-answer-failures";
import type { SheetDesignChoice } from "./proof-change-request-form";

// The customer's answer to the newest proof on the order page: "Approve" (confirmed in a dialog, since
// printing starts after it) or "Request changes" (a comment and optionally a new design). After an
// answer the page is refreshed from the server, which then shows the new state.

// The form (react-hook-form and the shared zod schema) is loaded when "Request changes" is clicked.
const ChangeRequestForm = dynamic(() => import("./proof-change-request-form"), {
  loading: () => (
    <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
      <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
      Opening the form…
    </p>
  ),
});

export type ProofAnswerControlsProps = {
  version: number;
  approveUrl: string;
  requestChangesUrl: string;
  /** With Vercel Blob on: where the replacement design's upload token comes from, and the proof it answers. */
  blobUpload?: { tokenUrl: string; proofId: number };
  /** A sticker sheet's designs (#39), one of which a new design replaces. */
  sheetDesigns?: readonly SheetDesignChoice[];
};

export function ProofAnswerControls({
  version,
  approveUrl,
  requestChangesUrl,
  blobUpload,
  sheetDesigns,
}: ProofAnswerControlsProps) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [approving, setApproving] = useState(false);
  const [changing, setChanging] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const requestChangesId = useId();
  const returnFocus = useRef(false);

  // Back from the form without sending: the focus goes back to the button that opened it.
  useEffect(() => {
    if (!changing && returnFocus.current) {
      returnFocus.current = false;
      document.getElementById(requestChangesId)?.focus();
    }
  }, [changing, requestChangesId]);

  const approve = async () => {
    setApproving(true);
    setError(null);
    try {
      const reply = await sendProofApproval(approveUrl);
      setConfirming(false);
      setAnswer(reply.message);
      router.refresh();
    } catch (caught) {
      setConfirming(false);
      setError(describeFailure(caught));
      if (isOutOfDate(caught)) router.refresh();
    } finally {
      setApproving(false);
    }
  };

  return (
    <div className="mt-3 space-y-3 print:hidden">
      {!changing ? (
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={() => setConfirming(true)} disabled={answer !== null}>
            Approve
          </Button>
          <Button
            id={requestChangesId}
            type="button"
            variant="outline"
            onClick={() => setChanging(true)}
            disabled={answer !== null}
          >
            Request changes
          </Button>
        </div>
      ) : (
        <ChangeRequestForm
          version={version}
          url={requestChangesUrl}
          blobUpload={blobUpload}
          sheetDesigns={sheetDesigns}
          onCancel={() => {
            returnFocus.current = true;
            setChanging(false);
          }}
          onSent={(message) => {
            setChanging(false);
            setAnswer(message);
            router.refresh();
          }}
        />
      )}

      <Dialog open={confirming} onOpenChange={(open) => !approving && setConfirming(open)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{`Approve proof ${version}?`}</DialogTitle>
            <DialogDescription>Printing starts after approval.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setConfirming(false)} disabled={approving}>
              Cancel
            </Button>
            <Button type="button" onClick={approve} disabled={approving}>
              {approving ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
              {`Approve proof ${version}`}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <div aria-live="polite">
        {answer ? <p className="text-sm text-green-800">{answer}</p> : null}
        <ErrorText message={error} />
      </div>
    </div>
  );
}
