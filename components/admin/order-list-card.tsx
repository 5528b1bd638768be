"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { OrdersTable, type OrdersTableProps } from "./orders-table";
import { ConfirmDialog } from "./confirm-dialog";
import { Pagination } from "./pagination";
import { useBulkAction, type BulkActionSpec } from "./use-bulk-action";
import { useDesignOpener } from "./use-design-opener";
import type { OrderList } from "./use-order-list";
import type { AdminOrder } from "@/lib/client/admin-types";

/** One button of the bulk-action bar, shown while rows are selected: 'Archive (2)', 'Delete (2)'. */
export type OrderBulkAction = BulkActionSpec & {
  /** The button's text; the number of selected rows is added: 'Archive (2)'. */
  label: string;
  icon: ReactNode;
  variant: "outline" | "destructive";
};

type Props = Pick<OrdersTableProps, "variant" | "onOrderChanged" | "sizeNames"> & {
  title: string;
  /** Follows the total in the count line: '3 active orders'. */
  countNoun: string;
  list: OrderList;
  actions: readonly OrderBulkAction[];
  /** More buttons for the selected orders (before the bulk actions), e.g. the bulk status changes. */
  selectionActions?: (selected: AdminOrder[]) => ReactNode;
  /** Between the header and the table: the search, filter and sort controls. */
  toolbar?: ReactNode;
};

/**
 * The orders card of the dashboard and the archive: title, count and selection line, the bulk-action
 * bar, the orders table and its pagination.
 */
export function OrderListCard({ title, countNoun, list, actions, selectionActions, toolbar, ...table }: Props) {
  const bulk = useBulkAction<OrderBulkAction>(list.reload);
  const pending = bulk.pending;
  const openDesign = useDesignOpener();
  const selected = [...list.selectedIds];
  const count = selected.length;

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-4 space-y-0">
        <div className="space-y-1.5">
          <CardTitle>{title}</CardTitle>
          <p className="text-sm text-slate-700" aria-live="polite">
            {list.total} {countNoun}
            {count > 0 && <span> | {count} selected</span>}
          </p>
        </div>
        {count > 0 && (
          <div className="flex flex-wrap gap-2">
            {selectionActions?.(list.orders.filter((order) => list.selectedIds.has(order.id)))}
            {actions.map((action) => (
              <Button
                key={action.label}
                type="button"
                variant={action.variant}
                disabled={bulk.busy}
                onClick={() => bulk.ask(selected, action)}
              >
                {action.icon}
                {action.label} ({count})
              </Button>
            ))}
          </div>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {toolbar}
        <OrdersTable
          {...table}
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
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) bulk.cancel();
        }}
        confirmVariant={pending?.spec.variant === "destructive" ? "destructive" : "default"}
        title={pending?.spec.confirmTitle}
        description={pending?.spec.confirmText(pending.orderIds.length)}
        confirmLabel={pending?.spec.label}
        fallbackError={pending?.spec.fallbackError ?? ""}
        onConfirm={bulk.confirm}
      />
    </Card>
  );
}
