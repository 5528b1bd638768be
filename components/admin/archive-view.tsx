"use client";

import Link from "next/link";
import { ArrowLeft, RefreshCw, RotateCcw, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ExportCsvButton } from "./export-csv-button";
import { OrderListCard, type OrderBulkAction } from "./order-list-card";
import { useOrderList } from "./use-order-list";
import { SignOutButton } from "./sign-out-button";

const ARCHIVED_ORDER_ACTIONS: readonly OrderBulkAction[] = [
  {
    label: "Restore",
    icon: <RotateCcw aria-hidden="true" />,
    variant: "outline",
    url: "/api/orders/bulk-restore",
    confirmText: (count) => `Are you sure you want to restore ${count} orders to active status?`,
    confirmTitle: "Restore orders?",
    successTitle: "Orders Restored",
    fallbackError: "Failed to restore orders",
  },
  {
    label: "Delete",
    icon: <Trash2 aria-hidden="true" />,
    variant: "destructive",
    url: "/api/orders/bulk-delete",
    confirmText: (count) =>
      `Are you sure you want to permanently delete ${count} archived orders? This action cannot be undone.`,
    confirmTitle: "Delete archived orders?",
    successTitle: "Orders Deleted",
    fallbackError: "Failed to delete orders",
  },
];

/** /admin/archive once unlocked: archived orders, restore and permanent delete. */
export function ArchiveView() {
  const list = useOrderList("archived");

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
          <SignOutButton />
        </div>
      </header>

      <OrderListCard
        title="Archive"
        countNoun="archived orders"
        list={list}
        actions={ARCHIVED_ORDER_ACTIONS}
        variant="archived"
      />
    </main>
  );
}
