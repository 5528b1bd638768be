"use client";

import { useDeferredValue, useEffect, useMemo, useReducer, useState } from "react";
import { useRouter } from "next/navigation";
import { StockPicker } from "@/components/shop/stock-picker";
import { UploadCard } from "@/components/shop/upload-card";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { announceCartChanged, SHOP_HOME_CART_PATH } from "@/lib/client/cart-events";
import { getCartSessionId } from "@/lib/client/cart-session-id";
import { requestJson } from "@/lib/client/request-json";
import { AUTO_ARRANGE_MESSAGES, runAutoArrange } from "@/lib/client/run-auto-arrange";
import type { DesignDto } from "@/lib/designs/design-dto";
import { checkSheetLayout } from "@/lib/die-cut/check-sheet-layout";
import type { Catalogue } from "@/lib/domain/catalogue";
import { formatCents } from "@/lib/money/format-cents";
import { priceCatalogueSheet } from "@/lib/pricing/price-catalogue-sheet";
import { buildCutPath } from "@/lib/print/build-cut-path";
import { flattenPath } from "@/lib/print/flatten-path";
import type { ArrangeDesign } from "@/lib/sticker-sheets/auto-arrange-sheet";
import { outlineSheetSticker } from "@/lib/sticker-sheets/outline-sheet-sticker";
import {
  DEFAULT_SHEET_STICKER_INCHES,
  findFreeSpot,
  makeInitialSheetState,
  reduceSheetEditor,
  toSheetItemSize,
  turnedBox,
  type SheetEditorDesign,
} from "@/lib/sticker-sheets/sheet-editor-state";
import { computeStickerOutline } from "@/lib/stickers/sticker-outline";
import { cn } from "@/lib/utils";
import { SheetCanvas } from "./sheet-canvas";
import { SheetDesignRow } from "./sheet-design-row";
import { useSheetGeometry, type StickerGeometry } from "./use-sheet-geometry";

type Ready = Extract<StickerGeometry, { status: "ready" }>;
type EarlierDesign = DesignDto & { thumbnailUrl: string | null };

const NO_ROOM_MESSAGE =
  "There is no free spot left for another one: move or remove a sticker, or choose a smaller size.";

/** Points per curve when the editor flattens a cut line for Auto-arrange (as the server's check). */
const CURVE_STEPS = 16;

function toArrangeDesign(geometry: Ready): ArrangeDesign {
  return {
    rings: flattenPath(buildCutPath(computeStickerOutline({ ...geometry, roundedCorners: false })), CURVE_STEPS),
    widthInches: geometry.widthInches,
    heightInches: geometry.heightInches,
  };
}

/**
 * The sticker-sheet editor (#39), loaded only when a shopper picks "Sticker sheet": the sheet size, the
 * designs (uploaded here or earlier in this cart session) with each one's shape and size, the stickers
 * placed by hand or by Auto-arrange, every sheet rule checked as the shopper works (the server checks them
 * again), and the order: how many sheets, the stock, the corners, the price.
 */
export default function SheetEditor({
  catalogue,
  directToBlob = false,
}: {
  catalogue: Catalogue;
  directToBlob?: boolean;
}) {
  const router = useRouter();
  const [state, dispatch] = useReducer(reduceSheetEditor, catalogue, makeInitialSheetState);
  const [earlier, setEarlier] = useState<EarlierDesign[]>([]);
  const [arranging, setArranging] = useState(false);
  const [adding, setAdding] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** Why the last Auto-arrange, Fill or Add to sheet did nothing: shown beside the sheet until the next. */
  const [notice, setNotice] = useState<string | null>(null);
  const sheet = catalogue.sheets.sizes.find((candidate) => candidate.id === state.sheetSizeId) ?? null;
  const designsById = useMemo(() => new Map(state.designs.map((design) => [design.designId, design])), [state.designs]);
  const geometry = useSheetGeometry(state.designs);

  // The designs this cart session uploaded before, to put them on the sheet without uploading again.
  useEffect(() => {
    const controller = new AbortController();
    requestJson<EarlierDesign[]>("GET", "/api/designs?thumbnails=1", undefined, { "X-Session-Id": getCartSessionId() })
      .then((designs) => {
        if (!controller.signal.aborted) setEarlier(designs);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  // The rules, checked on the cut lines themselves, a moment behind a drag.
  const stickers = useDeferredValue(state.stickers);
  const { problems, refused } = useMemo(() => {
    if (!sheet) return { problems: [], refused: new Set<number>() };
    const checked = stickers.flatMap((sticker, position) => {
      const shape = geometry.get(sticker.designId);
      const design = designsById.get(sticker.designId);
      if (shape?.status !== "ready" || !design) return [];
      return [{ key: sticker.key, outline: outlineSheetSticker({ ...sticker, ...shape, position }, design.name) }];
    });
    const found = checkSheetLayout(
      sheet,
      checked.map((entry) => entry.outline),
    );
    return { problems: found, refused: new Set(found.map((problem) => checked[problem.index]!.key)) };
  }, [sheet, stickers, geometry, designsById]);

  const price = useMemo(() => {
    if (!sheet) return null;
    try {
      return priceCatalogueSheet(catalogue, sheet.id, state);
    } catch {
      return null;
    }
  }, [catalogue, sheet, state]);

  const waiting = state.designs.some((design) => geometry.get(design.designId)?.status !== "ready");

  function addDesign(design: DesignDto, imageUrl: string) {
    setRefusal(null);
    const entry: SheetEditorDesign = {
      designId: design.id,
      name: design.originalName,
      imageWidth: design.width,
      imageHeight: design.height,
      imageUrl,
      size: { shape: "die-cut", sizeInches: DEFAULT_SHEET_STICKER_INCHES },
    };
    dispatch({ type: "addDesign", design: entry });
  }

  function addSticker(designId: number) {
    const shape = geometry.get(designId);
    if (!sheet || shape?.status !== "ready") return;
    const others = state.stickers.flatMap((sticker) => {
      const box = geometry.get(sticker.designId);
      return box?.status === "ready" ? [{ ...sticker, ...turnedBox(box, sticker.rotation) }] : [];
    });
    const spot = findFreeSpot(sheet, shape, others);
    setNotice(spot ? null : NO_ROOM_MESSAGE);
    if (!spot) return;
    dispatch({ type: "placeSticker", designId, ...spot });
  }

  async function arrange(designIds: number[]) {
    if (!sheet) return;
    const ready = designIds.flatMap((designId) => {
      const shape = geometry.get(designId);
      return shape?.status === "ready" ? [{ designId, shape }] : [];
    });
    if (ready.length === 0) return;
    setArranging(true);
    setNotice(null);
    try {
      const arranged = await runAutoArrange(
        sheet,
        ready.map(({ shape }) => toArrangeDesign(shape)),
      );
      if (arranged.length === 0) throw new Error(AUTO_ARRANGE_MESSAGES.nothingFits);
      dispatch({
        type: "replaceStickers",
        stickers: arranged.map((sticker) => ({
          designId: ready[sticker.design]!.designId,
          xInches: sticker.xInches,
          yInches: sticker.yInches,
          rotation: sticker.rotation,
        })),
      });
    } catch (error) {
      setNotice((error as Error).message);
    } finally {
      setArranging(false);
    }
  }

  async function addToCart() {
    if (!sheet) return;
    setAdding(true);
    setRefusal(null);
    try {
      await requestJson("POST", "/api/cart", {
        product: "sheet",
        sessionId: getCartSessionId(),
        sheetSizeId: sheet.id,
        items: state.stickers.map((sticker) => ({
          designId: sticker.designId,
          ...toSheetItemSize(designsById.get(sticker.designId)!.size),
          xInches: sticker.xInches,
          yInches: sticker.yInches,
          rotation: sticker.rotation,
        })),
        quantity: state.quantity,
        roundedCorners: state.roundedCorners,
        materialId: state.materialId,
        finishId: state.finishId,
      });
      announceCartChanged();
      toast({ title: "Added to Cart", description: "Your sticker sheet has been added to your cart." });
      router.push(SHOP_HOME_CART_PATH);
    } catch (error) {
      setRefusal((error as Error).message);
      toast({ variant: "destructive", title: "Add to Cart Failed", description: (error as Error).message });
      setAdding(false);
    }
  }

  const selected = state.stickers.find((sticker) => sticker.key === state.selected) ?? null;
  const selectedShape = selected ? geometry.get(selected.designId) : undefined;
  const notOnSheet = earlier.filter((design) => !designsById.has(design.id));
  const canOrder = sheet !== null && state.stickers.length > 0 && problems.length === 0 && !waiting && price !== null;

  return (
    <div className="space-y-6" data-testid="sheet-editor">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Choose your sheet</CardTitle>
        </CardHeader>
        <CardContent>
          <fieldset>
            <legend className="sr-only">Sheet size</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
              {catalogue.sheets.sizes.map((size) => (
                <label
                  key={size.id}
                  className={cn(
                    "flex cursor-pointer items-center gap-2 rounded-md border p-3 text-sm focus-within:ring-2 focus-within:ring-ring",
                    size.id === state.sheetSizeId ? "border-blue-600 bg-blue-50" : "border-slate-200",
                  )}
                >
                  <input
                    type="radio"
                    name="sheet-size"
                    value={size.id}
                    checked={size.id === state.sheetSizeId}
                    onChange={() => dispatch({ type: "chooseSheet", sheetSizeId: size.id })}
                    className="h-4 w-4 accent-blue-600"
                  />
                  <span className="font-medium text-slate-900">{size.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </CardContent>
      </Card>

      <UploadCard
        design={null}
        directToBlob={directToBlob}
        onUploaded={(uploaded, file, dismissToast) => {
          addDesign(uploaded, URL.createObjectURL(file));
          dismissToast();
        }}
      />

      {notOnSheet.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Your earlier uploads</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {notOnSheet.slice(0, 12).map((design) => (
                <li key={design.id}>
                  <button
                    type="button"
                    className="flex w-full flex-col items-center gap-1 rounded-md border border-slate-200 p-2 text-xs hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    onClick={() => addDesign(design, design.thumbnailUrl ?? "")}
                    disabled={!design.thumbnailUrl}
                  >
                    {/* eslint-disable-next-line @next/next/no-img-element -- a signed thumbnail link */}
                    <img src={design.thumbnailUrl ?? ""} alt="" className="h-12 w-12 object-contain" />
                    <span className="w-full truncate">Add {design.originalName}</span>
                  </button>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}

      {sheet && (
        <Card>
          <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
            <CardTitle className="text-base">Arrange your sheet</CardTitle>
            <Button
              type="button"
              size="sm"
              disabled={arranging || state.designs.length === 0 || waiting}
              onClick={() => void arrange(state.designs.map((design) => design.designId))}
            >
              {arranging ? "Arranging…" : "Auto-arrange"}
            </Button>
          </CardHeader>
          <CardContent className="space-y-4">
            {state.designs.length === 0 ? (
              <p className="text-sm text-slate-600">Upload a design, or pick an earlier one, to put it on the sheet.</p>
            ) : (
              <ul className="space-y-2" aria-label="Designs on this sheet">
                {state.designs.map((design) => (
                  <SheetDesignRow
                    key={design.designId}
                    design={design}
                    geometry={geometry.get(design.designId)}
                    copies={state.stickers.filter((sticker) => sticker.designId === design.designId).length}
                    busy={arranging}
                    onResize={(size) => dispatch({ type: "resizeDesign", designId: design.designId, size })}
                    onAddSticker={() => addSticker(design.designId)}
                    onFill={() => void arrange([design.designId])}
                    onRemove={() => dispatch({ type: "removeDesign", designId: design.designId })}
                  />
                ))}
              </ul>
            )}
            <div className="rounded-md bg-slate-100 p-2">
              <SheetCanvas
                sheet={{ ...sheet, roundedCorners: state.roundedCorners }}
                stickers={state.stickers}
                designs={designsById}
                geometry={geometry}
                refused={refused}
                selected={state.selected}
                dispatch={dispatch}
              />
            </div>
            <p className="text-xs text-slate-600">
              Drag a sticker to move it, or select it and use the arrow keys. The dashed line is the safe area: each
              sticker needs 1/8&quot; from the sheet&apos;s edge and from the next.
            </p>
            {selected && selectedShape?.status === "ready" && (
              <div className="flex flex-wrap gap-2" aria-label="Selected sticker">
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => dispatch({ type: "rotateSticker", key: selected.key, box: selectedShape })}
                >
                  Rotate 90°
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => dispatch({ type: "removeSticker", key: selected.key })}
                >
                  Remove sticker
                </Button>
              </div>
            )}
            <div role="status" aria-live="polite" className="space-y-2">
              {notice && <p className="text-sm text-amber-800">{notice}</p>}
              {problems.length > 0 && (
                <ul
                  className="space-y-1 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
                  data-testid="sheet-problems"
                >
                  {problems.map((problem) => (
                    <li key={`${problem.index}:${problem.rule}:${problem.message}`}>{problem.message}</li>
                  ))}
                </ul>
              )}
            </div>
          </CardContent>
        </Card>
      )}

      {sheet && (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Your order</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <label className="block text-sm font-medium text-slate-900">
              Number of sheets
              <NativeSelect
                className="mt-1"
                value={state.quantity}
                onChange={(event) => dispatch({ type: "chooseQuantity", quantity: Number(event.target.value) })}
              >
                {catalogue.sheets.grid.quantities.map((quantity) => {
                  const tier = priceCatalogueSheet(catalogue, sheet.id, { ...state, quantity });
                  return (
                    <option key={quantity} value={quantity}>
                      {quantity} sheets: ${formatCents(tier.totalPriceCents)}
                    </option>
                  );
                })}
              </NativeSelect>
            </label>
            <StockPicker
              name="material"
              legend="Material"
              entries={catalogue.materials}
              value={state.materialId}
              onChange={(materialId) => dispatch({ type: "chooseMaterial", materialId })}
            />
            <StockPicker
              name="finish"
              legend="Finish"
              entries={catalogue.finishes}
              value={state.finishId}
              onChange={(finishId) => dispatch({ type: "chooseFinish", finishId })}
            />
            <label className="flex items-center gap-2 text-sm text-slate-900">
              <input
                type="checkbox"
                checked={state.roundedCorners}
                onChange={(event) => dispatch({ type: "setRoundedCorners", roundedCorners: event.target.checked })}
                className="h-4 w-4 accent-blue-600"
              />
              Rounded sheet corners (+${formatCents(catalogue.grid.roundedCornersFeeCents)} per sheet)
            </label>
            <p className="flex items-baseline justify-between text-sm">
              <span className="text-slate-700">
                {state.quantity} × Sticker sheet {sheet.name}, {state.stickers.length}{" "}
                {state.stickers.length === 1 ? "sticker" : "stickers"}
              </span>
              <span className="text-lg font-semibold text-slate-900" data-testid="sheet-total">
                {price ? `$${formatCents(price.totalPriceCents)}` : "—"}
              </span>
            </p>
            {refusal && (
              <p role="alert" className="text-sm text-red-700">
                {refusal}
              </p>
            )}
            <Button type="button" className="w-full" disabled={!canOrder || adding} onClick={() => void addToCart()}>
              {adding ? "Adding…" : "Add Sheet to Cart"}
            </Button>
            {!canOrder && state.stickers.length > 0 && problems.length > 0 && (
              <p className="text-xs text-slate-600">Fix the stickers marked in red to order this sheet.</p>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
