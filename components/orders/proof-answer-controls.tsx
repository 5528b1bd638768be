"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { RequestError } from "@/lib/client/request-json";
import { sendProofApproval, sendProofChangeRequest } from "@/lib/client/send-proof-answer";
import {
  MAX_PROOF_COMMENT_LENGTH,
  proofChangeRequestFormSchema,
  type ProofChangeRequestFormValues,
} from "@/lib/validation/proof-response";
import { ACCEPTED_DESIGN_FILES } from "@/lib/validation/upload";

// The customer's answer to the newest proof on the order page: "Approve" (confirmed in a dialog, since
// printing starts after it) or "Request changes" (a comment and optionally a new design). After an
// answer the page is refreshed from the server, which then shows the new state.

const ACCEPT = Object.entries(ACCEPTED_DESIGN_FILES)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(",");

const describeFailure = (error: unknown) =>
  error instanceof RequestError ? error.message : "Something went wrong. Please try again.";

/** A 409 means the page is out of date (answered elsewhere, a newer proof): show the page as it is now. */
const isOutOfDate = (error: unknown) => error instanceof RequestError && error.status === 409;

export type ProofAnswerControlsProps = {
  version: number;
  approveUrl: string;
  requestChangesUrl: string;
};

export function ProofAnswerControls({ version, approveUrl, requestChangesUrl }: ProofAnswerControlsProps) {
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
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function ChangeRequestForm({
  version,
  url,
  onCancel,
  onSent,
}: {
  version: number;
  url: string;
  onCancel: () => void;
  onSent: (message: string) => void;
}) {
  const router = useRouter();
  const headingId = useId();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ProofChangeRequestFormValues>({
    resolver: zodResolver(proofChangeRequestFormSchema),
    defaultValues: { comment: "", file: null },
  });
  const { control, handleSubmit, formState, setFocus } = form;

  // The form replaces the button that opened it: the comment takes the focus.
  useEffect(() => setFocus("comment"), [setFocus]);

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      const reply = await sendProofChangeRequest(url, values.comment, (values.file as File | null | undefined) ?? null);
      onSent(reply.message);
    } catch (caught) {
      setError(describeFailure(caught));
      if (isOutOfDate(caught)) router.refresh();
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate aria-labelledby={headingId} className="space-y-4 rounded-md border p-4">
        <h5 id={headingId} className="font-semibold text-slate-900">{`Request changes to proof ${version}`}</h5>
        <FormField
          control={control}
          name="comment"
          render={({ field }) => (
            <FormItem>
              <FormLabel>What should we change?</FormLabel>
              <FormControl>
                <Textarea {...field} rows={4} maxLength={MAX_PROOF_COMMENT_LENGTH} />
              </FormControl>
              <FormDescription>{`Up to ${MAX_PROOF_COMMENT_LENGTH} characters. We'll send you a new proof.`}</FormDescription>
              <FormMessage role="alert" />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="file"
          render={({ field }) => (
            <FormItem>
              <FormLabel>New design (optional)</FormLabel>
              <FormControl>
                {/* A file input is never controlled: its value stays the browser's, the field holds the File. */}
                <Input
                  {...field}
                  value={undefined}
                  type="file"
                  accept={ACCEPT}
                  onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                />
              </FormControl>
              <FormDescription>PNG or JPG, up to 10 MB. It replaces the design of this order.</FormDescription>
              <FormMessage role="alert" />
            </FormItem>
          )}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            Send change request
          </Button>
          <Button type="button" variant="outline" onClick={onCancel} disabled={formState.isSubmitting}>
            Cancel
          </Button>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </form>
    </Form>
  );
}
