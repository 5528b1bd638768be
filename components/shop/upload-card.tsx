"use client";

import { useId, useState } from "react";
import { useDropzone, type FileRejection } from "react-dropzone";
import { FileImage, Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { toast } from "@/components/ui/use-toast";
import { getCartSessionId } from "@/lib/client/cart-session-id";
import type { DesignDto } from "@/lib/designs/design-dto";
import { describeDesignFileRejection } from "@/lib/validation/describe-design-file-rejection";
import { ACCEPTED_DESIGN_FILES, MAX_DESIGN_FILE_BYTES } from "@/lib/validation/upload";
import { cn } from "@/lib/utils";

export const REPLACE_DESIGN_QUESTION =
  "You already have a design uploaded. Would you like to discard the current order and restart with this new design?";

type Props = {
  design: { uploaded: DesignDto; file: File } | null;
  /** Called when a file is on its way, before the upload (and the server's checks) finish. */
  onUploadStarted?: () => void;
  /** `dismissToast` closes the "Design uploaded successfully!" toast (the design tool does at the next choice). */
  onUploaded: (uploaded: DesignDto, file: File, dismissToast: () => void) => void;
  /** The server stores designs in Vercel Blob: the browser sends the file there, not to the shop. */
  directToBlob?: boolean;
};

function formatFileSize(bytes: number) {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function UploadCard({ design, onUploadStarted, onUploaded, directToBlob = false }: Props) {
  const [progress, setProgress] = useState<number | null>(null);
  // The last refusal stays on the drop zone (a toast disappears) until the shopper picks another file.
  const [error, setError] = useState<string | null>(null);
  // A file picked while a design is already uploaded waits here for the shopper's answer.
  const [pendingFile, setPendingFile] = useState<File | null>(null);
  const errorId = useId();
  const questionId = useId();

  function refuse(message: string) {
    setError(message);
    toast({ variant: "destructive", title: "Upload Failed", description: message });
  }

  function pick(file: File) {
    setError(null);
    if (design) setPendingFile(file);
    else void upload(file);
  }

  async function upload(file: File) {
    setPendingFile(null);
    setProgress(0);
    onUploadStarted?.();
    try {
      // The uploader is fetched when it is needed, like the design options; the Blob SDK only on a shop
      // that stores designs in Vercel Blob.
      const send = directToBlob
        ? (await import("@/lib/client/send-design-to-blob")).sendDesignToBlob
        : (await import("@/lib/client/send-design-upload")).sendDesignUpload;
      const uploaded = await send(file, getCartSessionId(), setProgress);
      const shown = toast({ title: "Success", description: "Design uploaded successfully!" });
      onUploaded(uploaded, file, shown.dismiss);
    } catch (failure) {
      refuse((failure as Error).message);
    } finally {
      setProgress(null);
    }
  }

  function reject(rejections: FileRejection[]) {
    refuse(describeDesignFileRejection(rejections[0]?.errors.map((rejection) => rejection.code) ?? []));
  }

  const uploading = progress !== null;
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPTED_DESIGN_FILES,
    maxSize: MAX_DESIGN_FILE_BYTES,
    multiple: false,
    maxFiles: 1,
    disabled: uploading,
    onDropAccepted: (files) => {
      const file = files[0];
      if (file) pick(file);
    },
    onDropRejected: reject,
  });

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Upload Your Design</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <div
          {...getRootProps({
            className: cn(
              "flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-8 text-center transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              isDragActive
                ? "border-primary bg-blue-50"
                : error
                  ? "border-red-600 bg-red-50"
                  : "border-slate-300 hover:border-primary hover:bg-slate-50",
              uploading && "cursor-wait opacity-70",
            ),
          })}
        >
          <input
            {...getInputProps({
              "aria-label": "Design file (PNG or JPG, up to 10 MB)",
              "aria-invalid": error ? true : undefined,
              "aria-describedby": error ? errorId : undefined,
            })}
          />
          <Upload className="h-8 w-8 text-slate-500" aria-hidden="true" />
          <p className="text-sm font-medium text-slate-800">
            {isDragActive ? "Drop your design here" : "Drag and drop your design, or click to choose a file"}
          </p>
          <p className="text-xs text-slate-600">PNG or JPG, up to 10 MB</p>
        </div>
        {error && (
          <p id={errorId} role="alert" data-testid="upload-error" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        {pendingFile && (
          <div
            role="alertdialog"
            aria-labelledby={questionId}
            className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
            data-testid="replace-design"
          >
            <p id={questionId} className="text-sm text-slate-800">
              {REPLACE_DESIGN_QUESTION}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" size="sm" onClick={() => void upload(pendingFile)}>
                Replace design
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={() => setPendingFile(null)}>
                Keep current design
              </Button>
            </div>
          </div>
        )}
        {uploading && (
          <div className="space-y-1">
            <Progress value={progress} aria-label="Upload progress" />
            <p className="text-xs text-slate-600">Uploading… {progress}%</p>
          </div>
        )}
        {design && !uploading && (
          <p className="flex items-center gap-2 text-sm text-slate-700" data-testid="uploaded-file">
            <FileImage className="h-4 w-4 text-primary" aria-hidden="true" />
            <span className="truncate font-medium">{design.uploaded.originalName}</span>
            <span className="text-slate-500">({formatFileSize(design.file.size)})</span>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
