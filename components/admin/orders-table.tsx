"use client";

import { Loader2 } from "lucide-react";
import { Checkbox } from "@/components/ui/checkbox";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AdminOrder } from "@/lib/client/admin-types";
import { useMediaQuery } from "@/lib/client/use-media-query";
import { formatStockName } from "@/lib/domain/format-stock-name";
import { AdminLink } from "./admin-link";
import { formatShopDateTime } from "./format";
import { OrderCards } from "./order-cards";
import {
  describeStickerType,
  OrderCoupon,
  OrderCustomer,
  OrderDesignButton,
  OrderMarks,
  OrderStatusCell,
} from "./order-row-parts";
import { useShopTimeZone } from "./shop-time-zone";

export { describeStickerType } from "./order-row-parts";

/** Below Tailwind's md breakpoint the ten columns cannot fit: the orders show as cards instead. */
export const ORDER_CARDS_MEDIA_QUERY = "(max-width: 767px)";

export type OrdersTableProps = {
  /** 'active': dashboard table with the status dropdown; 'archived': archive table (spec section 2). */
  variant: "active" | "archived";
  orders: AdminOrder[];
  loading: boolean;
  selectedIds: ReadonlySet<number>;
  onToggle: (orderId: number, selected: boolean) => void;
  onToggleAll: (selected: boolean) => void;
  onViewDesign: (order: AdminOrder) => void;
  /** Called with the server's order after its status was changed in the row's OrderStatusControl. */
  onOrderChanged?: (order: AdminOrder) => void;
  /** Size names by id, for orders whose size name is not included. */
  sizeNames?: ReadonlyMap<number, string>;
};

export function OrdersTable({
  variant,
  orders,
  loading,
  selectedIds,
  onToggle,
  onToggleAll,
  onViewDesign,
  onOrderChanged,
  sizeNames,
}: OrdersTableProps) {
  const archived = variant === "archived";
  const timeZone = useShopTimeZone();
  const narrow = useMediaQuery(ORDER_CARDS_MEDIA_QUERY);
  const selectedOnPage = orders.filter((order) => selectedIds.has(order.id)).length;
  const allChecked =
    orders.length > 0 && selectedOnPage === orders.length ? true : selectedOnPage > 0 ? "indeterminate" : false;

  if (loading) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-16 text-slate-600">
        <Loader2 className="h-6 w-6 animate-spin" aria-hidden="true" />
        <span className="sr-only">Loading orders</span>
      </div>
    );
  }

  if (orders.length === 0) {
    return (
      <p className="py-12 text-center text-slate-600">{archived ? "No archived orders found." : "No orders found"}</p>
    );
  }

  const label = archived ? "Archived orders" : "Active orders";
  if (narrow) {
    return (
      <OrderCards
        label={label}
        archived={archived}
        orders={orders}
        selectedIds={selectedIds}
        allChecked={allChecked}
        onToggle={onToggle}
        onToggleAll={onToggleAll}
        onViewDesign={onViewDesign}
        onOrderChanged={onOrderChanged}
        sizeNames={sizeNames}
      />
    );
  }

  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-10">
            <Checkbox
              aria-label="Select all orders"
              checked={allChecked}
              onCheckedChange={(checked) => onToggleAll(checked === true)}
            />
          </TableHead>
          <TableHead>Order ID</TableHead>
          <TableHead>Customer</TableHead>
          <TableHead>Design</TableHead>
          <TableHead>Size</TableHead>
          <TableHead>Quantity</TableHead>
          <TableHead>Total</TableHead>
          <TableHead>Coupon</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Created</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((order) => {
          const selected = selectedIds.has(order.id);
          const sizeName = order.sizeName || (order.sizeId !== null ? sizeNames?.get(order.sizeId) : undefined);
          return (
            <TableRow key={order.id} data-state={selected ? "selected" : undefined}>
              <TableCell>
                <Checkbox
                  aria-label={`Select order ${order.orderNumber}`}
                  checked={selected}
                  onCheckedChange={(checked) => onToggle(order.id, checked === true)}
                />
              </TableCell>
              <TableCell className="whitespace-nowrap font-medium">
                <AdminLink
                  href={`/admin/orders/${order.id}`}
                  className="text-blue-800 underline-offset-4 hover:underline focus-visible:underline"
                >
                  {order.orderNumber}
                </AdminLink>
                <OrderMarks order={order} />
              </TableCell>
              <TableCell className="min-w-36">
                <OrderCustomer order={order} />
              </TableCell>
              <TableCell>
                <OrderDesignButton order={order} archived={archived} onViewDesign={onViewDesign} />
              </TableCell>
              {/* Wraps: a custom or die-cut size and its type line would otherwise widen the table past 1366 px. */}
              <TableCell className="min-w-28">
                {archived ? (order.sizeId ?? order.sizeName) : sizeName || `Size ID: ${order.sizeId}`}
                {!archived && describeStickerType(order) && (
                  <div className="text-xs text-slate-600">{describeStickerType(order)}</div>
                )}
                {!archived && <div className="text-xs text-slate-600">{formatStockName(order)}</div>}
              </TableCell>
              <TableCell>{order.quantity}</TableCell>
              <TableCell className="whitespace-nowrap">${order.totalPrice}</TableCell>
              <TableCell>
                <OrderCoupon order={order} archived={archived} />
              </TableCell>
              <TableCell>
                <OrderStatusCell order={order} archived={archived} onOrderChanged={onOrderChanged} />
              </TableCell>
              {/* Wraps (date, then time) so the ten columns fit a 1366 px screen without scrolling the card. */}
              <TableCell className="min-w-24 text-slate-700">
                <time dateTime={order.createdAt}>{formatShopDateTime(order.createdAt, timeZone)}</time>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
