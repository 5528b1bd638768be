"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { formatStockName } from "@/lib/domain/format-stock-name";
import { AdminLink } from "./admin-link";
import { formatShopDateTime } from "./format";
import {
  describeStickerType,
  OrderCoupon,
  OrderCustomer,
  OrderDesignButton,
  OrderMarks,
  OrderStatusCell,
} from "./order-row-parts";
import type { OrdersTableProps } from "./orders-table";
import { useShopTimeZone } from "./shop-time-zone";

// The table's own props (one definition), less what only the table needs, plus what it works out for the cards.
type Props = Omit<OrdersTableProps, "variant" | "loading"> & {
  label: string;
  archived: boolean;
  allChecked: boolean | "indeterminate";
};

/**
 * The orders on a phone: one card per order with what the table's ten columns show (a 375 px screen
 * cannot fit them), and every action of a row: select, open the detail, view the design, change the status.
 */
export function OrderCards({
  label,
  archived,
  orders,
  selectedIds,
  allChecked,
  onToggle,
  onToggleAll,
  onViewDesign,
  onOrderChanged,
  sizeNames,
}: Props) {
  const timeZone = useShopTimeZone();
  return (
    <div className="space-y-3">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <Checkbox
          aria-label="Select all orders"
          checked={allChecked}
          onCheckedChange={(checked) => onToggleAll(checked === true)}
        />
        Select all
      </label>
      <ul aria-label={label} className="space-y-3" data-testid="order-cards">
        {orders.map((order) => {
          const selected = selectedIds.has(order.id);
          // The archive names a standard size by its id (spec); a custom size has none, so its name shows.
          const sizeName =
            archived && order.sizeId !== null
              ? `Size ID: ${order.sizeId}`
              : order.sizeName || (order.sizeId !== null ? sizeNames?.get(order.sizeId) : undefined);
          const type = archived ? null : describeStickerType(order);
          return (
            <li
              key={order.id}
              data-state={selected ? "selected" : undefined}
              className="min-w-0 space-y-3 rounded-lg border bg-white p-3 text-sm data-[state=selected]:bg-blue-50"
            >
              <div className="flex items-start gap-3">
                <Checkbox
                  className="mt-0.5"
                  aria-label={`Select order ${order.orderNumber}`}
                  checked={selected}
                  onCheckedChange={(checked) => onToggle(order.id, checked === true)}
                />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <AdminLink
                      href={`/admin/orders/${order.id}`}
                      className="font-semibold text-blue-800 underline-offset-4 hover:underline focus-visible:underline"
                    >
                      {order.orderNumber}
                    </AdminLink>
                    <span className="font-semibold text-slate-900">${order.totalPrice}</span>
                  </div>
                  <time dateTime={order.createdAt} className="block text-xs text-slate-600">
                    {formatShopDateTime(order.createdAt, timeZone)}
                  </time>
                  <OrderMarks order={order} />
                </div>
              </div>
              <div className="min-w-0">
                <OrderCustomer order={order} />
              </div>
              <p className="text-slate-700">
                {order.quantity} × {sizeName || `Size ID: ${order.sizeId}`}
                {type && <span className="text-slate-600"> · {type}</span>}
                {!archived && <span className="block text-xs text-slate-600">{formatStockName(order)}</span>}
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-slate-700">Coupon:</span>
                <OrderCoupon order={order} archived={archived} />
              </div>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <OrderStatusCell order={order} archived={archived} onOrderChanged={onOrderChanged} />
                </div>
                <OrderDesignButton order={order} archived={archived} onViewDesign={onViewDesign} />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
