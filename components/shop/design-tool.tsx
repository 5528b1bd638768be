"use client";

import { useEffect, useReducer, useState } from "react";
import { useRouter } from "next/navigation";
import { Card, CardContent } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { requestJson } from "@/lib/api/request-json";
import { announceCartChanged } from "@/lib/cart/cart-events";
import { getCartSessionId } from "@/lib/cart/cart-session-id";
import { getCurrentStep, INITIAL_CHOICES, reduceDesignToolChoices, sizesOfType, type SizeOption } from "@/lib/designs/design-tool-state";
import type { DesignDto } from "@/lib/designs/design-dto";
import { OrderSummaryCard } from "./order-summary-card";
import { PrintQualityNotice } from "./print-quality-notice";
import { SpecificationsCard } from "./specifications-card";
import { StepIndicator } from "./step-indicator";
import { StickerPreview } from "./sticker-preview";
import { UploadCard } from "./upload-card";

type CurrentDesign = { uploaded: DesignDto; file: File; previewUrl: string };

export function DesignTool({ sizes }: { sizes: SizeOption[] }) {
  const router = useRouter();
  const [design, setDesign] = useState<CurrentDesign | null>(null);
  const [choices, dispatch] = useReducer(reduceDesignToolChoices(sizes), INITIAL_CHOICES);
  const [adding, setAdding] = useState(false);

  // The preview shows the shopper's local file; release its object URL when it is replaced.
  useEffect(() => () => {
    if (design) URL.revokeObjectURL(design.previewUrl);
  }, [design]);

  function handleUploaded(uploaded: DesignDto, file: File) {
    setDesign({ uploaded, file, previewUrl: URL.createObjectURL(file) });
    dispatch({ type: "reset" });
  }

  async function addToCart() {
    if (!design || choices.sizeId === null) return;
    setAdding(true);
    try {
      await requestJson("POST", "/api/cart", {
        sessionId: getCartSessionId(),
        designId: design.uploaded.id,
        sizeId: choices.sizeId,
        quantity: choices.quantity,
        roundedCorners: choices.roundedCorners,
        scale: 100,
        xPosition: 0,
        yPosition: 0,
      });
      announceCartChanged();
      toast({ title: "Added to Cart", description: "Item has been added to your cart." });
      router.push("/");
    } catch (error) {
      toast({ variant: "destructive", title: "Add to Cart Failed", description: (error as Error).message });
      setAdding(false);
    }
  }

  const selectedSize = sizesOfType(sizes, choices.stickerType).find((size) => size.id === choices.sizeId) ?? null;
  const currentStep = getCurrentStep(design !== null, choices.sizeId);

  return (
    <div className="space-y-6">
      <StepIndicator currentStep={currentStep} />
      <UploadCard design={design} onUploaded={handleUploaded} />
      {design && (
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
                  pixelWidth={design.uploaded.width}
                  pixelHeight={design.uploaded.height}
                  widthInches={selectedSize.width}
                  heightInches={selectedSize.height}
                />
              )}
              <p className="text-xs text-slate-600">
                Not sure about print quality? A person reviews every order before printing and will contact you if there are any issues.
              </p>
            </CardContent>
          </Card>
          <OrderSummaryCard sizes={sizes} choices={choices} dispatch={dispatch} adding={adding} onAddToCart={() => void addToCart()} />
        </div>
      )}
      <SpecificationsCard />
    </div>
  );
}
