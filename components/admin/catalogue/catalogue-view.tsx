"use client";

import { useCallback, useEffect, useState } from "react";
import { ArrowLeft, Loader2, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { AdminCatalogue } from "@/lib/client/admin-types";
import { getAdminCatalogue } from "@/lib/client/catalogue-api";
import { AdminLink } from "../admin-link";
import { useAdminApi } from "../admin-session";
import { toastError } from "../admin-toasts";
import { SignOutButton } from "../sign-out-button";
import { HistorySection } from "./history-section";
import { PriceGridSection } from "./price-grid-section";
import { SheetPriceGridSection } from "./sheet-price-grid-section";
import { SheetSizesSection } from "./sheet-sizes-section";
import { ShippingSection } from "./shipping-section";
import { SizesSection } from "./sizes-section";
import { StockSection } from "./stock-section";

/**
 * /admin/catalogue once unlocked (#35): the owner's materials, finishes, standard sizes, sticker sheets
 * (#39), the two price grids, shipping rules and the history of changes. Every change is saved at once and the page reloads the
 * catalogue, so what it shows is what the shop sells.
 */
export function CatalogueView() {
  const api = useAdminApi();
  const [catalogue, setCatalogue] = useState<AdminCatalogue | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let cancelled = false;
    getAdminCatalogue(api).then(
      (loaded) => {
        if (cancelled) return;
        setCatalogue(loaded);
        setFailed(false);
        setLoading(false);
      },
      (error: unknown) => {
        if (cancelled) return;
        setFailed(true);
        setLoading(false);
        toastError(error, "Failed to load the catalogue");
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, version]);

  const reload = useCallback(() => {
    setLoading(true);
    setVersion((value) => value + 1);
  }, []);

  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Catalogue</h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <AdminLink href="/admin">
              <ArrowLeft aria-hidden="true" />
              Back to Dashboard
            </AdminLink>
          </Button>
          <Button type="button" variant="outline" onClick={reload} disabled={loading}>
            <RefreshCw className={loading ? "animate-spin" : undefined} aria-hidden="true" />
            Refresh
          </Button>
          <SignOutButton />
        </div>
      </header>

      {!catalogue ? (
        failed ? (
          <p className="text-slate-700">The catalogue could not be loaded. Use Refresh to try again.</p>
        ) : (
          <div role="status" className="flex items-center gap-2 py-6 text-slate-600">
            <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
            <span>Loading the catalogue</span>
          </div>
        )
      ) : (
        <>
          <StockSection kind="materials" entries={catalogue.materials} onChanged={reload} />
          <StockSection kind="finishes" entries={catalogue.finishes} onChanged={reload} />
          <SizesSection sizes={catalogue.sizes} quantities={catalogue.prices.quantities} onChanged={reload} />
          <SheetSizesSection
            sheetSizes={catalogue.sheetSizes}
            quantities={catalogue.sheetPrices.quantities}
            onChanged={reload}
          />
          <PriceGridSection
            sizes={catalogue.sizes}
            prices={catalogue.prices}
            revision={catalogue.pricesRevision}
            warnings={catalogue.warnings}
            onSaved={reload}
          />
          <SheetPriceGridSection
            sheetSizes={catalogue.sheetSizes}
            prices={catalogue.sheetPrices}
            revision={catalogue.sheetPricesRevision}
            warnings={catalogue.sheetWarnings}
            onSaved={reload}
          />
          <ShippingSection shipping={catalogue.shipping} revision={catalogue.shippingRevision} onSaved={reload} />
          <HistorySection history={catalogue.history} sizes={catalogue.sizes} sheetSizes={catalogue.sheetSizes} />
        </>
      )}
    </main>
  );
}
