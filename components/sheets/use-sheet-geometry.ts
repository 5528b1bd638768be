"use client";

import { useEffect, useMemo, useState } from "react";
import type { ArtworkPlacement } from "@/lib/die-cut/types";
import { fetchDesignCutLine, type CutLineDto } from "@/lib/client/fetch-design-cut-line";
import { RequestError } from "@/lib/client/request-json";
import type { SheetEditorDesign, SheetStickerSize } from "@/lib/sticker-sheets/sheet-editor-state";
import { fitStickerArtwork } from "@/lib/stickers/fit-sticker-artwork";

/** A design's sticker as the sheet draws and checks it: its cut box, its die-cut line, where its image lies. */
export type StickerGeometry =
  | {
      status: "ready";
      shape: SheetStickerSize["shape"];
      widthInches: number;
      heightInches: number;
      cutLine: string | null;
      artwork: ArtworkPlacement;
    }
  | { status: "loading" }
  /** `retry` is null when asking again cannot help: the server refused this design or size (400, 422). */
  | { status: "error"; message: string; retry: (() => void) | null };

/** A failed request for a size's line: `final` when the server refused it, so asking again cannot help. */
type Failure = { error: string; final: boolean };

/** Wait this long after the last keystroke before asking the server for a die-cut line. */
const DEBOUNCE_MS = 400;

const keyOf = (designId: number, sizeInches: number) => `${designId}:${sizeInches}`;

/**
 * Each design's sticker geometry at its size: a square's or circle's at once, a die-cut's line from the
 * server (the line the cart will cut), each size's answer kept so going back to it draws at once.
 */
export function useSheetGeometry(designs: readonly SheetEditorDesign[]): ReadonlyMap<number, StickerGeometry> {
  const [lines, setLines] = useState<ReadonlyMap<string, CutLineDto | Failure>>(new Map());
  const wanted = designs
    .filter((design) => design.size.shape === "die-cut")
    .map((design) => ({ designId: design.designId, sizeInches: (design.size as { sizeInches: number }).sizeInches }))
    .filter(({ designId, sizeInches }) => !lines.has(keyOf(designId, sizeInches)));
  const wantedKey = wanted.map(({ designId, sizeInches }) => keyOf(designId, sizeInches)).join(",");

  useEffect(() => {
    if (wanted.length === 0) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      for (const { designId, sizeInches } of wanted)
        fetchDesignCutLine(designId, sizeInches, controller.signal).then(
          (line) => setLines((previous) => new Map(previous).set(keyOf(designId, sizeInches), line)),
          (error: unknown) => {
            if (controller.signal.aborted) return;
            const message = error instanceof Error ? error.message : "The cut line could not be drawn.";
            // A refusal (the size, or artwork too complex to cut around) is the same the next time; a busy
            // shop (429, 503) or a lost connection is not, and is offered again (forgetting it asks anew).
            const final = error instanceof RequestError && (error.status === 400 || error.status === 422);
            setLines((previous) => new Map(previous).set(keyOf(designId, sizeInches), { error: message, final }));
          },
        );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // wantedKey names the requests; `wanted` is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantedKey]);

  return useMemo(() => {
    const geometry = new Map<number, StickerGeometry>();
    for (const design of designs) {
      const image = {
        imageWidth: design.imageWidth,
        imageHeight: design.imageHeight,
        scale: 100,
        xPosition: 0,
        yPosition: 0,
      };
      if (design.size.shape === "die-cut") {
        const line = lines.get(keyOf(design.designId, design.size.sizeInches));
        if (!line) geometry.set(design.designId, { status: "loading" });
        else if ("error" in line) {
          const key = keyOf(design.designId, design.size.sizeInches);
          const retry = () =>
            setLines((previous) => {
              const next = new Map(previous);
              next.delete(key);
              return next;
            });
          geometry.set(design.designId, { status: "error", message: line.error, retry: line.final ? null : retry });
        } else
          geometry.set(design.designId, {
            status: "ready",
            shape: "die-cut",
            widthInches: line.widthInches,
            heightInches: line.heightInches,
            cutLine: line.path,
            artwork: fitStickerArtwork({
              ...image,
              shape: "die-cut",
              widthInches: line.widthInches,
              heightInches: line.heightInches,
              artwork: line.artwork,
            }),
          });
        continue;
      }
      const widthInches = design.size.widthInches;
      const heightInches = design.size.shape === "circle" ? widthInches : design.size.heightInches;
      geometry.set(design.designId, {
        status: "ready",
        shape: design.size.shape,
        widthInches,
        heightInches,
        cutLine: null,
        artwork: fitStickerArtwork({ shape: design.size.shape, widthInches, heightInches, ...image }),
      });
    }
    return geometry;
  }, [designs, lines]);
}
