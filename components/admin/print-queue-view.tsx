"use client";

import { useCallback, useEffect, useState } from "react";
import { ArrowLeft, Loader2, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import type { PrintSheetDto, PrintSheetSummary, ReadyOrdersPage } from "@/lib/print-sheets/print-sheet-dto";
import type { CreatePrintSheetInput } from "@/lib/validation/print-sheets";
import { AdminLink } from "./admin-link";
import { useAdminApi } from "./admin-session";
import { toastError } from "./admin-toasts";
import { PrintSheetCard } from "./print-sheet-card";
import { PrintSheetForm } from "./print-sheet-form";
import { ReadyOrdersCard, type ReadyOrdersFilter } from "./ready-orders-card";
import { RecentPrintSheets } from "./recent-print-sheets";
import { SignOutButton } from "./sign-out-button";

/** How often the page asks for a sheet being made. */
const POLL_INTERVAL_MS = 1500;

function readyOrdersUrl(filter: ReadyOrdersFilter, cursor: string | null): string {
  const params = new URLSearchParams();
  if (filter.shape) params.set("shape", filter.shape);
  if (filter.size) params.set("size", filter.size);
  if (filter.material) params.set("material", filter.material);
  if (filter.finish) params.set("finish", filter.finish);
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return `/api/admin/print-sheets/ready-orders${query ? `?${query}` : ""}`;
}

/**
 * /admin/print-queue once unlocked: the orders ready to print (filters, checkboxes), the media and gap, "Make
 * print sheet" (queued by the server and made after its answer; the page polls the sheet), the made sheet's
 * page previews, utilisation, download and "Mark these orders printing", "Mark sheet done" and "Discard sheet"
 * (the queue is read again after each), and the recent sheets.
 */
export function PrintQueueView() {
  const api = useAdminApi();
  const [filter, setFilter] = useState<ReadyOrdersFilter>({ shape: "", size: "", material: "", finish: "" });
  const [ready, setReady] = useState<ReadyOrdersPage | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // Which filter and reload the list shows: while they differ from the wanted ones, it is loading.
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [sheetId, setSheetId] = useState<number | null>(null);
  const [sheet, setSheet] = useState<PrintSheetDto | null>(null);
  // Bumped to read the open sheet again (after its orders were marked, or when it is opened again).
  const [sheetVersion, setSheetVersion] = useState(0);
  const [recent, setRecent] = useState<PrintSheetSummary[]>([]);
  const [version, setVersion] = useState(0);

  const reload = useCallback(() => setVersion((value) => value + 1), []);

  const wantedKey = `${filter.shape}|${filter.size}|${filter.material}|${filter.finish}|${version}`;
  const loadingOrders = loadingMore || loadedKey !== wantedKey;

  useEffect(() => {
    let cancelled = false;
    const key = `${filter.shape}|${filter.size}|${filter.material}|${filter.finish}|${version}`;
    Promise.all([
      api.request<ReadyOrdersPage>("GET", readyOrdersUrl(filter, null)),
      api.request<{ sheets: PrintSheetSummary[] }>("GET", "/api/admin/print-sheets"),
    ]).then(
      ([page, sheets]) => {
        if (cancelled) return;
        setReady(page);
        setRecent(sheets.sheets);
        // Orders gone from the queue (on a sheet now, or filtered out) are no longer chosen.
        setSelected((chosen) => new Set(page.orders.filter((order) => chosen.has(order.id)).map((order) => order.id)));
        setLoadedKey(key);
      },
      (error: unknown) => {
        if (cancelled) return;
        setLoadedKey(key);
        toastError(error, "Failed to load the print queue");
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, filter, version]);

  async function loadMore() {
    if (!ready?.nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await api.request<ReadyOrdersPage>("GET", readyOrdersUrl(filter, ready.nextCursor));
      setReady({ ...page, orders: [...ready.orders, ...page.orders] });
    } catch (error) {
      toastError(error, "Failed to load more orders");
    } finally {
      setLoadingMore(false);
    }
  }

  // Follows the open sheet until it is made or failed.
  useEffect(() => {
    if (sheetId === null) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const { sheet: current } = await api.request<{ sheet: PrintSheetDto }>(
          "GET",
          `/api/admin/print-sheets/${sheetId}`,
        );
        if (cancelled) return;
        setSheet(current);
        if (current.status === "queued" || current.status === "making") timer = setTimeout(poll, POLL_INTERVAL_MS);
        else reload();
      } catch (error) {
        if (!cancelled) toastError(error, "Failed to read the print sheet");
      }
    };
    void poll();
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [api, sheetId, sheetVersion, reload]);

  async function makeSheet(settings: Omit<CreatePrintSheetInput, "orderIds">) {
    const orderIds = [...selected];
    const created = await api.request<{ id: number }>("POST", "/api/admin/print-sheets", { ...settings, orderIds });
    toast({ title: "Print sheet queued", description: `Print sheet ${created.id} is being made.` });
    setSelected(new Set());
    setSheet(null);
    setSheetId(created.id);
    reload();
  }

  function openSheet(id: number) {
    if (id !== sheetId) setSheet(null);
    setSheetId(id);
    setSheetVersion((value) => value + 1);
    document.getElementById("print-sheet")?.scrollIntoView({ block: "start" });
  }

  const chosenOrders = ready?.orders.filter((order) => selected.has(order.id)) ?? [];

  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Print Queue</h1>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={reload} disabled={loadingOrders}>
            <RefreshCw className={loadingOrders ? "animate-spin" : undefined} aria-hidden="true" />
            Refresh
          </Button>
          <Button asChild variant="outline">
            <AdminLink href="/admin">
              <ArrowLeft aria-hidden="true" />
              Back to Dashboard
            </AdminLink>
          </Button>
          <SignOutButton />
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {ready ? (
          <ReadyOrdersCard
            page={ready}
            filter={filter}
            onFilterChange={setFilter}
            selected={selected}
            onSelectedChange={setSelected}
            onLoadMore={() => void loadMore()}
            loading={loadingOrders}
          />
        ) : (
          <div role="status" className="flex items-center gap-2 py-6 text-slate-600">
            <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
            <span>Loading the orders ready to print</span>
          </div>
        )}
        <PrintSheetForm chosen={chosenOrders} onMake={makeSheet} />
      </div>

      {sheetId !== null && (
        <PrintSheetCard
          id="print-sheet"
          sheetId={sheetId}
          sheet={sheet}
          onChanged={() => setSheetVersion((value) => value + 1)}
        />
      )}

      <RecentPrintSheets sheets={recent} onOpen={openSheet} openId={sheetId} />
    </main>
  );
}
