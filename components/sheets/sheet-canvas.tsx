"use client";

import { useId, useRef, type KeyboardEvent, type PointerEvent } from "react";
import { SHEET_EDGE_INCHES } from "@/lib/domain/sticker-sheet-rules";
import {
  nudgeInches,
  SHEET_NUDGE_INCHES,
  snapInches,
  type SheetEditorAction,
  type SheetEditorDesign,
  type SheetEditorSticker,
} from "@/lib/sticker-sheets/sheet-editor-state";
import { describeStickerTransform } from "@/lib/stickers/describe-sticker-transform";
import { computeStickerOutline, ROUNDED_CORNER_RATIO } from "@/lib/stickers/sticker-outline";
import type { StickerGeometry } from "./use-sheet-geometry";

type Props = {
  sheet: { widthInches: number; heightInches: number; roundedCorners: boolean };
  stickers: readonly SheetEditorSticker[];
  designs: ReadonlyMap<number, SheetEditorDesign>;
  geometry: ReadonlyMap<number, StickerGeometry>;
  /** Keys of the stickers a sheet rule refuses: drawn in red. */
  refused: ReadonlySet<number>;
  selected: number | null;
  dispatch: (action: SheetEditorAction) => void;
};

/** SVG path data of a sticker's cut shape in its own frame (inches). */
function describeOutline(geometry: Extract<StickerGeometry, { status: "ready" }>): string {
  const outline = computeStickerOutline({ ...geometry, roundedCorners: false });
  if (outline.kind === "path") return outline.d;
  if (outline.kind === "ellipse") {
    const { cx, cy, rx, ry } = outline;
    return `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`;
  }
  const { width, height, radius: r } = outline;
  return r > 0
    ? `M${r} 0H${width - r}A${r} ${r} 0 0 1 ${width} ${r}V${height - r}A${r} ${r} 0 0 1 ${width - r} ${height}H${r}A${r} ${r} 0 0 1 0 ${height - r}V${r}A${r} ${r} 0 0 1 ${r} 0Z`
    : `M0 0H${width}V${height}H0Z`;
}

const format = (inches: number) => `${Math.round(inches * 1000) / 1000}"`;

/**
 * The sheet as it will be cut (#39): its edge (rounded when chosen), the safe area inside the edge margin,
 * and every sticker with its design and its kiss-cut line. A sticker is moved by dragging or by the arrow
 * keys (Shift: 1/4"), turned with R, removed with Delete; refused ones are drawn in red.
 */
export function SheetCanvas({ sheet, stickers, designs, geometry, refused, selected, dispatch }: Props) {
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<{ key: number; startX: number; startY: number; pointerX: number; pointerY: number } | null>(null);
  const idPrefix = useId().replace(/:/g, "");
  const { widthInches: W, heightInches: H } = sheet;
  const corner = sheet.roundedCorners ? Math.min(W, H) * ROUNDED_CORNER_RATIO : 0;

  function toSheetPoint(event: PointerEvent): { x: number; y: number } | null {
    const svg = svgRef.current;
    const matrix = svg?.getScreenCTM();
    if (!svg || !matrix) return null;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  }

  function startDrag(event: PointerEvent<SVGGElement>, sticker: SheetEditorSticker) {
    const point = toSheetPoint(event);
    dispatch({ type: "select", key: sticker.key });
    if (!point) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      key: sticker.key,
      startX: sticker.xInches,
      startY: sticker.yInches,
      pointerX: point.x,
      pointerY: point.y,
    };
  }

  function moveDrag(event: PointerEvent<SVGGElement>) {
    const current = drag.current;
    const point = current && toSheetPoint(event);
    if (!current || !point) return;
    dispatch({
      type: "moveSticker",
      key: current.key,
      // The pointer's travel in whole grid steps, from where the sticker was: a click's jitter moves nothing,
      // and a sticker Auto-arrange placed off the grid keeps its offset (snapping it could bring it too close).
      xInches: nudgeInches(current.startX, snapInches(point.x - current.pointerX)),
      yInches: nudgeInches(current.startY, snapInches(point.y - current.pointerY)),
    });
  }

  function handleKey(event: KeyboardEvent<SVGGElement>, sticker: SheetEditorSticker) {
    const step = event.shiftKey ? 0.25 : SHEET_NUDGE_INCHES;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    const ready = geometry.get(sticker.designId);
    if (move) {
      dispatch({
        type: "moveSticker",
        key: sticker.key,
        xInches: nudgeInches(sticker.xInches, move[0]),
        yInches: nudgeInches(sticker.yInches, move[1]),
      });
    } else if ((event.key === "r" || event.key === "R") && ready?.status === "ready") {
      dispatch({ type: "rotateSticker", key: sticker.key, box: ready });
    } else if (event.key === "Delete" || event.key === "Backspace") {
      dispatch({ type: "removeSticker", key: sticker.key });
    } else return;
    event.preventDefault();
  }

  return (
    <svg
      ref={svgRef}
      viewBox={`-0.1 -0.1 ${W + 0.2} ${H + 0.2}`}
      className="h-auto max-h-[70vh] w-full touch-none select-none"
      role="group"
      aria-label={`Sheet ${W}" × ${H}": ${stickers.length} ${stickers.length === 1 ? "sticker" : "stickers"}`}
      data-testid="sheet-canvas"
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) dispatch({ type: "select", key: null });
      }}
    >
      <rect
        x={0}
        y={0}
        width={W}
        height={H}
        rx={corner}
        fill="#ffffff"
        stroke="#0f172a"
        strokeWidth={0.02}
        data-testid="sheet-edge"
      />
      <rect
        x={SHEET_EDGE_INCHES}
        y={SHEET_EDGE_INCHES}
        width={W - 2 * SHEET_EDGE_INCHES}
        height={H - 2 * SHEET_EDGE_INCHES}
        fill="none"
        stroke="#94a3b8"
        strokeWidth={0.012}
        strokeDasharray="0.06 0.06"
        aria-hidden="true"
      />
      {stickers.map((sticker, index) => {
        const design = designs.get(sticker.designId);
        const shape = geometry.get(sticker.designId);
        if (!design || shape?.status !== "ready") return null;
        const d = describeOutline(shape);
        const clipId = `${idPrefix}-clip-${sticker.key}`;
        const isRefused = refused.has(sticker.key);
        const isSelected = selected === sticker.key;
        return (
          <g
            key={sticker.key}
            transform={describeStickerTransform(sticker, shape)}
            tabIndex={0}
            role="button"
            aria-pressed={isSelected}
            aria-label={`Sticker ${index + 1} (${design.name}) at ${format(sticker.xInches)}, ${format(sticker.yInches)}${sticker.rotation ? `, turned ${sticker.rotation}°` : ""}${isRefused ? ", cannot be cut here" : ""}. Arrow keys move it, R turns it, Delete removes it.`}
            className="cursor-move outline-none"
            data-testid="sheet-sticker"
            onPointerDown={(event) => startDrag(event, sticker)}
            onPointerMove={moveDrag}
            onPointerUp={() => (drag.current = null)}
            onPointerCancel={() => (drag.current = null)}
            onFocus={() => dispatch({ type: "select", key: sticker.key })}
            onKeyDown={(event) => handleKey(event, sticker)}
          >
            <clipPath id={clipId}>
              <path d={d} />
            </clipPath>
            <path d={d} fill="#ffffff" />
            <image
              href={design.imageUrl}
              x={shape.artwork.x}
              y={shape.artwork.y}
              width={shape.artwork.width}
              height={shape.artwork.height}
              clipPath={`url(#${clipId})`}
              preserveAspectRatio="none"
            />
            <path
              d={d}
              fill="none"
              stroke={isRefused ? "#dc2626" : isSelected ? "#2563eb" : "#db2777"}
              strokeWidth={isRefused || isSelected ? 3 : 1.5}
              vectorEffect="non-scaling-stroke"
            />
          </g>
        );
      })}
    </svg>
  );
}
