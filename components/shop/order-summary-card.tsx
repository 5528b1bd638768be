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
  type StickerType,
} from "@/lib/designs/design-tool-state";
import {
  CUSTOM_SIZE_MAX_INCHES,
  CUSTOM_SIZE_MIN_INCHES,
  formatInches,
  labelStickerShape,
} from "@/lib/domain/sticker-shapes";
import type { Catalogue } from "@/lib/domain/catalogue";
import { formatUsd } from "@/lib/money/format-cents";
import { calculateCatalogueSavingsPercent } from "@/lib/pricing/calculate-catalogue-savings-percent";
import { formatSavingsLabel } from "@/lib/pricing/format-savings-label";
import { listCatalogueTierPrices } from "@/lib/pricing/list-catalogue-tier-prices";
import type { PricedSticker } from "@/lib/pricing/price-catalogue-line";
import { InchesField } from "./inches-field";
import { PriceTierTable } from "./price-tier-table";
import { StockPicker } from "./stock-picker";
import { useCustomSizeRule } from "./use-custom-size-rule";

type Props = {
  sizes: SizeOption[];
  /** The owner's catalogue (#35): tiers, prices, materials and finishes. */
  catalogue: Catalogue;
  choices: DesignToolChoices;
  dispatch: (action: DesignToolAction) => void;
  /** The chosen sticker as the cart will price it; null while no size (or no die-cut line yet) is known. */
  sticker: PricedSticker | null;
  /** Why a chosen type has no price yet when its size is fine (a die-cut line on its way or failed). */
  waitingFor?: string | null;
  adding: boolean;
  onAddToCart: () => void;
};

const STICKER_TYPES: readonly StickerType[] = ["square", "circle", "die-cut"];
const CUSTOM_SIZE_VALUE = "custom";
const SIZE_RULE_HINT = `From ${CUSTOM_SIZE_MIN_INCHES}" to ${CUSTOM_SIZE_MAX_INCHES}", in steps of 0.25".`;

export function OrderSummaryCard({
  sizes,
  catalogue,
  choices,
  dispatch,
  sticker,
  waitingFor = null,
  adding,
  onAddToCart,
}: Props) {
  const { stickerType, quantity, roundedCorners, materialId, finishId } = choices;
  const options = sizesOfType(sizes, stickerType);
  // The same pure rule the cart and the checkout charge with (priceCatalogueLine), over the owner's catalogue.
  const stock = { materialId, finishId };
  const tiers = sticker ? listCatalogueTierPrices(catalogue, sticker, { roundedCorners, ...stock }) : null;
  const price = tiers?.find((tier) => tier.quantity === quantity) ?? null;
  const savingsLabel = sticker
    ? formatSavingsLabel(calculateCatalogueSavingsPercent(catalogue, sticker, { quantity, ...stock }))
    : null;
  const material = catalogue.materials.find((entry) => entry.id === materialId);
  const finish = catalogue.finishes.find((entry) => entry.id === finishId);
  const canAdd = stickerType !== null && sticker !== null && !adding;
  const typeText = (side: "width" | "height", text: string) => dispatch({ type: "typeCustomInches", side, text });
  const findError = useCustomSizeRule(choices.customSize);
  const findSizeError = (text: string, name: string) => findError?.(text, name) ?? null;

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Order Summary</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Sticker Type</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-3">
            {STICKER_TYPES.map((type) => (
              <div key={type} className="flex items-center gap-2">
                <Checkbox
                  id={`type-${type}`}
                  checked={stickerType === type}
                  onCheckedChange={(checked) =>
                    dispatch({ type: "toggleStickerType", stickerType: type, checked: checked === true })
                  }
                />
                <Label htmlFor={`type-${type}`}>{labelStickerShape(type)}</Label>
              </div>
            ))}
          </div>
          {stickerType === "die-cut" && (
            <p className="text-xs text-slate-600">Cut around your artwork&apos;s outline with a thin white border.</p>
          )}
        </fieldset>

        {stickerType !== "die-cut" && (
          <div className="space-y-2">
            <Label htmlFor="sticker-size">Size</Label>
            <NativeSelect
              id="sticker-size"
              value={choices.customSize ? CUSTOM_SIZE_VALUE : (choices.sizeId ?? "")}
              disabled={options.length === 0}
              onChange={(event) =>
                event.target.value === CUSTOM_SIZE_VALUE
                  ? dispatch({ type: "chooseCustomSize" })
                  : dispatch({ type: "chooseSize", sizeId: Number(event.target.value) })
              }
            >
              {options.length === 0 && <option value="">Choose a sticker type first</option>}
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name} ({option.width}&quot; × {option.height}&quot;)
                </option>
              ))}
              {options.length > 0 && <option value={CUSTOM_SIZE_VALUE}>Custom size</option>}
            </NativeSelect>
          </div>
        )}

        {choices.customSize && stickerType === "square" && (
          <fieldset className="space-y-2" data-testid="custom-size">
            <legend className="sr-only">Custom size</legend>
            <div className="space-y-3">
              <InchesField
                id="custom-width"
                name="Width"
                value={choices.customText.width}
                error={findSizeError(choices.customText.width, "Width")}
                onChange={(text) => typeText("width", text)}
              />
              <InchesField
                id="custom-height"
                name="Height"
                value={choices.customText.height}
                error={findSizeError(choices.customText.height, "Height")}
                onChange={(text) => typeText("height", text)}
              />
            </div>
            <p className="text-xs text-slate-600">{SIZE_RULE_HINT}</p>
          </fieldset>
        )}
        {choices.customSize && stickerType === "circle" && (
          <InchesField
            id="custom-diameter"
            name="Diameter"
            value={choices.customText.width}
            error={findSizeError(choices.customText.width, "Diameter")}
            onChange={(text) => typeText("width", text)}
            hint={SIZE_RULE_HINT}
          />
        )}
        {stickerType === "die-cut" && (
          <div className="space-y-2">
            <InchesField
              id="die-cut-size"
              name="Longest side"
              value={choices.customText.width}
              error={findSizeError(choices.customText.width, "Longest side")}
              onChange={(text) => typeText("width", text)}
              hint={`The finished sticker's longest side, white border included; the other side follows your artwork. ${SIZE_RULE_HINT}`}
            />
            {/* On a phone the preview is scrolled away while the shopper types: the size it makes, here too. */}
            {sticker && (
              <p className="text-sm text-slate-900" aria-live="polite" data-testid="die-cut-finished-size">
                Your sticker:{" "}
                <strong>
                  {formatInches(sticker.widthInches)} × {formatInches(sticker.heightInches)}
                </strong>
              </p>
            )}
          </div>
        )}

        {stickerType === "square" && (
          <div className="flex items-center gap-2">
            <Checkbox
              id="rounded-corners"
              checked={choices.roundedCorners}
              onCheckedChange={(checked) => dispatch({ type: "setRoundedCorners", roundedCorners: checked === true })}
            />
            <Label htmlFor="rounded-corners">Rounded Corners</Label>
            <span className="text-xs text-slate-600">
              +{formatUsd(catalogue.grid.roundedCornersFeeCents)} per sticker
            </span>
          </div>
        )}

        <div className="space-y-2">
          <Label htmlFor="sticker-quantity">Quantity</Label>
          <NativeSelect
            id="sticker-quantity"
            value={choices.quantity}
            onChange={(event) => dispatch({ type: "chooseQuantity", quantity: Number(event.target.value) })}
          >
            {catalogue.grid.quantities.map((tier) => (
              <option key={tier} value={tier}>
                {tier} stickers
              </option>
            ))}
          </NativeSelect>
        </div>

        <StockPicker
          name="material"
          legend="Material"
          entries={catalogue.materials}
          value={materialId}
          onChange={(id) => dispatch({ type: "chooseMaterial", materialId: id })}
        />
        <StockPicker
          name="finish"
          legend="Finish"
          entries={catalogue.finishes}
          value={finishId}
          onChange={(id) => dispatch({ type: "chooseFinish", finishId: id })}
        />

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

        {sticker && tiers && (
          <PriceTierTable
            sizeName={sticker.sizeName}
            stockName={material && finish ? `${material.name} · ${finish.name}` : null}
            rows={tiers}
            quantity={choices.quantity}
            roundedCorners={choices.roundedCorners}
          />
        )}

        <div className="space-y-2">
          <Button className="w-full" size="lg" disabled={!canAdd} onClick={onAddToCart}>
            {adding ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
            Add to Cart
          </Button>
          {stickerType === null && (
            <p className="text-center text-sm text-slate-600">Please select a sticker type to continue</p>
          )}
          {stickerType !== null && sticker === null && (
            <p className="text-center text-sm text-slate-600" data-testid="add-to-cart-hint">
              {waitingFor ??
                `Enter a size from ${CUSTOM_SIZE_MIN_INCHES}" to ${CUSTOM_SIZE_MAX_INCHES}", in steps of 0.25", to continue`}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
