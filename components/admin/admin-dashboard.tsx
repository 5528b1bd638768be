"use client";

import Link from "next/link";
import { useCallback, useEffect, useState } from "react";
import { Archive, FolderArchive, HardDrive, RefreshCw, Tag, Trash2, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { requestJson } from "@/lib/client/request-json";
import type { AdminOrder, StatusUpdateResult, StickerSizeOption } from "@/lib/client/admin-types";
import { AffiliateDialog } from "./affiliate-dialog";
import { useAdminApi } from "./admin-session";
import { toastError } from "./admin-toasts";
import { CouponPanel } from "./coupon-panel";
import { ExportCsvButton } from "./export-csv-button";
import { OrderListCard, type OrderBulkAction } from "./order-list-card";
import { useOrderList } from "./use-order-list";
import { SignOutButton } from "./sign-out-button";

const ACTIVE_ORDER_ACTIONS: readonly OrderBulkAction[] = [
  {
    label: "Archive",
    icon: <Archive aria-hidden="true" />,
    variant: "outline",
    url: "/api/orders/bulk-archive",
    confirmText: (count) => `Are you sure you want to archive ${count} orders?`,
    successTitle: "Orders Archived",
    fallbackError: "Failed to archive orders",
  },
  {
    label: "Delete",
    icon: <Trash2 aria-hidden="true" />,
    variant: "destructive",
    url: "/api/orders/bulk-delete",
    confirmText: (count) => `Are you sure you want to delete ${count} orders? This action cannot be undone.`,
    successTitle: "Orders Deleted",
    fallbackError: "Failed to delete orders",
  },
];

/** /admin once unlocked: active orders, bulk archive/delete, status changes, coupons and affiliates. */
export function AdminDashboard() {
  const api = useAdminApi();
  const list = useOrderList("active");
  const [sizeNames, setSizeNames] = useState<ReadonlyMap<number, string>>(new Map());
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());
  const [showCoupons, setShowCoupons] = useState(false);
  const [affiliatesOpen, setAffiliatesOpen] = useState(false);

  useEffect(() => {
    requestJson<StickerSizeOption[]>("GET", "/api/sticker-sizes")
      .then((sizes) => setSizeNames(new Map(sizes.map((size) => [size.id, size.name]))))
      .catch(() => undefined); // the table falls back to 'Size ID: n'
  }, []);

  const changeStatus = useCallback(
    async (order: AdminOrder, status: string) => {
      if (status === order.status) return;
      setBusyIds((previous) => new Set(previous).add(order.id));
      try {
        const result = await api.request<StatusUpdateResult>("PATCH", `/api/orders/${order.id}/status`, { status });
        list.replaceOrder(result.order);
        toast({ title: "Status Updated", description: result.message });
      } catch (error) {
        toastError(error, "Failed to update order status");
      } finally {
        setBusyIds((previous) => {
          const next = new Set(previous);
          next.delete(order.id);
          return next;
        });
      }
    },
    [api, list],
  );

  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Admin Dashboard</h1>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={list.reload} disabled={list.loading}>
            <RefreshCw className={list.loading ? "animate-spin" : undefined} aria-hidden="true" />
            Refresh
          </Button>
          <ExportCsvButton archived={false} />
          <SignOutButton />
        </div>
      </header>

      <nav aria-label="Admin" className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link href="/admin/archive">
            <FolderArchive aria-hidden="true" />
            View Archive
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/admin/file-health">
            <HardDrive aria-hidden="true" />
            File Health
          </Link>
        </Button>
        <Button type="button" variant="outline" onClick={() => setAffiliatesOpen(true)}>
          <Users aria-hidden="true" />
          Manage Affiliates
        </Button>
        <Button
          type="button"
          variant={showCoupons ? "secondary" : "outline"}
          aria-expanded={showCoupons}
          aria-controls="coupon-panel"
          onClick={() => setShowCoupons((open) => !open)}
        >
          <Tag aria-hidden="true" />
          {showCoupons ? "Hide Coupons" : "Manage Coupons"}
        </Button>
      </nav>

      {showCoupons && <CouponPanel id="coupon-panel" />}

      <OrderListCard
        title="Active Orders"
        countNoun="active orders"
        list={list}
        actions={ACTIVE_ORDER_ACTIONS}
        variant="active"
        onStatusChange={changeStatus}
        busyIds={busyIds}
        sizeNames={sizeNames}
      />

      <AffiliateDialog open={affiliatesOpen} onOpenChange={setAffiliatesOpen} />
    </main>
  );
}
