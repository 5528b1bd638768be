"use client";

import { useEffect, useId, useState } from "react";
import { useParams, useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ErrorText } from "@/components/ui/error-text";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { sendProofChangeRequest } from "@/lib/client/send-proof-answer";
import {
  makeProofChangeRequestFormSchema,
  MAX_PROOF_COMMENT_LENGTH,
  type ProofChangeRequestFormValues,
} from "@/lib/validation/proof-response";
import { NativeSelect } from "@/components/ui/native-select";
import { ACCEPTED_DESIGN_FILES } from "@/lib/validation/upload";
import { describeFailure, isOutOfDate } from "./proof-answer-failures";

// "Request changes" on the order page: a comment and optionally a new design, checked with the
// server's schema. Loaded only when the customer opens it, so the order page does not carry the form
// and validation code for every visit.

/** A design of a sticker sheet (#39) a new design may replace, and the stickers showing it ("stickers 1 and 4"). */
export type SheetDesignChoice = { designId: number; designName: string; stickers: string };

const ACCEPT = Object.entries(ACCEPTED_DESIGN_FILES)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(",");

export default function ChangeRequestForm({
  version,
  url,
  blobUpload,
  onCancel,
  onSent,
  sheetDesigns,
}: {
  version: number;
  url: string;
  /** A sticker sheet's designs (#39): a new design replaces one of them, chosen here when there are several. */
  sheetDesigns?: readonly SheetDesignChoice[];
  /** With Vercel Blob on, a replacement design goes straight to Blob (a function takes at most 4.5 MB). */
  blobUpload?: { tokenUrl: string; proofId: number };
  onCancel: () => void;
  onSent: (message: string) => void;
}) {
  const router = useRouter();
  const { token } = useParams<{ token: string }>();
  const headingId = useId();
  const [error, setError] = useState<string | null>(null);
  const choices = sheetDesigns ?? [];
  const [schema] = useState(() => makeProofChangeRequestFormSchema(choices.map((choice) => choice.designId)));
  const form = useForm<ProofChangeRequestFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { comment: "", file: null, replaceDesignId: "" },
  });
  const { control, handleSubmit, formState, setFocus } = form;
  const picked = useWatch({ control, name: "file" });

  // The form replaces the button that opened it: the comment takes the focus.
  useEffect(() => setFocus("comment"), [setFocus]);

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      const file = (values.file as File | null | undefined) ?? null;
      // A sheet of one design needs no choice: the shop replaces that one.
      const replaceDesignId = file && values.replaceDesignId ? Number(values.replaceDesignId) : undefined;
      const reply =
        file && blobUpload
          ? await (
              await import("@/lib/client/send-proof-change-via-blob")
            ).sendProofChangeRequestViaBlob({ url, token, ...blobUpload }, values.comment, file, replaceDesignId)
          : await sendProofChangeRequest(url, values.comment, file, replaceDesignId);
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
              <FormDescription>
                {sheetDesigns
                  ? `PNG or JPG, up to 10 MB. It replaces ${choices.length > 1 ? "one design of the sheet" : "the sheet's design"} on every sticker showing it, each cut at its size.`
                  : "PNG or JPG, up to 10 MB. It replaces the design of this order."}
              </FormDescription>
              <FormMessage role="alert" />
            </FormItem>
          )}
        />
        {choices.length > 1 && picked ? (
          <FormField
            control={control}
            name="replaceDesignId"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Which design does it replace?</FormLabel>
                <FormControl>
                  <NativeSelect {...field} value={field.value ?? ""}>
                    <option value="">Choose a design</option>
                    {choices.map((choice) => (
                      <option key={choice.designId} value={String(choice.designId)}>
                        {`${choice.designName} (${choice.stickers})`}
                      </option>
                    ))}
                  </NativeSelect>
                </FormControl>
                <FormMessage role="alert" />
              </FormItem>
            )}
          />
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            Send change request
          </Button>
          <Button type="button" variant="outline" onClick={onCancel} disabled={formState.isSubmitting}>
            Cancel
          </Button>
        </div>
        <ErrorText message={error} />
      </form>
    </Form>
  );
}
