"use client";

import { AlertTriangle, Info } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { describeChosenSticker } from "@/lib/designs/describe-chosen-sticker";
import type { Catalogue } from "@/lib/domain/catalogue";
import { DEFAULT_STOCK_LOOK } from "@/lib/domain/stock-looks";
import { SAFE_AREA_NOTE } from "@/lib/stickers/compute-safe-outline";
import { DIE_CUT_NOTES } from "@/lib/stickers/die-cut-notes";
import {
  readChosenSize,
  type DesignToolAction,
  type DesignToolChoices,
  type SizeOption,
} from "@/lib/designs/design-tool-state";
import { OrderSummaryCard } from "./order-summary-card";
import { PrintQualityNotice } from "./print-quality-notice";
import { StickerPreview } from "./sticker-preview";
import { useDieCutLine } from "./use-die-cut-line";

type Props = {
  sizes: SizeOption[];
  catalogue: Catalogue;
  design: { id: number; width: number; height: number; previewUrl: string };
  choices: DesignToolChoices;
  dispatch: (action: DesignToolAction) => void;
  adding: boolean;
  onAddToCart: () => void;
};

/**
 * Steps 2 and 3 of the design tool, shown once a design is uploaded: preview (with a die-cut's cut line,
 * asked of the server for the typed size), print quality, type, size, quantity and every tier's price.
 */
export default function DesignOptions({ sizes, catalogue, design, choices, dispatch, adding, onAddToCart }: Props) {
  const chosen = readChosenSize(sizes, choices);
  const cut = useDieCutLine(design.id, chosen?.kind === "die-cut" ? chosen.sizeInches : null);
  const cutLine = cut.status === "ready" ? cut.line : null;
  const sticker = describeChosenSticker(chosen, cutLine);
  // #36: the preview reads as the chosen stock (the owner picks each one's look in the catalogue).
  const look = {
    material: catalogue.materials.find((entry) => entry.id === choices.materialId)?.look ?? DEFAULT_STOCK_LOOK.material,
    finish: catalogue.finishes.find((entry) => entry.id === choices.finishId)?.look ?? DEFAULT_STOCK_LOOK.finish,
  };
  // The DPI warning reads the size the artwork is printed at: a die-cut's image inside its cut line,
  // otherwise the sticker's own box (the artwork is fitted whole inside it).
  const printed = cutLine
    ? { width: cutLine.artwork.width, height: cutLine.artwork.height }
    : sticker && sticker.shape !== "die-cut"
      ? { width: sticker.widthInches, height: sticker.heightInches }
      : null;
  const waitingFor =
    cut.status === "loading"
      ? "Drawing the cut line for this size…"
      : cut.status === "error"
        ? "The cut line could not be drawn for this size."
        : null;

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <CardContent className="space-y-4 pt-6">
          <StickerPreview
            imageUrl={design.previewUrl}
            stickerType={choices.stickerType}
            roundedCorners={choices.roundedCorners}
            widthInches={sticker?.widthInches ?? 1}
            heightInches={sticker?.heightInches ?? 1}
            sizeName={sticker?.sizeName ?? null}
            custom={sticker !== null && sticker.sizeId === null}
            look={look}
            dieCut={
              choices.stickerType === "die-cut"
                ? {
                    line: cutLine ?? (cut.status === "ready" ? null : cut.previous),
                    pending: cut.status === "loading",
                    // #34: a size the shop does not cut (or none) asks for nothing: nothing may look on its way.
                    held: cut.status === "idle" ? "no-size" : cut.status === "error" ? "failed" : undefined,
                  }
                : null
            }
          />
          {cut.status === "error" && (
            <div
              role="alert"
              className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
            >
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <div className="space-y-2">
                <p>The cut line could not be drawn: {cut.message}</p>
                {cut.retry && (
                  <Button type="button" size="sm" variant="outline" onClick={cut.retry}>
                    Try again
                  </Button>
                )}
              </div>
            </div>
          )}
          {cutLine?.followsImageEdge && (
            <p
              className="flex items-start gap-2 rounded-md bg-blue-50 p-3 text-sm text-blue-900"
              data-testid="follows-image-edge-note"
            >
              <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span>{DIE_CUT_NOTES.followsImageEdge}</span>
            </p>
          )}
          {cutLine?.separateParts && (
            <p
              className="flex items-start gap-2 rounded-md bg-blue-50 p-3 text-sm text-blue-900"
              data-testid="separate-parts-note"
            >
              <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span>
                Your design has separate parts. They will be cut as one sticker, joined by the white border, as the
                dashed line shows.
              </span>
            </p>
          )}
          {printed && (
            <PrintQualityNotice
              pixelWidth={design.width}
              pixelHeight={design.height}
              widthInches={printed.width}
              heightInches={printed.height}
            />
          )}
          {sticker && sticker.shape !== "die-cut" && (
            <p
              className="flex items-start gap-2 rounded-md bg-slate-50 p-3 text-sm text-slate-800"
              data-testid="safe-area-note"
            >
              <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span>{SAFE_AREA_NOTE}</span>
            </p>
          )}
          <p className="text-xs text-slate-600">
            Not sure about print quality? A person reviews every order before printing and will contact you if there are
            any issues.
          </p>
        </CardContent>
      </Card>
      <OrderSummaryCard
        sizes={sizes}
        catalogue={catalogue}
        choices={choices}
        dispatch={dispatch}
        sticker={sticker}
        waitingFor={waitingFor}
        adding={adding}
        onAddToCart={onAddToCart}
      />
    </div>
  );
}
