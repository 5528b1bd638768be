"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { readInchesText } from "@/lib/domain/sticker-shapes";
import { SHEET_STICKER_MAX_INCHES, SHEET_STICKER_STEP_INCHES } from "@/lib/domain/sticker-sheet-rules";
import {
  DEFAULT_SHEET_STICKER_INCHES,
  type SheetEditorDesign,
  type SheetStickerSize,
} from "@/lib/sticker-sheets/sheet-editor-state";
import type { StickerGeometry } from "./use-sheet-geometry";

type Props = {
  design: SheetEditorDesign;
  geometry: StickerGeometry | undefined;
  copies: number;
  busy: boolean;
  onResize: (size: SheetStickerSize) => void;
  onAddSticker: () => void;
  onFill: () => void;
  onRemove: () => void;
};

/** The side's problem as typed, or null for a size the sheet editor takes (1/8" steps up to 24"). */
function describeInchesProblem(label: string, text: string): string | null {
  const inches = readInchesText(text);
  if (!Number.isFinite(inches) || inches <= 0) return `${label} must be a number of inches, like 1.5`;
  if (inches > SHEET_STICKER_MAX_INCHES) return `${label} must be at most ${SHEET_STICKER_MAX_INCHES}"`;
  if (!Number.isInteger(inches / SHEET_STICKER_STEP_INCHES)) return `${label} must be in steps of 1/8", like 1.25`;
  return null;
}

function sizeTexts(size: SheetStickerSize): { width: string; height: string } {
  if (size.shape === "die-cut") return { width: String(size.sizeInches), height: "" };
  if (size.shape === "circle") return { width: String(size.widthInches), height: "" };
  return { width: String(size.widthInches), height: String(size.heightInches) };
}

/**
 * One design of the sheet: its picture, its shape and size (every copy on the sheet shares them), how many
 * copies lie on the sheet, and the buttons to add one, fill the sheet with copies, or remove it.
 */
export function SheetDesignRow({ design, geometry, copies, busy, onResize, onAddSticker, onFill, onRemove }: Props) {
  const [texts, setTexts] = useState(() => sizeTexts(design.size));
  const [shape, setShape] = useState<SheetStickerSize["shape"]>(design.size.shape);
  const ids = { shape: useId(), width: useId(), height: useId(), error: useId() };
  const widthLabel = shape === "die-cut" ? "Size" : shape === "circle" ? "Diameter" : "Width";
  const problem =
    describeInchesProblem(widthLabel, texts.width) ??
    (shape === "square" ? describeInchesProblem("Height", texts.height) : null);

  function apply(nextShape: SheetStickerSize["shape"], next: { width: string; height: string }) {
    setShape(nextShape);
    setTexts(next);
    const width = describeInchesProblem("Size", next.width) ? null : readInchesText(next.width);
    const height =
      nextShape !== "square" || describeInchesProblem("Height", next.height) ? null : readInchesText(next.height);
    if (width === null) return;
    if (nextShape === "die-cut") onResize({ shape: "die-cut", sizeInches: width });
    else if (nextShape === "circle") onResize({ shape: "circle", widthInches: width });
    else if (height !== null) onResize({ shape: "square", widthInches: width, heightInches: height });
  }

  return (
    <li className="space-y-2 rounded-md border border-slate-200 p-3" data-testid="sheet-design">
      <div className="flex items-center gap-3">
        {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL or a signed thumbnail */}
        <img src={design.imageUrl} alt="" className="h-12 w-12 shrink-0 rounded border object-contain" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-slate-900">{design.name}</p>
          <p className="text-xs text-slate-600">
            {copies} on the sheet
            {geometry?.status === "ready" &&
              ` · ${Math.round(geometry.widthInches * 100) / 100}" × ${Math.round(geometry.heightInches * 100) / 100}"`}
            {geometry?.status === "loading" && " · drawing its cut line…"}
          </p>
        </div>
        <Button type="button" size="sm" variant="ghost" onClick={onRemove} aria-label={`Remove ${design.name}`}>
          Remove
        </Button>
      </div>
      <div className="grid grid-cols-2 items-end gap-2 sm:grid-cols-3">
        <label className="text-xs font-medium text-slate-700" htmlFor={ids.shape}>
          Shape
          <NativeSelect
            id={ids.shape}
            value={shape}
            onChange={(event) => {
              const next = event.target.value as SheetStickerSize["shape"];
              const width = texts.width || String(DEFAULT_SHEET_STICKER_INCHES);
              apply(next, { width, height: next === "square" ? texts.height || width : "" });
            }}
          >
            <option value="die-cut">Die-cut</option>
            <option value="square">Square</option>
            <option value="circle">Circle</option>
          </NativeSelect>
        </label>
        <label className="text-xs font-medium text-slate-700" htmlFor={ids.width}>
          {widthLabel} (in)
          <input
            id={ids.width}
            inputMode="decimal"
            value={texts.width}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? ids.error : undefined}
            onChange={(event) => apply(shape, { ...texts, width: event.target.value })}
            className="mt-1 h-10 w-full rounded-md border border-input bg-white px-2 text-sm"
          />
        </label>
        {shape === "square" && (
          <label className="text-xs font-medium text-slate-700" htmlFor={ids.height}>
            Height (in)
            <input
              id={ids.height}
              inputMode="decimal"
              value={texts.height}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? ids.error : undefined}
              onChange={(event) => apply(shape, { ...texts, height: event.target.value })}
              className="mt-1 h-10 w-full rounded-md border border-input bg-white px-2 text-sm"
            />
          </label>
        )}
      </div>
      {problem && (
        <p id={ids.error} className="text-xs text-red-700">
          {problem}
        </p>
      )}
      {!problem && geometry?.status === "error" && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-xs text-red-700">
          <p>{geometry.message}</p>
          {geometry.retry && (
            <Button type="button" size="sm" variant="outline" onClick={geometry.retry}>
              Try again
            </Button>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={geometry?.status !== "ready"}
          onClick={onAddSticker}
        >
          Add to sheet
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={geometry?.status !== "ready" || busy}
          onClick={onFill}
        >
          Fill with copies
        </Button>
      </div>
    </li>
  );
}
