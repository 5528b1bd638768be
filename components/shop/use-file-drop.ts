"use client";

import { useCallback, useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from "react";

// A drop zone for one file, with the behaviour and messages the upload card had from react-dropzone
// (spec section 5 allows its generic messages to surface): click, Enter or Space opens the file
// dialog, files may be dropped, and a file of the wrong type, too large, or more than one file is
// rejected with react-dropzone's wording. It replaces about 18 kB of compressed JavaScript
// (react-dropzone, file-selector's MIME table, prop-types) on /stickers.

export type FileRejection = { file: File; errors: { code: string; message: string }[] };

type Options = {
  /** MIME type to file extensions, as react-dropzone's `accept`. */
  accept: Record<string, string[]>;
  maxSize: number;
  disabled: boolean;
  onDropAccepted: (files: File[]) => void;
  onDropRejected: (rejections: FileRejection[]) => void;
};

export function acceptAttribute(accept: Record<string, string[]>): string {
  return Object.entries(accept)
    .flatMap(([mimeType, extensions]) => [mimeType, ...extensions])
    .join(",");
}

/** Whether a file matches an `accept` attribute (by MIME type, a type/* wildcard or the extension). */
export function isAcceptedFile(file: File, acceptAttr: string): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return acceptAttr.split(",").some((entry) => {
    const wanted = entry.trim().toLowerCase();
    if (wanted.startsWith(".")) return name.endsWith(wanted);
    if (wanted.endsWith("/*")) return type.replace(/\/.*$/, "") === wanted.replace(/\/.*$/, "");
    return type === wanted;
  });
}

/** Sorts files like react-dropzone does with multiple: false. */
export function sortFiles(
  files: File[],
  acceptAttr: string,
  maxSize: number,
): { accepted: File[]; rejected: FileRejection[] } {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  const entries = acceptAttr.split(",");
  const typeMessage = `File type must be ${entries.length > 1 ? `one of ${entries.join(", ")}` : entries[0]}`;
  for (const file of files) {
    const errors: FileRejection["errors"] = [];
    if (!isAcceptedFile(file, acceptAttr)) errors.push({ code: "file-invalid-type", message: typeMessage });
    if (file.size > maxSize)
      errors.push({
        code: "file-too-large",
        message: `File is larger than ${maxSize} ${maxSize === 1 ? "byte" : "bytes"}`,
      });
    if (errors.length) rejected.push({ file, errors });
    else accepted.push(file);
  }
  if (accepted.length > 1) {
    for (const file of accepted.splice(0))
      rejected.push({ file, errors: [{ code: "too-many-files", message: "Too many files" }] });
  }
  return { accepted, rejected };
}

function hasFiles(event: DragEvent<HTMLElement>) {
  return Array.from(event.dataTransfer?.types ?? []).some(
    (type) => type === "Files" || type === "application/x-moz-file",
  );
}

export function useFileDrop({ accept, maxSize, disabled, onDropAccepted, onDropRejected }: Options) {
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const dragTargets = useRef<EventTarget[]>([]);
  const [isDragActive, setDragActive] = useState(false);
  const acceptAttr = acceptAttribute(accept);

  // A file dropped next to the zone must not make the browser open it in place of the shop.
  useEffect(() => {
    const onDragOver = (event: Event) => event.preventDefault();
    const onDrop = (event: Event) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      event.preventDefault();
      dragTargets.current = [];
    };
    document.addEventListener("dragover", onDragOver, false);
    document.addEventListener("drop", onDrop, false);
    return () => {
      document.removeEventListener("dragover", onDragOver);
      document.removeEventListener("drop", onDrop);
    };
  }, []);

  const receive = useCallback(
    (files: File[]) => {
      const { accepted, rejected } = sortFiles(files, acceptAttr, maxSize);
      if (rejected.length) onDropRejected(rejected);
      if (accepted.length) onDropAccepted(accepted);
    },
    [acceptAttr, maxSize, onDropAccepted, onDropRejected],
  );

  const openFileDialog = useCallback(() => {
    const input = inputRef.current;
    if (!input) return;
    input.value = "";
    input.click();
  }, []);

  const rootProps = disabled
    ? { ref: rootRef, role: "presentation" }
    : {
        ref: rootRef,
        role: "presentation",
        tabIndex: 0,
        onClick: openFileDialog,
        onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
          if (event.target !== rootRef.current || (event.key !== " " && event.key !== "Enter")) return;
          event.preventDefault();
          openFileDialog();
        },
        onDragEnter: (event: DragEvent<HTMLDivElement>) => {
          event.preventDefault();
          dragTargets.current = [...dragTargets.current, event.target];
          if (hasFiles(event)) setDragActive(true);
        },
        onDragOver: (event: DragEvent<HTMLDivElement>) => {
          event.preventDefault();
          if (hasFiles(event)) event.dataTransfer.dropEffect = "copy";
        },
        onDragLeave: (event: DragEvent<HTMLDivElement>) => {
          event.preventDefault();
          const targets = dragTargets.current.filter((target) => rootRef.current?.contains(target as Node));
          const index = targets.indexOf(event.target);
          if (index !== -1) targets.splice(index, 1);
          dragTargets.current = targets;
          if (targets.length === 0) setDragActive(false);
        },
        onDrop: (event: DragEvent<HTMLDivElement>) => {
          event.preventDefault();
          dragTargets.current = [];
          setDragActive(false);
          if (hasFiles(event)) receive(Array.from(event.dataTransfer.files));
        },
      };

  const inputProps = {
    ref: inputRef,
    type: "file",
    accept: acceptAttr,
    multiple: false,
    tabIndex: -1,
    // Visually hidden but present, so the label and automated tests can reach it.
    className: "sr-only",
    onClick: (event: React.MouseEvent<HTMLInputElement>) => event.stopPropagation(),
    onChange: disabled
      ? undefined
      : (event: React.ChangeEvent<HTMLInputElement>) => receive(Array.from(event.target.files ?? [])),
  };

  return { rootProps, inputProps, isDragActive: isDragActive && !disabled };
}
