"use client";

import Link from "next/link";
import { useCallback, useEffect, useState } from "react";
import {
  Archive,
  BarChart3,
  BookOpen,
  FolderArchive,
  HardDrive,
  Printer,
  RefreshCw,
  Settings,
  Tag,
  Trash2,
  Users,
} from "lucide-react";
import { Button } from "@/components/ui/button";
import { requestJson } from "@/lib/client/request-json";
import type { AdminOrder, StickerSizeOption } from "@/lib/client/admin-types";
import { isProofState } from "@/lib/domain/proof-state";
import { ORDER_STATUSES } from "@/lib/domain/order-statuses";
import { ORDER_SORTS } from "@/lib/validation/admin-orders";
import { AdminLink } from "./admin-link";
import { AffiliateDialog } from "./affiliate-dialog";
import { BulkStatusActions } from "./bulk-status-actions";
import { ChangeRequestDeliveryWarning } from "./change-request-delivery-warning";
import { DeploymentWarnings } from "./deployment-warnings";
import { DeviceSignInCard } from "./device-sign-in-card";
import { CouponPanel } from "./coupon-panel";
import { ExportCsvButton } from "./export-csv-button";
import { OrderFilters } from "./order-filters";
import { OrderKpis } from "./order-kpis";
import { OrderListCard, type OrderBulkAction } from "./order-list-card";
import { DEFAULT_ORDER_QUERY, orderQueryString, useOrderList, type OrderQuery } from "./use-order-list";
import { SignOutButton } from "./sign-out-button";

const ACTIVE_ORDER_ACTIONS: readonly OrderBulkAction[] = [
  {
    label: "Archive",
    icon: <Archive aria-hidden="true" />,
    variant: "outline",
    url: "/api/orders/bulk-archive",
    confirmText: (count) => `Are you sure you want to archive ${count} orders?`,
    confirmTitle: "Archive orders?",
    successTitle: "Orders Archived",
    fallbackError: "Failed to archive orders",
  },
  {
    label: "Delete",
    icon: <Trash2 aria-hidden="true" />,
    variant: "destructive",
    url: "/api/orders/bulk-delete",
    confirmText: (count) => `Are you sure you want to delete ${count} orders? This action cannot be undone.`,
    confirmTitle: "Delete orders?",
    successTitle: "Orders Deleted",
    fallbackError: "Failed to delete orders",
  },
];

/** `?q=&status=&proof=&sort=` of /admin (unknown values fall back to the defaults; the server validates again). */
function readQueryFromUrl(): OrderQuery {
  if (typeof window === "undefined") return DEFAULT_ORDER_QUERY;
  const params = new URLSearchParams(window.location.search);
  const status = params.get("status") ?? "";
  const sort = params.get("sort") ?? "";
  const proof = params.get("proof") ?? "";
  return {
    q: (params.get("q") ?? "").slice(0, 100),
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderQuery["status"]) : "",
    proof: isProofState(proof) ? proof : "",
    sort: (ORDER_SORTS as readonly string[]).includes(sort) ? (sort as OrderQuery["sort"]) : "newest",
  };
}

/** Keeps the search, filter and sort in the address bar, so a reload or a shared link shows the same list. */
function writeQueryToUrl(query: OrderQuery) {
  const search = orderQueryString(query).slice(1);
  const url = `${window.location.pathname}${search ? `?${search}` : ""}${window.location.hash}`;
  window.history.replaceState(window.history.state, "", url);
}

/** /admin once unlocked: KPIs, active orders (search, filter, sort), bulk actions, status changes, coupons and affiliates. */
export function AdminDashboard() {
  const [query, setQuery] = useState<OrderQuery>(readQueryFromUrl);
  const list = useOrderList("active", query);
  const [statsVersion, setStatsVersion] = useState(0);
  const [sizeNames, setSizeNames] = useState<ReadonlyMap<number, string>>(new Map());
  const [showCoupons, setShowCoupons] = useState(false);
  const [affiliatesOpen, setAffiliatesOpen] = useState(false);

  useEffect(() => {
    requestJson<StickerSizeOption[]>("GET", "/api/sticker-sizes")
      .then((sizes) => setSizeNames(new Map(sizes.map((size) => [size.id, size.name]))))
      .catch(() => undefined); // the table falls back to 'Size ID: n'
  }, []);

  const changeQuery = useCallback((next: OrderQuery) => {
    setQuery(next);
    writeQueryToUrl(next);
  }, []);

  const { reload, replaceOrder } = list;
  const reloadAll = useCallback(() => {
    reload();
    setStatsVersion((value) => value + 1);
  }, [reload]);

  const orderChanged = useCallback(
    (order: AdminOrder) => {
      replaceOrder(order);
      setStatsVersion((value) => value + 1);
    },
    [replaceOrder],
  );

  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Admin Dashboard</h1>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={reloadAll} disabled={list.loading}>
            <RefreshCw className={list.loading ? "animate-spin" : undefined} aria-hidden="true" />
            Refresh
          </Button>
          <ExportCsvButton archived={false} />
          <SignOutButton />
        </div>
      </header>

      <nav aria-label="Admin" className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <AdminLink href="/admin/reports">
            <BarChart3 aria-hidden="true" />
            Reports
          </AdminLink>
        </Button>
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
        <Button asChild variant="outline">
          <AdminLink href="/admin/print-queue">
            <Printer aria-hidden="true" />
            Print Queue
          </AdminLink>
        </Button>
        <Button asChild variant="outline">
          <AdminLink href="/admin/catalogue">
            <BookOpen aria-hidden="true" />
            Catalogue
          </AdminLink>
        </Button>
        <Button asChild variant="outline">
          <AdminLink href="/admin/settings">
            <Settings aria-hidden="true" />
            Settings
          </AdminLink>
        </Button>
      </nav>

      <DeviceSignInCard />

      <DeploymentWarnings />

      <ChangeRequestDeliveryWarning />

      {showCoupons && <CouponPanel id="coupon-panel" />}

      <OrderKpis version={statsVersion} />

      <OrderListCard
        title="Active Orders"
        countNoun="active orders"
        list={list}
        actions={ACTIVE_ORDER_ACTIONS}
        selectionActions={(selected) => <BulkStatusActions orders={selected} onDone={reloadAll} />}
        toolbar={<OrderFilters query={query} onChange={changeQuery} />}
        variant="active"
        onOrderChanged={orderChanged}
        sizeNames={sizeNames}
      />

      <AffiliateDialog open={affiliatesOpen} onOpenChange={setAffiliatesOpen} />
    </main>
  );
}
