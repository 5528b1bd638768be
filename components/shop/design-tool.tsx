"use client";

import { lazy, Suspense, useEffect, useReducer, useRef, useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/use-toast";
import { requestJson } from "@/lib/client/request-json";
import { announceCartChanged, SHOP_HOME_CART_PATH } from "@/lib/client/cart-events";
import { getCartSessionId } from "@/lib/client/cart-session-id";
import {
  getCurrentStep,
  makeInitialChoices,
  readChosenSize,
  reduceDesignToolChoices,
  toCartSizeFields,
  type SizeOption,
} from "@/lib/designs/design-tool-state";
import type { DesignDto } from "@/lib/designs/design-dto";
import type { Catalogue } from "@/lib/domain/catalogue";
import { StepIndicator } from "./step-indicator";
import { UploadCard } from "./upload-card";

// Preview, print quality and the order options (with Radix Checkbox, the custom-size form and its zod
// rule, the price tables, the die-cut preview) appear only after an upload: their code is fetched when an
// upload starts, while the file is on its way, not with the page (the storefront's 170 kB budget).
const loadDesignOptions = () => import("./design-options");
const DesignOptions = lazy(loadDesignOptions);
// The sticker-sheet editor (#39: its canvas, Clipper and the nesting engine) only for a shopper who picks it.
const SheetEditor = lazy(() => import("@/components/sheets/sheet-editor"));

type Product = "sticker" | "sheet";

type CurrentDesign = { uploaded: DesignDto; file: File; previewUrl: string };

/** `children` (the specifications card) is rendered below the tool; the page renders it on the server. */
export function DesignTool({
  sizes,
  catalogue,
  directToBlob = false,
  children,
}: {
  sizes: SizeOption[];
  /** What the shop sells now and for how much (#35, presentShopCatalogue): prices, tiers, materials, finishes. */
  catalogue: Catalogue;
  /** From the server component (the browser never reads the environment): see UploadCard. */
  directToBlob?: boolean;
  children?: ReactNode;
}) {
  const router = useRouter();
  const [design, setDesign] = useState<CurrentDesign | null>(null);
  const [choices, dispatch] = useReducer(reduceDesignToolChoices(sizes, catalogue), catalogue, makeInitialChoices);
  const [adding, setAdding] = useState(false);
  const [product, setProduct] = useState<Product>("sticker");
  const sellsSheets = catalogue.sheets.sizes.length > 0;

  // The preview shows the shopper's local file; release its object URL when it is replaced.
  useEffect(
    () => () => {
      if (design) URL.revokeObjectURL(design.previewUrl);
    },
    [design],
  );

  // The upload's success toast closes at the shopper's first choice after it: the print-resolution note
  // appears then, and on a phone the toast (at the top) could sit over it wherever the page is scrolled.
  const dismissUploadToast = useRef<(() => void) | null>(null);
  const choose: typeof dispatch = (action) => {
    dismissUploadToast.current?.();
    dismissUploadToast.current = null;
    dispatch(action);
  };

  function handleUploaded(uploaded: DesignDto, file: File, dismissToast: () => void) {
    dismissUploadToast.current = dismissToast;
    setDesign({ uploaded, file, previewUrl: URL.createObjectURL(file) });
    dispatch({ type: "reset" });
  }

  const chosen = readChosenSize(sizes, choices);

  async function addToCart() {
    if (!design || !chosen) return;
    setAdding(true);
    try {
      await requestJson("POST", "/api/cart", {
        sessionId: getCartSessionId(),
        designId: design.uploaded.id,
        // The spec's sizeId, or a custom shape and size: the server prices and (die-cut) cuts it.
        ...toCartSizeFields(chosen),
        quantity: choices.quantity,
        roundedCorners: choices.roundedCorners,
        // #35: the stock and laminate chosen (preselected to the catalogue's defaults).
        materialId: choices.materialId,
        finishId: choices.finishId,
        scale: 100,
        xPosition: 0,
        yPosition: 0,
      });
      announceCartChanged();
      toast({ title: "Added to Cart", description: "Item has been added to your cart." });
      // The spec's '/', at its cart panel: on a phone the new line and Proceed to Checkout are below the fold.
      router.push(SHOP_HOME_CART_PATH);
    } catch (error) {
      toast({ variant: "destructive", title: "Add to Cart Failed", description: (error as Error).message });
      setAdding(false);
    }
  }

  const currentStep = getCurrentStep(design !== null, chosen !== null);

  const productSwitch = sellsSheets && (
    <div role="group" aria-label="What are you making?" className="inline-flex rounded-md border border-slate-200 p-1">
      {(
        [
          ["sticker", "Stickers"],
          ["sheet", "Sticker sheet"],
        ] as const
      ).map(([value, label]) => (
        <button
          key={value}
          type="button"
          aria-pressed={product === value}
          onClick={() => setProduct(value)}
          className={
            product === value
              ? "rounded bg-slate-900 px-3 py-1.5 text-sm font-medium text-white"
              : "rounded px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
          }
        >
          {label}
        </button>
      ))}
    </div>
  );

  if (product === "sheet")
    return (
      <div className="space-y-6">
        {productSwitch}
        <Suspense fallback={<p className="text-sm text-slate-600">Loading the sheet editor…</p>}>
          <SheetEditor catalogue={catalogue} directToBlob={directToBlob} />
        </Suspense>
        {children}
      </div>
    );

  return (
    <div className="space-y-6">
      {productSwitch}
      <StepIndicator currentStep={currentStep} />
      <UploadCard
        design={design}
        directToBlob={directToBlob}
        onUploadStarted={() => void loadDesignOptions()}
        onUploaded={handleUploaded}
      />
      {design && (
        <Suspense fallback={null}>
          <DesignOptions
            sizes={sizes}
            catalogue={catalogue}
            design={{
              id: design.uploaded.id,
              width: design.uploaded.width,
              height: design.uploaded.height,
              previewUrl: design.previewUrl,
            }}
            choices={choices}
            dispatch={choose}
            adding={adding}
            onAddToCart={() => void addToCart()}
          />
        </Suspense>
      )}
      {children}
    </div>
  );
}
