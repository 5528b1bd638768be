"use client";

import { Card, CardContent } from "@/components/ui/card";
import type { DesignToolAction, DesignToolChoices, SizeOption } from "@/lib/designs/design-tool-state";
import { sizesOfType } from "@/lib/designs/design-tool-state";
import { OrderSummaryCard } from "./order-summary-card";
import { PrintQualityNotice } from "./print-quality-notice";
import { StickerPreview } from "./sticker-preview";

type Props = {
  sizes: SizeOption[];
  design: { width: number; height: number; previewUrl: string };
  choices: DesignToolChoices;
  dispatch: (action: DesignToolAction) => void;
  adding: boolean;
  onAddToCart: () => void;
};

/** Steps 2 and 3 of the design tool, shown once a design is uploaded: preview, print quality, type, size, quantity. */
export default function DesignOptions({ sizes, design, choices, dispatch, adding, onAddToCart }: Props) {
  const selectedSize = sizesOfType(sizes, choices.stickerType).find((size) => size.id === choices.sizeId) ?? null;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <CardContent className="space-y-4 pt-6">
          <StickerPreview
            imageUrl={design.previewUrl}
            stickerType={choices.stickerType}
            roundedCorners={choices.roundedCorners}
            widthInches={selectedSize?.width ?? 1}
            heightInches={selectedSize?.height ?? 1}
            sizeName={selectedSize?.name ?? null}
          />
          {selectedSize && (
            <PrintQualityNotice
              pixelWidth={design.width}
              pixelHeight={design.height}
              widthInches={selectedSize.width}
              heightInches={selectedSize.height}
            />
          )}
          <p className="text-xs text-slate-600">
            Not sure about print quality? A person reviews every order before printing and will contact you if there are
            any issues.
          </p>
        </CardContent>
      </Card>
      <OrderSummaryCard sizes={sizes} choices={choices} dispatch={dispatch} adding={adding} onAddToCart={onAddToCart} />
    </div>
  );
}
