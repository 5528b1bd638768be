"use client";

import { Loader2, ShoppingCart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import {
  sizesOfType,
  type DesignToolAction,
  type DesignToolChoices,
  type SizeOption,
} from "@/lib/designs/design-tool-state";
import { formatUsd } from "@/lib/money/format-cents";
import { calculateItemPrice } from "@/lib/pricing/calculate-item-price";
import { calculateSavingsPercent, formatSavingsLabel } from "@/lib/pricing/calculate-savings-percent";
import { QUANTITY_TIERS } from "@/lib/pricing/price-table";

type Props = {
  sizes: SizeOption[];
  choices: DesignToolChoices;
  dispatch: (action: DesignToolAction) => void;
  adding: boolean;
  onAddToCart: () => void;
};

export function OrderSummaryCard({ sizes, choices, dispatch, adding, onAddToCart }: Props) {
  const options = sizesOfType(sizes, choices.stickerType);
  const size = options.find((option) => option.id === choices.sizeId) ?? null;
  const price = size
    ? calculateItemPrice({
        sizeName: size.name,
        quantity: choices.quantity,
        roundedCorners: choices.roundedCorners,
        isCircle: size.shape === "circle",
      })
    : null;
  const savingsLabel = size
    ? formatSavingsLabel(calculateSavingsPercent({ sizeName: size.name, quantity: choices.quantity }))
    : null;
  const canAdd = choices.stickerType !== null && size !== null && !adding;

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Order Summary</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Sticker Type</legend>
          <div className="flex gap-6">
            {(["square", "circle"] as const).map((stickerType) => (
              <div key={stickerType} className="flex items-center gap-2">
                <Checkbox
                  id={`type-${stickerType}`}
                  checked={choices.stickerType === stickerType}
                  onCheckedChange={(checked) =>
                    dispatch({ type: "toggleStickerType", stickerType, checked: checked === true })
                  }
                />
                <Label htmlFor={`type-${stickerType}`}>{stickerType === "square" ? "Square" : "Circle"}</Label>
              </div>
            ))}
          </div>
        </fieldset>

        <div className="space-y-2">
          <Label htmlFor="sticker-size">Size</Label>
          <NativeSelect
            id="sticker-size"
            value={choices.sizeId ?? ""}
            disabled={options.length === 0}
            onChange={(event) => dispatch({ type: "chooseSize", sizeId: Number(event.target.value) })}
          >
            {options.length === 0 && <option value="">Choose a sticker type first</option>}
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name} ({option.width}&quot; × {option.height}&quot;)
              </option>
            ))}
          </NativeSelect>
        </div>

        {choices.stickerType === "square" && (
          <div className="flex items-center gap-2">
            <Checkbox
              id="rounded-corners"
              checked={choices.roundedCorners}
              onCheckedChange={(checked) => dispatch({ type: "setRoundedCorners", roundedCorners: checked === true })}
            />
            <Label htmlFor="rounded-corners">Rounded Corners</Label>
            <span className="text-xs text-slate-600">+$0.05 per sticker</span>
          </div>
        )}

        <div className="space-y-2">
          <Label htmlFor="sticker-quantity">Quantity</Label>
          <NativeSelect
            id="sticker-quantity"
            value={choices.quantity}
            onChange={(event) => dispatch({ type: "chooseQuantity", quantity: Number(event.target.value) })}
          >
            {QUANTITY_TIERS.map((quantity) => (
              <option key={quantity} value={quantity}>
                {quantity} stickers
              </option>
            ))}
          </NativeSelect>
        </div>

        <div className="flex items-end justify-between rounded-md bg-slate-50 p-3" aria-live="polite">
          <div>
            <p className="text-sm text-slate-600">Price</p>
            <p className="text-2xl font-bold text-slate-900" data-testid="item-price">
              {price ? formatUsd(price.totalPriceCents) : "—"}
            </p>
            {price && <p className="text-xs text-slate-600">{formatUsd(price.unitPriceCents)} per sticker</p>}
          </div>
          {savingsLabel && (
            <span className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800">
              {savingsLabel}
            </span>
          )}
        </div>

        <div className="space-y-2">
          <Button className="w-full" size="lg" disabled={!canAdd} onClick={onAddToCart}>
            {adding ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
            Add to Cart
          </Button>
          {choices.stickerType === null && (
            <p className="text-center text-sm text-slate-600">Please select a sticker type to continue</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
