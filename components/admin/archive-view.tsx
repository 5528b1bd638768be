"use client";

import Link from "next/link";
import { ArrowLeft, RefreshCw, RotateCcw, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ExportCsvButton } from "./export-csv-button";
import { OrdersTable } from "./orders-table";
import { Pagination } from "./pagination";
import { useBulkAction } from "./use-bulk-action";
import { useDesignOpener } from "./use-design-opener";
import { useOrderList } from "./use-order-list";

/** /admin/archive once unlocked: archived orders, restore and permanent delete. */
export function ArchiveView() {
  const list = useOrderList("archived");
  const bulk = useBulkAction(list.reload);
  const openDesign = useDesignOpener();
  const selected = [...list.selectedIds];
  const count = selected.length;

  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="space-y-2">
          <Button asChild variant="link" className="h-auto px-0">
            <Link href="/admin">
              <ArrowLeft aria-hidden="true" />
              Back to Admin
            </Link>
          </Button>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Archived Orders</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={list.reload} disabled={list.loading}>
            <RefreshCw className={list.loading ? "animate-spin" : undefined} aria-hidden="true" />
            Refresh
          </Button>
          <ExportCsvButton archived />
        </div>
      </header>

      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-4 space-y-0">
          <div className="space-y-1.5">
            <CardTitle>Archive</CardTitle>
            <p className="text-sm text-slate-700" aria-live="polite">
              {list.total} archived orders
              {count > 0 && <span> | {count} selected</span>}
            </p>
          </div>
          {count > 0 && (
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                disabled={bulk.busy}
                onClick={() =>
                  bulk.run(selected, {
                    url: "/api/orders/bulk-restore",
                    confirmText: `Are you sure you want to restore ${count} orders to active status?`,
                    successTitle: "Orders Restored",
                    fallbackError: "Failed to restore orders",
                  })
                }
              >
                <RotateCcw aria-hidden="true" />
                Restore ({count})
              </Button>
              <Button
                type="button"
                variant="destructive"
                disabled={bulk.busy}
                onClick={() =>
                  bulk.run(selected, {
                    url: "/api/orders/bulk-delete",
                    confirmText: `Are you sure you want to permanently delete ${count} archived orders? This action cannot be undone.`,
                    successTitle: "Orders Deleted",
                    fallbackError: "Failed to delete orders",
                  })
                }
              >
                <Trash2 aria-hidden="true" />
                Delete ({count})
              </Button>
            </div>
          )}
        </CardHeader>
        <CardContent className="space-y-4">
          <OrdersTable
            variant="archived"
            orders={list.orders}
            loading={list.loading}
            selectedIds={list.selectedIds}
            onToggle={list.toggle}
            onToggleAll={list.toggleAll}
            onViewDesign={openDesign}
          />
          {list.total > 0 && (
            <Pagination
              page={list.page}
              pageCount={list.pageCount}
              disabled={list.loading}
              onPageChange={list.goToPage}
            />
          )}
        </CardContent>
      </Card>
    </main>
  );
}
